import { companyStatsEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { companyStats } from './company-stats.service.ts';

/** The company's figures: its admin and its sub-users alike (issue 14 item 2). */
export function companyStatsRoutes(app: FastifyInstance) {
  return [
    route(companyStatsEndpoints.get, async ({ request, query }) =>
      companyStats(app, currentAuth(request).user, query),
    ),
  ];
}
