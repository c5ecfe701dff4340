import { SOCIAL_CALLBACK_PATH, SOCIAL_CODE_COOKIE, socialAuthEndpoints } from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { tokenResult } from '../auth/auth.service.ts';
import { getUserInfo } from '../users/users.service.ts';
import { providersFromEnv } from './social-auth.providers.ts';
import { LOGIN_CODE_TTL_SECONDS, SocialAuthService, STATE_TTL_SECONDS } from './social-auth.service.ts';

/** Holds the browser-binding value of an authorization request in flight (ADR 0007). */
export const OAUTH_COOKIE = 'vx_oauth';

export function socialAuthRoutes(app: FastifyInstance) {
  const service = new SocialAuthService({
    db: app.db,
    publicUrl: app.env.PUBLIC_URL,
    providers: providersFromEnv(app.env),
    log: app.log,
  });
  const secure = app.env.PUBLIC_URL.startsWith('https:');
  const oauthCookie = { path: '/api/auth', httpOnly: true, sameSite: 'lax', secure } as const;
  const toLogin = (reply: FastifyReply, error: string) =>
    reply.redirect(`/dang-nhap?${new URLSearchParams({ error })}`);

  return [
    route(socialAuthEndpoints.providers, async () => service.enabled()),

    route(socialAuthEndpoints.start, async ({ params, query, reply }) => {
      const provider = service.provider(params.provider);
      if (!provider) return toLogin(reply, 'social_unavailable');
      const { location, binding } = await service.start(provider, query.redirect_url);
      reply.header('cache-control', 'no-store');
      reply.setCookie(OAUTH_COOKIE, binding, { ...oauthCookie, maxAge: STATE_TTL_SECONDS });
      return reply.redirect(location);
    }),

    route(socialAuthEndpoints.callback, async ({ params, query, request, reply }) => {
      const outcome = await service.callback(params.provider, query, request.cookies[OAUTH_COOKIE]);
      reply.header('cache-control', 'no-store');
      // Spent either way: the state was taken out of the database.
      reply.clearCookie(OAUTH_COOKIE, oauthCookie);
      if (!outcome.ok) return toLogin(reply, outcome.error);
      reply.setCookie(SOCIAL_CODE_COOKIE, outcome.binding, {
        path: SOCIAL_CALLBACK_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: LOGIN_CODE_TTL_SECONDS,
      });
      return reply.redirect(`${SOCIAL_CALLBACK_PATH}?${new URLSearchParams({ code: outcome.code })}`);
    }),

    route(socialAuthEndpoints.exchange, async ({ body, request }) => {
      const { userId, redirectUrl } = await service.consumeLoginCode(body.code, body.binding);
      const session = await app.authService.loginWithoutPassword(userId, {
        userAgent: request.headers['user-agent']?.slice(0, 300),
        ip: request.ip,
      });
      return { ...(await tokenResult(app.db, session)), redirect_url: redirectUrl };
    }),

    route(socialAuthEndpoints.callEmployee, async ({ body, request }) => {
      const { user } = currentAuth(request);
      await service.chooseAccountType(user, body);
      return getUserInfo(app.db, user.id);
    }),
  ];
}
