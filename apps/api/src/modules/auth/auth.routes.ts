import { authEndpoints, registrationEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth, readToken } from '../../plugins/auth.ts';
import { getUserInfo } from '../users/users.service.ts';
import { sessionMeta, tokenResult } from './auth.service.ts';
import { loginLimits } from './login-limits.ts';

/** Guessing the current password from a borrowed session: 10 tries per account per 15 minutes. */
const CHANGE_PASSWORD_LIMIT = { max: 10, windowMs: 15 * 60_000, perAccount: true };

export function authRoutes(app: FastifyInstance) {
  const limits = loginLimits(app);
  return [
    route(authEndpoints.login, async ({ body, request }) => {
      const previous = readToken(request);
      const session = await app.authService.login(
        body.email,
        body.password,
        sessionMeta(request),
        limits.guard(request),
      );
      // Tokens rotate on login: a token the client still held is ended.
      if (previous) await app.authService.logout(previous);
      return tokenResult(app.db, session);
    }),
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
    route(
      registrationEndpoints.changePassword,
      async ({ body, request }) => {
        await app.authService.changePassword(currentAuth(request), body);
        return null;
      },
      { rateLimit: CHANGE_PASSWORD_LIMIT },
    ),
  ];
}
