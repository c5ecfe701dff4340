import { DEFAULT_JOB_SORT, publicJobsEndpoints, todayInVietnam } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { listPublicJobs } from '../jobs/public-jobs.service.ts';
import { assertPublicCompany, getPublicCompany, listPublicCompanies } from './public-companies.service.ts';

/** The public company directory and profiles (spec §7 Company: companies, companies/{id}, …/jobs). */
export function publicCompanyRoutes(app: FastifyInstance) {
  const { db } = app;
  return [
    route(publicJobsEndpoints.companies, async ({ query }) =>
      listPublicCompanies(db, query, todayInVietnam()),
    ),
    route(publicJobsEndpoints.company, async ({ params }) =>
      getPublicCompany(db, params.id, todayInVietnam()),
    ),
    route(publicJobsEndpoints.companyJobs, async ({ params, query }) => {
      const today = todayInVietnam();
      await assertPublicCompany(db, params.id, today);
      return listPublicJobs(db, { ...query, sort: DEFAULT_JOB_SORT, company_id: params.id }, today);
    }),
  ];
}
