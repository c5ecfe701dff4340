import { offerCheckEndpoints, todayInVietnam } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { clientKey, keyedLimit } from '../../lib/keyed-limit.ts';
import { route } from '../../lib/route.ts';
import { checkOffer } from './offer-check.service.ts';

const HOUR_MS = 60 * 60_000;

export function offerCheckRoutes(app: FastifyInstance) {
  // Counted after validation (a form sent back with errors uses up nothing); enough for a person
  // checking a few offers, too few to mine the company list (OFFER_CHECK_RATE_LIMIT_MAX, 30 an hour).
  const perIp = keyedLimit(app, 'offer-check', {
    max: app.env.OFFER_CHECK_RATE_LIMIT_MAX,
    windowMs: HOUR_MS,
  });
  return [
    route(offerCheckEndpoints.check, async ({ request, body }) => {
      await perIp(request, clientKey(request));
      return checkOffer(app.db, body, todayInVietnam());
    }),
  ];
}
