import { publicJobsEndpoints, todayInVietnam } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { getPublicJob, listPublicJobs, newestOfKind, relatedJobs } from './public-jobs.service.ts';

/** Public browsing of jobs (no login needed; a token is read when present). */
export function publicJobRoutes(app: FastifyInstance) {
  const { db } = app;
  return [
    route(publicJobsEndpoints.list, async ({ query }) => listPublicJobs(db, query, todayInVietnam())),
    route(publicJobsEndpoints.detail, async ({ params }) => getPublicJob(db, params.id, todayInVietnam())),
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
