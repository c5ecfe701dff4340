import { companyJobsEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { companyOf } from '../companies/company-profile.service.ts';
import './job-images.ts';
import { createCompanyJob, getCompanyJob, updateCompanyJob } from './company-jobs.service.ts';
import { listManagedJobs } from './managed-jobs.ts';

export function companyJobsRoutes(app: FastifyInstance) {
  /** Posting is limited per account: a flood of posts is abuse, not hiring. Posts and edits share it. */
  const postLimit = {
    max: app.env.JOB_POST_RATE_LIMIT_MAX,
    windowMs: 60 * 60_000,
    perAccount: true,
    bucket: 'company-job-posts',
  };
  return [
    route(companyJobsEndpoints.list, async ({ request, query }) => {
      const { company } = await companyOf(app, currentAuth(request).user);
      return listManagedJobs(app, { ...query, companyId: company.id });
    }),
    route(
      companyJobsEndpoints.create,
      async ({ request, body }) => createCompanyJob(app, currentAuth(request).user, body),
      { rateLimit: postLimit },
    ),
    route(companyJobsEndpoints.get, async ({ request, params }) =>
      getCompanyJob(app, currentAuth(request).user, params.id),
    ),
    route(
      companyJobsEndpoints.update,
      async ({ request, params, body }) => updateCompanyJob(app, currentAuth(request).user, params.id, body),
      { rateLimit: postLimit },
    ),
  ];
}
