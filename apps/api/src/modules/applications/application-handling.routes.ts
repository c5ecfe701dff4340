import { adminApplicationEndpoints, companyApplicationEndpoints } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { companyOf } from '../companies/company-profile.service.ts';
import {
  type ApplicationScope,
  changeApplicationStatus,
  getApplicationStatus,
  getHandledApplication,
  listApplications,
  requireJobInScope,
} from './application-handling.service.ts';

/** The company account or one of its staff: the applications to the company's jobs. */
export function companyApplicationRoutes(app: FastifyInstance) {
  const scopeOf = async (request: FastifyRequest): Promise<ApplicationScope> => {
    const { company } = await companyOf(app, currentAuth(request).user);
    return { companyId: company.id };
  };
  const e = companyApplicationEndpoints;
  return [
    route(e.list, async ({ request, query }) => listApplications(app, await scopeOf(request), query)),
    route(e.jobList, async ({ request, params, query }) => {
      const scope = await scopeOf(request);
      await requireJobInScope(app, params.id, scope);
      return listApplications(app, { ...scope, jobId: params.id }, query);
    }),
    route(e.get, async ({ request, params }) =>
      getHandledApplication(app, params.id, await scopeOf(request)),
    ),
    route(e.status, async ({ request, params }) =>
      getApplicationStatus(app, params.id, await scopeOf(request)),
    ),
    route(e.setStatus, async ({ request, params, body }) =>
      changeApplicationStatus(app, currentAuth(request).user, params.id, await scopeOf(request), body),
    ),
  ];
}

/** Admins and sub-admins: every application; under a job, only that job's. */
export function adminApplicationRoutes(app: FastifyInstance) {
  const e = adminApplicationEndpoints;
  return [
    route(e.list, async ({ query }) => listApplications(app, {}, query)),
    route(e.jobList, async ({ params, query }) => {
      await requireJobInScope(app, params.id, {});
      return listApplications(app, { jobId: params.id }, query);
    }),
    route(e.get, async ({ params }) => getHandledApplication(app, params.appId, { jobId: params.id })),
    route(e.status, async ({ params }) => getApplicationStatus(app, params.appId, { jobId: params.id })),
    route(e.setStatus, async ({ request, params, body }) =>
      changeApplicationStatus(app, currentAuth(request).user, params.appId, { jobId: params.id }, body),
    ),
  ];
}
