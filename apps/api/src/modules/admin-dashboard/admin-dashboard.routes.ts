import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  adminDashboardEndpoints,
  DASHBOARD_LIST_SIZE,
  type DashboardData,
  type DashboardPeriod,
  todayInVietnam,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import * as repo from './admin-dashboard.repo.ts';

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Midnight of a Vietnam calendar day as an instant (Vietnam has one offset all year). */
const vnMidnight = (iso: string) => new Date(`${iso}T00:00:00+07:00`);

/** The last `days` Vietnam calendar days, today included. */
export function periodOf(days: DashboardPeriod, now = new Date()) {
  const to = todayInVietnam(now);
  const from = addDays(to, -(days - 1));
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  return {
    from,
    to,
    dates,
    period: { from: vnMidnight(from), until: vnMidnight(addDays(to, 1)), today: to },
  };
}

const zeroStatuses = () =>
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;

export async function adminDashboard(app: FastifyInstance, days: DashboardPeriod): Promise<DashboardData> {
  const { db } = app;
  const { from, to, dates, period } = periodOf(days);
  const [accounts, registered, jobCells, waitingJobs, waitingCompanies, appCells, nations, companies] =
    await Promise.all([
      repo.accountCells(db),
      repo.registrationsPerDay(db, period),
      repo.jobCells(db, period.today),
      repo.waitingJobs(db, DASHBOARD_LIST_SIZE),
      repo.waitingCompanies(db, DASHBOARD_LIST_SIZE),
      repo.applicationCells(db, period),
      repo.topNations(db, period, DASHBOARD_LIST_SIZE),
      repo.topCompanies(db, period, DASHBOARD_LIST_SIZE),
    ]);

  const registeredOn = new Map(registered.map((r) => [r.date, r]));
  const appsOn = new Map(dates.map((d) => [d, zeroStatuses()]));
  const appsByStatus = zeroStatuses();
  for (const c of appCells) {
    const day = appsOn.get(c.date);
    if (day) day[c.status] += c.count;
    appsByStatus[c.status] += c.count;
  }

  return {
    days,
    from,
    to,
    accounts,
    registrations: dates.map((date) => {
      const r = registeredOn.get(date);
      const employee = r?.employee ?? 0;
      const company = r?.company ?? 0;
      const total = r?.total ?? 0;
      return { date, employee, company, other: total - employee - company, total };
    }),
    jobs: jobCells,
    queue: {
      jobs_total: waitingJobs[0]?.total ?? 0,
      jobs: waitingJobs.map((j) => ({
        id: j.id,
        title: j.title,
        kind: j.kind,
        company_name: j.companyName,
        waiting_since: j.since.toISOString(),
      })),
      companies_total: waitingCompanies[0]?.total ?? 0,
      companies: waitingCompanies.map((c) => ({
        user_id: c.userId,
        name: c.name,
        email: c.email,
        status: c.status,
        waiting_since: c.since.toISOString(),
      })),
    },
    applications_by_status: APPLICATION_STATUSES.map((status) => ({ status, count: appsByStatus[status] })),
    applications: dates.map((date) => {
      const counts = appsOn.get(date) ?? zeroStatuses();
      return { date, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
    }),
    top_nations: nations.map((r) => ({
      code: r.code,
      name: r.name,
      applications: r.applications,
      open_jobs: r.openJobs,
    })),
    top_companies: companies,
  };
}

/** GET admin/dashboard (spec §7 "Admin misc"): admin and sub_admin alike (spec §6 marks no figure admin-only). */
export function adminDashboardRoutes(app: FastifyInstance) {
  return [route(adminDashboardEndpoints.get, ({ query }) => adminDashboard(app, query.days))];
}
