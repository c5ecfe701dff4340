import { authEndpoints, registrationEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { keyedLimit } from '../../lib/keyed-limit.ts';
import { byBodyField, route } from '../../lib/route.ts';
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
        const previous = readToken(request);
        const session = await app.authService.login(body.email, body.password, sessionMeta(request));
        // Tokens rotate on login: a token the client still held is ended.
        if (previous) await app.authService.logout(previous);
        return tokenResult(app.db, session);
      },
      // Password guessing: per IP (generous: mobile carriers put many people behind one address)
      // and per targeted account (guessing one account from many addresses).
      {
        rateLimit: [
          { max: app.env.LOGIN_RATE_LIMIT_MAX, windowMs: 15 * 60_000 },
          { max: app.env.LOGIN_ACCOUNT_RATE_LIMIT_MAX, windowMs: 15 * 60_000, key: byBodyField('email') },
        ],
      },
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
