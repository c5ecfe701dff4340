import { NewsletterPath, newsletterEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { attachment } from '../../lib/csv.ts';
import { keyedLimit } from '../../lib/keyed-limit.ts';
import { route } from '../../lib/route.ts';
import { PRIVATE_NO_STORE } from '../../plugins/security.ts';
import { REQUEST_PREFIX } from '../email/email.outbox.ts';
import { CONFIRM_REQUEST, NewsletterService } from './newsletter.service.ts';

const HOUR_MS = 60 * 60_000;

/** Footer newsletter, double opt-in (ADR 0018): sign-up, confirmation, unsubscription, admin list. */
export function newsletterRoutes(app: FastifyInstance) {
  const service = new NewsletterService(app);
  app.emailWorker.prepareWith(`${REQUEST_PREFIX}${CONFIRM_REQUEST}`, (row) =>
    service.prepareConfirmMail(row),
  );
  const perIp = { max: app.env.NEWSLETTER_RATE_LIMIT_MAX, windowMs: HOUR_MS };
  const perEmail = keyedLimit(app, 'newsletter-email', {
    max: Math.max(1, Math.floor(app.env.NEWSLETTER_RATE_LIMIT_MAX / 3)),
    windowMs: HOUR_MS,
  });

  return [
    route(
      newsletterEndpoints.subscribe,
      async ({ body, request, reply }) => {
        // Counted for every address, known or not, so a 429 tells nothing either.
        await perEmail(request, body.email);
        await service.requestSubscription(body.email);
        // Whether a mail is made and sent is decided by the worker once the answer has left.
        reply.raw.once('close', () => app.emailWorker.kick());
        return null;
      },
      { rateLimit: perIp },
    ),

    route(newsletterEndpoints.confirm, async ({ body }) => {
      await service.confirm(body.token);
      return null;
    }),

    // RFC 8058: mail providers POST `List-Unsubscribe=One-Click` from their servers or the reader's
    // client, from any origin; the token is the authority.
    route(
      newsletterEndpoints.unsubscribe,
      async ({ query }) => {
        await service.unsubscribe(query.token);
        return null;
      },
      { crossOriginAllowed: true },
    ),

    // Older mail clients open the List-Unsubscribe address in a browser: a GET changes nothing and
    // leads to the page whose button unsubscribes.
    route(newsletterEndpoints.unsubscribeLink, async ({ query, reply }) => {
      const search = query.token ? `?${new URLSearchParams({ token: query.token })}` : '';
      return reply.redirect(`${NewsletterPath.unsubscribe}${search}`, 303);
    }),

    route(newsletterEndpoints.adminList, async ({ query }) => service.list(query)),

    route(newsletterEndpoints.adminExport, async ({ query, reply }) => {
      const csv = await service.csv(query);
      const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`nguoi-dang-ky-nhan-tin-${day}.csv`))
        .header('cache-control', PRIVATE_NO_STORE)
        .send(csv);
    }),
  ];
}
