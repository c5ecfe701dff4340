import { authEndpoints, registrationEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { keyedLimit } from '../../lib/keyed-limit.ts';
import { route } from '../../lib/route.ts';
import { currentAuth, readToken } from '../../plugins/auth.ts';
import { getUserInfo } from '../users/users.service.ts';
import { sessionMeta, tokenResult } from './auth.service.ts';

/** Guessing the current password from a borrowed session: 10 tries per account per 15 minutes. */
const CHANGE_PASSWORD_LIMIT = { max: 10, windowMs: 15 * 60_000 };

export function authRoutes(app: FastifyInstance) {
  const perAccount = keyedLimit(app, 'change-password', CHANGE_PASSWORD_LIMIT);
  return [
    route(
      authEndpoints.login,
      async ({ body, request }) => {
        const session = await app.authService.login(body.email, body.password, sessionMeta(request));
        return tokenResult(app.db, session);
      },
      // Password guessing: a tighter per-IP limit than the global one (per-account limits come with accounts).
      { rateLimit: { max: app.env.LOGIN_RATE_LIMIT_MAX, windowMs: 15 * 60_000 } },
    ),
    route(authEndpoints.logout, async ({ request }) => {
      const token = readToken(request);
      if (token) await app.authService.logout(token);
      return null;
    }),
    route(authEndpoints.verifyToken, async ({ request }) => {
      const auth = currentAuth(request);
      return {
        valid: true as const,
        expires_at: auth.expiresAt.toISOString(),
        user: await getUserInfo(app.db, auth.user.id),
      };
    }),
    route(authEndpoints.profile, async ({ request }) => getUserInfo(app.db, currentAuth(request).user.id)),
    route(registrationEndpoints.changePassword, async ({ body, request }) => {
      const auth = currentAuth(request);
      await perAccount(request, String(auth.user.id));
      await app.authService.changePassword(auth, body);
      return null;
    }),
  ];
}
