import { authEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { byBodyField, route } from '../../lib/route.ts';
import { currentAuth, readToken } from '../../plugins/auth.ts';
import { getUserInfo } from '../users/users.service.ts';
import type { Session } from './auth.service.ts';

/** The answer of every sign-in (POST auth/login, the social exchange): `ZTokenResult`. */
export async function tokenResult(app: FastifyInstance, session: Session) {
  return {
    token: session.token,
    access_token: session.token,
    token_type: 'Bearer' as const,
    expiresIn: session.expiresIn,
    token_expired_at: session.expiresAt.toISOString(),
    user: await getUserInfo(app.db, session.user.id),
  };
}

export function authRoutes(app: FastifyInstance) {
  return [
    route(
      authEndpoints.login,
      async ({ body, request }) => {
        const previous = readToken(request);
        const result = await app.authService.login(body.email, body.password, {
          userAgent: request.headers['user-agent']?.slice(0, 300),
          ip: request.ip,
        });
        // Tokens rotate on login: a token the client still held is ended.
        if (previous) await app.authService.logout(previous);
        return tokenResult(app, result);
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
  ];
}
