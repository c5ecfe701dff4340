import {
  CUSTOMER_STAGES,
  type CustomerStage,
  type LeaderSaleDashboard,
  SALES_DASHBOARD_DAYS,
  SALES_DASHBOARD_FOLLOW_UPS,
  type SalesDashboard,
  salesDashboardEndpoints,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { periodOf } from '../admin-dashboard/admin-dashboard.routes.ts';
import { notifyDueFollowUps } from './customer-notifications.ts';
import type { Scope } from './customers.repo.ts';
import * as repo from './sales-dashboard.repo.ts';

type Cells = Awaited<ReturnType<typeof repo.customerCells>>;
type DayCells = { saleId: number | null; date: string; count: number }[];

const sum = <T>(rows: T[], pick: (r: T) => number) => rows.reduce((a, r) => a + pick(r), 0);

/** The figures of one scope (a sale's customers, a leader's team's), with the raw cells kept for the team rows. */
async function figures(app: FastifyInstance, scope: Scope, now = new Date()) {
  const { db } = app;
  const { from, to, dates, period } = periodOf(SALES_DASHBOARD_DAYS, now);
  const [cells, jobCells, appCells, due] = await Promise.all([
    repo.customerCells(db, scope, to),
    repo.jobCells(db, scope, period),
    repo.applicationCells(db, scope, period),
    repo.dueFollowUps(db, scope, to, SALES_DASHBOARD_FOLLOW_UPS),
  ]);
  const perDay = (rows: DayCells) => {
    const map = new Map<string, number>();
    for (const r of rows) map.set(r.date, (map.get(r.date) ?? 0) + r.count);
    return map;
  };
  const jobsOn = perDay(jobCells);
  const appsOn = perDay(appCells);
  const byStage = new Map<CustomerStage, number>();
  for (const c of cells) byStage.set(c.stage, (byStage.get(c.stage) ?? 0) + c.count);

  const dashboard: SalesDashboard = {
    today: to,
    from,
    customers_total: sum(cells, (c) => c.count),
    stages: CUSTOMER_STAGES.map((stage) => ({ stage, count: byStage.get(stage) ?? 0 })),
    follow_ups: {
      today_total: sum(cells, (c) => c.dueToday),
      overdue_total: sum(cells, (c) => c.overdue),
      items: due.map((d) => ({
        id: d.id,
        company_name: d.companyName,
        stage: d.stage,
        next_follow_up_on: d.nextFollowUpOn ?? to,
        overdue: (d.nextFollowUpOn ?? to) < to,
        sale_name: d.saleName,
      })),
    },
    activity: dates.map((date) => ({
      date,
      jobs: jobsOn.get(date) ?? 0,
      applications: appsOn.get(date) ?? 0,
    })),
    conversion: {
      prospects: sum(cells, (c) => c.prospects),
      invited: sum(cells, (c) => c.invited),
      activated: sum(cells, (c) => c.activated),
      contracted: sum(
        cells.filter((c) => c.stage === 'contracted'),
        (c) => c.count,
      ),
    },
  };
  return { dashboard, cells, jobCells, appCells };
}

/** One row per member of the team: the same cells, split by the customer's sale. */
function teamRows(
  members: Awaited<ReturnType<typeof repo.teamMembers>>,
  cells: Cells,
  jobCells: DayCells,
  appCells: DayCells,
): LeaderSaleDashboard['team'] {
  return members.map((m) => {
    const own = cells.filter((c) => c.saleId === m.id);
    return {
      id: m.id,
      name: m.name,
      type: m.type,
      customers: sum(own, (c) => c.count),
      due_today: sum(own, (c) => c.dueToday),
      overdue: sum(own, (c) => c.overdue),
      contracted: sum(
        own.filter((c) => c.stage === 'contracted'),
        (c) => c.count,
      ),
      jobs: sum(
        jobCells.filter((c) => c.saleId === m.id),
        (c) => c.count,
      ),
      applications: sum(
        appCells.filter((c) => c.saleId === m.id),
        (c) => c.count,
      ),
    };
  });
}

/**
 * GET sale/dashboard and GET leader-sale/dashboard. Registered before the `:id` routes of the same
 * prefixes (a static path wins in the router anyway; test/sales-dashboard.test.ts checks it). Each
 * load also produces today's "follow-up due" notifications (type 20, idempotent), so they exist by
 * the time a sale looks, even before the timer's next run.
 */
export function salesDashboardRoutes(app: FastifyInstance) {
  const e = salesDashboardEndpoints;
  const produceDue = () => notifyDueFollowUps(app.db).catch((err) => app.log.error({ err }, 'follow-ups'));
  return [
    route(e.sale, async ({ request }) => {
      await produceDue();
      const scope: Scope = { kind: 'sale', saleId: currentAuth(request).user.id };
      return (await figures(app, scope)).dashboard;
    }),
    route(e.leaderSale, async ({ request }) => {
      await produceDue();
      const leaderId = currentAuth(request).user.id;
      const [{ dashboard, cells, jobCells, appCells }, members] = await Promise.all([
        figures(app, { kind: 'team', leaderId }),
        repo.teamMembers(app.db, leaderId),
      ]);
      return { ...dashboard, team: teamRows(members, cells, jobCells, appCells) };
    }),
  ];
}
