import { SOCIAL_CALLBACK_PATH, SOCIAL_CODE_COOKIE, socialAuthEndpoints } from '@app/contract';
import { dashboardPath, ErrorCode } from '@app/contract/client';
import { redirect } from 'react-router';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { parseCookies, tokenCookie } from '../../lib/cookies.server.ts';
import { safeRedirect } from '../../lib/redirects.ts';
import type { Route } from './+types/social-callback';

/** Account codes the exchange may refuse with that the login page explains. */
const EXPLAINED: readonly number[] = [
  ErrorCode.NotConfirmed,
  ErrorCode.AccountDisabled,
  ErrorCode.AccountLocked,
];

/**
 * Spec §2 `/auth/social-callback`, the social login's return: the API's callback sends the browser
 * here with a one-time code (bound to the `vx_social` cookie); the code becomes the session cookie
 * and the visitor goes on to `redirect_url`, or to /chon-tai-khoan when the account has no type yet.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const secure = getBridge(context).secureCookies;
  const headers = new Headers();
  // The binding is single use like the code: cleared whatever happens.
  headers.append(
    'Set-Cookie',
    `${SOCIAL_CODE_COOKIE}=; Path=${SOCIAL_CALLBACK_PATH}; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`,
  );
  const code = new URL(request.url).searchParams.get('code');
  const binding = parseCookies(request.headers.get('cookie'))[SOCIAL_CODE_COOKIE];
  const failed = (error = 'social_failed') =>
    redirect(`/dang-nhap?${new URLSearchParams({ error })}`, { headers });
  if (!code || !binding) return failed();

  const res = await callApi(context, request, socialAuthEndpoints.exchange, {
    body: { code, binding },
    token: null,
  });
  if (!res.ok) {
    const code = Number(res.error.code);
    return failed(EXPLAINED.includes(code) ? String(code) : 'social_failed');
  }
  headers.append('Set-Cookie', tokenCookie(secure, res.data.token, res.data.expiresIn));
  const { type } = res.data.user;
  // Spec §6: a user with no type goes to /chon-tai-khoan.
  const to = type === null ? '/chon-tai-khoan' : safeRedirect(res.data.redirect_url, dashboardPath(type));
  return redirect(to, { headers });
}
