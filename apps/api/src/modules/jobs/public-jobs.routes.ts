import { publicJobsEndpoints, todayInVietnam } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { getPublicJob, listPublicJobs, newestOfKind, relatedJobs } from './public-jobs.service.ts';

/** Public browsing of jobs (no login needed; a token is read when present). */
export function publicJobRoutes(app: FastifyInstance) {
  const { db } = app;
  return [
    route(publicJobsEndpoints.list, async ({ query, request }) => {
      const page = await listPublicJobs(db, query, todayInVietnam());
      // Buffered in memory, written in batches (job-views.ts): no write per request.
      app.jobViews.recordAppearances(
        request,
        page.items.map((j) => j.id),
      );
      return page;
    }),
    route(publicJobsEndpoints.detail, async ({ params, request }) => {
      const job = await getPublicJob(db, params.id, todayInVietnam());
      app.jobViews.recordView(request, job.id);
      return job;
    }),
    route(publicJobsEndpoints.related, async ({ params, query }) =>
      relatedJobs(db, params.id, query.limit, todayInVietnam()),
    ),
    route(publicJobsEndpoints.studyAbroad, async ({ query }) =>
      newestOfKind(db, 'study_abroad', query.limit, todayInVietnam()),
    ),
    route(publicJobsEndpoints.laborExport, async ({ query }) =>
      newestOfKind(db, 'labor_export', query.limit, todayInVietnam()),
    ),
  ];
}
