import { authEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth, readToken } from '../../plugins/auth.ts';
import { getUserInfo } from '../users/users.service.ts';

export function authRoutes(app: FastifyInstance) {
  return [
    route(
      authEndpoints.login,
      async ({ body, request }) => {
        const result = await app.authService.login(body.email, body.password, {
          userAgent: request.headers['user-agent']?.slice(0, 300),
          ip: request.ip,
        });
        return {
          token: result.token,
          access_token: result.token,
          token_type: 'Bearer' as const,
          expiresIn: result.expiresIn,
          token_expired_at: result.expiresAt.toISOString(),
          user: await getUserInfo(app.db, result.user.id),
        };
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
  ];
}
