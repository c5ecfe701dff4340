import { authEndpoints } from '@app/contract';
import { data } from 'react-router';
import { z } from 'zod';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { clearedTokenCookies, tokenCookie } from '../../lib/cookies.server.ts';
import type { Route } from './+types/server-middleware';

const ZBody = z.object({
  token: z.string().min(16).max(200),
  expiresIn: z.coerce.number().int().min(60).max(2_592_000).default(3600),
});

/**
 * Spec §7 "Server-side session": POST {token, expiresIn} sets the httpOnly session cookie after
 * checking the token with the API; DELETE clears it. Used after a client-side token login
 * (e.g. social sign-in) so page scripts never keep the token.
 */
export async function action({ context, request }: Route.ActionArgs) {
  // A POST from another site would plant its own session (fixation); the pages' CSRF check
  // (apps/api/src/plugins/csrf.ts, registered for every page path in web.ts) refuses it with 403/1127
  // before this action runs.
  if (request.method === 'DELETE') {
    const headers = new Headers();
    for (const c of clearedTokenCookies(getBridge(context).secureCookies)) headers.append('Set-Cookie', c);
    return data({ success: true }, { headers });
  }
  if (request.method !== 'POST') throw data({ success: false }, { status: 405 });
  const parsed = ZBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return data({ success: false, message: 'Token không hợp lệ' }, { status: 422 });
  const check = await callApi(context, request, authEndpoints.verifyToken, { token: parsed.data.token });
  if (!check.ok) return data({ success: false, message: check.error.message }, { status: check.status });
  const remaining = Math.floor((Date.parse(check.data.expires_at) - Date.now()) / 1000);
  const maxAge = Math.max(0, Math.min(parsed.data.expiresIn, remaining));
  return data(
    { success: true },
    { headers: { 'Set-Cookie': tokenCookie(getBridge(context).secureCookies, parsed.data.token, maxAge) } },
  );
}

export function loader() {
  throw data(null, { status: 404 });
}
