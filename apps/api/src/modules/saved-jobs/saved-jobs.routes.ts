import { savedJobsEndpoints as e, todayInVietnam } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import {
  isSaved,
  listSaved,
  savedIds,
  savedStats,
  saveJob,
  toggleJob,
  unsaveJob,
} from './saved-jobs.service.ts';

/** A job seeker's saved jobs (spec §7 Employee): employees only, each sees only their own. */
export function savedJobsRoutes(app: FastifyInstance) {
  const { db } = app;
  const me = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).user.id;
  return [
    route(e.list, async ({ request, query }) => listSaved(db, me(request), query, todayInVietnam())),
    route(e.stats, async ({ request }) => savedStats(db, me(request), todayInVietnam())),
    route(e.check, async ({ request, params }) => isSaved(db, me(request), params.id)),
    route(e.ids, async ({ request, query }) => savedIds(db, me(request), query.job_id)),
    route(e.save, async ({ request, body }) => saveJob(db, me(request), body.job_id, todayInVietnam())),
    route(e.unsave, async ({ request, body }) => unsaveJob(db, me(request), body.job_id)),
    // The message depends on which way the toggle went, so this handler answers itself.
    route(e.toggle, async ({ request, reply, body }) => {
      const { saved, message } = await toggleJob(db, me(request), body.job_id, todayInVietnam());
      return reply.send({ success: true, data: { saved }, message });
    }),
  ];
}
