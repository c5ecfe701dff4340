import { jobAlertEndpoints as e, JobAlertMessage, JobAlertPath } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { JobAlertsService } from './job-alerts.service.ts';

const HOUR_MS = 60 * 60_000;

/** Job alerts (issue 18 item 4, ADR 0036): saving a search, the guest's links, the candidate's list. */
export function jobAlertRoutes(app: FastifyInstance) {
  const service = new JobAlertsService(app);
  const me = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).user.id;
  // A guest's alert sends a confirmation mail: limited per IP like the newsletter's sign-up.
  const perIp = { max: app.env.NEWSLETTER_RATE_LIMIT_MAX, windowMs: HOUR_MS };

  return [
    // The message says whether the alert is on or waits for the mail's link, so it answers itself.
    route(
      e.create,
      async ({ request, reply, body }) => {
        const status = await service.create(request.auth, body);
        if (status === 'pending') reply.raw.once('close', () => app.emailWorker.kick());
        return reply.send({
          success: true,
          data: { status },
          message: status === 'active' ? JobAlertMessage.created : JobAlertMessage.createdPending,
        });
      },
      { rateLimit: perIp },
    ),
    route(e.confirm, async ({ body }) => {
      await service.confirm(body.token);
      return null;
    }),
    // RFC 8058: mail providers POST from anywhere; the token is the authority.
    route(
      e.unsubscribe,
      async ({ query }) => {
        await service.unsubscribe(query.token);
        return null;
      },
      { crossOriginAllowed: true },
    ),
    route(e.unsubscribeLink, async ({ query, reply }) => {
      const search = query.token ? `?${new URLSearchParams({ token: query.token })}` : '';
      return reply.redirect(`${JobAlertPath.unsubscribe}${search}`, 303);
    }),
    route(e.list, async ({ request }) => service.list(me(request))),
    route(e.update, async ({ request, params, body }) => service.update(me(request), params.id, body)),
    route(e.remove, async ({ request, params }) => {
      await service.remove(me(request), params.id);
      return null;
    }),
  ];
}
