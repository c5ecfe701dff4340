import { authEndpoints } from '@app/contract';
import { redirect } from 'react-router';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { clearedTokenCookies, readToken } from '../../lib/cookies.server.ts';
import type { Route } from './+types/logout';

/** Spec §4 logout: revoke the token, clear token/access_token/token_expired_at, go to login. */
export async function action({ context, request }: Route.ActionArgs) {
  if (readToken(request)) await callApi(context, request, authEndpoints.logout);
  const headers = new Headers();
  for (const c of clearedTokenCookies(getBridge(context).secureCookies)) headers.append('Set-Cookie', c);
  return redirect('/dang-nhap', { headers });
}

export function loader() {
  // Logging out changes state, so it is POST only; a typed URL just goes home.
  return redirect('/');
}
