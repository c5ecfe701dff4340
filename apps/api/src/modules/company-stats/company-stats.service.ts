import {
  APPLICATION_STATUSES,
  CLOSING_SOON_DAYS,
  type CompanyStats,
  ErrorCode,
  FUNNEL_STATUSES,
  JOB_STATES,
  type JobState,
  todayInVietnam,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobs, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { companyOf } from '../companies/company-profile.service.ts';
import * as repo from './company-stats.repo.ts';

/** `day` moved by `n` calendar days (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** GET company/stats: the figures of the company of `user` (its own, or its parent's for a sub-user). */
export async function companyStats(
  app: FastifyInstance,
  user: UserRow,
  q: { days: number; job_id?: number | undefined },
  today = todayInVietnam(),
): Promise<CompanyStats> {
  const { company } = await companyOf(app, user);
  if (q.job_id !== undefined) {
    const [own] = await app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, q.job_id), eq(jobs.companyId, company.id)));
    if (!own) throw new AppError(ErrorCode.NotFound);
  }
  const scope: repo.Scope = {
    companyId: company.id,
    jobId: q.job_id,
    from: addDays(today, 1 - q.days),
    to: today,
    today,
  };
  const db = app.db;
  const [states, views, applications, perJob, facts, closing] = await Promise.all([
    repo.jobsByState(db, scope),
    repo.dailyViews(db, scope),
    repo.dailyApplications(db, scope),
    repo.perJob(db, scope, 20),
    repo.applicationFacts(db, scope),
    repo.closingSoon(db, scope, addDays(today, CLOSING_SOON_DAYS)),
  ]);

  const jobsByState = zeros(JOB_STATES);
  for (const s of states) if (s.state in jobsByState) jobsByState[s.state as JobState] = s.n;

  const viewsByDay = new Map(views.map((v) => [v.day, v]));
  const appsByDay = new Map(applications.map((a) => [a.day, a.n]));
  const daily: CompanyStats['daily'] = [];
  for (let i = 0; i < q.days; i += 1) {
    const day = addDays(scope.from, i);
    daily.push({
      day,
      views: viewsByDay.get(day)?.views ?? 0,
      search_appearances: viewsByDay.get(day)?.appearances ?? 0,
      applications: appsByDay.get(day) ?? 0,
    });
  }
  const sum = (k: 'views' | 'search_appearances' | 'applications') => daily.reduce((n, d) => n + d[k], 0);

  const byStatus = zeros(APPLICATION_STATUSES);
  for (const [status, n] of Object.entries(facts.byStatus))
    if (status in byStatus) byStatus[status as keyof typeof byStatus] = Number(n);
  const reached = new Map(facts.funnel.map((f) => [Number(f.rank), Number(f.n)]));

  return {
    days: q.days,
    from: scope.from,
    to: scope.to,
    jobs_by_state: jobsByState,
    totals: {
      views: sum('views'),
      search_appearances: sum('search_appearances'),
      applications: sum('applications'),
    },
    daily,
    per_job: perJob.map((j) => ({
      id: j.id,
      name: j.name,
      state: j.state as JobState,
      views: j.views,
      search_appearances: j.appearances,
      applications: j.applications,
    })),
    by_status: byStatus,
    funnel: FUNNEL_STATUSES.map((status, i) => ({ status, count: reached.get(i + 1) ?? 0 })),
    first_response: {
      responded: facts.responded,
      waiting: facts.waiting,
      median_hours: facts.medianHours,
      average_hours: facts.averageHours,
    },
    closing_soon: closing,
  };
}
