import { scamEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { clientKey, keyedLimit } from '../../lib/keyed-limit.ts';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import {
  askCompany,
  disableReportedJob,
  dismissScamCase,
  getScamCase,
  listScamCases,
  lockReportedCompany,
  reportScam,
} from './scam.service.ts';

const HOUR_MS = 60 * 60_000;
export function scamRoutes(app: FastifyInstance) {
  // Counted after validation, so that a form sent back with errors does not use up the allowance.
  // Enough for a person, too few to flood the queue (SCAM_REPORT_RATE_LIMIT_MAX, default 5 an hour).
  const perIp = keyedLimit(app, 'scam-report', {
    max: app.env.SCAM_REPORT_RATE_LIMIT_MAX,
    windowMs: HOUR_MS,
  });
  return [
    route(scamEndpoints.report, async ({ request, body, auth }) => {
      await perIp(request, clientKey(request));
      await reportScam(app, body, auth?.user ?? null);
      return null;
    }),
    route(scamEndpoints.queue, async ({ query }) => listScamCases(app, query)),
    route(scamEndpoints.get, async ({ params }) => getScamCase(app, params.id)),
    route(scamEndpoints.dismiss, async ({ request, params, body }) =>
      dismissScamCase(app, currentAuth(request).user, params.id, body.note),
    ),
    route(scamEndpoints.ask, async ({ request, params, body }) =>
      askCompany(app, currentAuth(request).user, params.id, body.question),
    ),
    route(scamEndpoints.disableJob, async ({ request, params, body }) =>
      disableReportedJob(app, currentAuth(request).user, params.id, body.note),
    ),
    route(scamEndpoints.lockCompany, async ({ request, params, body }) =>
      lockReportedCompany(app, currentAuth(request).user, params.id, body.note),
    ),
  ];
}
