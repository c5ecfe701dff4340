import { employeeEndpoints as e, todayInVietnam } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import {
  listMyApplications,
  myApplicationStats,
  withdrawMyApplication,
} from './employee-applications.service.ts';
import { matchingJobs } from './employee-job-list.service.ts';
import { getEmployeeProfile, updateEmployeeProfile } from './employee-profile.service.ts';

/** The job seeker's own area (spec §7 Profile and Employee calls): employees only, own data only. */
export function employeeRoutes(app: FastifyInstance) {
  const { db } = app;
  const me = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).user;
  return [
    route(e.profile, async ({ request }) => getEmployeeProfile(app, me(request))),
    route(e.updateProfile, async ({ request, body }) => updateEmployeeProfile(app, me(request), body)),
    route(e.applications, async ({ request, query }) => listMyApplications(db, me(request).id, query)),
    route(e.statics, async ({ request }) => myApplicationStats(db, me(request).id)),
    route(e.withdraw, async ({ request, params }) =>
      withdrawMyApplication(app, db, me(request).id, params.id),
    ),
    route(e.jobList, async ({ request, query }) => matchingJobs(db, me(request).id, query, todayInVietnam())),
  ];
}
