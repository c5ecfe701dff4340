import { adminJobsEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { deleteAdminJob, getAdminJob, moderateJob } from './admin-jobs.service.ts';
import { listManagedJobs } from './managed-jobs.ts';

export function adminJobsRoutes(app: FastifyInstance) {
  return [
    route(adminJobsEndpoints.list, async ({ query }) =>
      listManagedJobs(app, { ...query, companyId: query.company_id, nationCode: query.nation_code }),
    ),
    route(adminJobsEndpoints.get, async ({ params }) => getAdminJob(app, params.id)),
    route(adminJobsEndpoints.approve, async ({ request, params }) =>
      moderateJob(app, currentAuth(request).user, params.id, 'approve'),
    ),
    route(adminJobsEndpoints.reject, async ({ request, params, body }) =>
      moderateJob(app, currentAuth(request).user, params.id, 'reject', body.reason),
    ),
    route(adminJobsEndpoints.disable, async ({ request, params }) =>
      moderateJob(app, currentAuth(request).user, params.id, 'disable'),
    ),
    route(adminJobsEndpoints.remove, async ({ request, params }) =>
      deleteAdminJob(app, currentAuth(request).user, params.id),
    ),
  ];
}
