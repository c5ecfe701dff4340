import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../jobs/search-stats.ts';

/*
 * The aggregate queries behind GET company/stats: a handful of GROUP BYs over one company's jobs,
 * the same SQL on PGlite and PostgreSQL. `from`/`to` are Vietnam calendar days (YYYY-MM-DD);
 * an application's day is its sending time in Vietnam. `jobId` narrows every figure to one job.
 */

export interface Scope {
  companyId: number;
  jobId?: number | undefined;
  from: string;
  to: string;
  today: string;
}

const VN = 'Asia/Ho_Chi_Minh';
const jobFilter = (s: Scope) => (s.jobId ? sql`AND j.id = ${s.jobId}` : sql``);
/** The instant the period starts: midnight of `from` in Vietnam. */
const periodStart = (s: Scope) => sql`(${s.from}::date::timestamp AT TIME ZONE ${VN})`;
const displayState = (s: Scope) =>
  sql`CASE WHEN j.status = 'approved' AND j.deadline < ${s.today}::date THEN 'expired' ELSE j.status::text END`;

export async function jobsByState(db: Db, s: Scope) {
  const result = await db.execute(sql`
    SELECT ${displayState(s)} AS state, count(*)::int AS n
    FROM jobs j WHERE j.company_id = ${s.companyId} ${jobFilter(s)}
    GROUP BY 1`);
  return rowsOf(result).map((r) => ({ state: String(r.state), n: Number(r.n) }));
}

export async function dailyViews(db: Db, s: Scope) {
  const result = await db.execute(sql`
    SELECT d.day::text AS day, sum(d.views)::int AS views, sum(d.search_appearances)::int AS appearances
    FROM job_daily_stats d JOIN jobs j ON j.id = d.job_id
    WHERE j.company_id = ${s.companyId} ${jobFilter(s)} AND d.day BETWEEN ${s.from}::date AND ${s.to}::date
    GROUP BY d.day`);
  return rowsOf(result).map((r) => ({
    day: String(r.day),
    views: Number(r.views),
    appearances: Number(r.appearances),
  }));
}

export async function dailyApplications(db: Db, s: Scope) {
  const result = await db.execute(sql`
    SELECT (a.created_at AT TIME ZONE ${VN})::date::text AS day, count(*)::int AS n
    FROM applications a JOIN jobs j ON j.id = a.job_id
    WHERE j.company_id = ${s.companyId} ${jobFilter(s)} AND a.created_at >= ${periodStart(s)}
    GROUP BY 1`);
  return rowsOf(result).map((r) => ({ day: String(r.day), n: Number(r.n) }));
}

export async function perJob(db: Db, s: Scope, limit: number) {
  const result = await db.execute(sql`
    SELECT j.id, j.title AS name, ${displayState(s)} AS state,
      coalesce(v.views, 0)::int AS views, coalesce(v.appearances, 0)::int AS appearances,
      coalesce(a.n, 0)::int AS applications
    FROM jobs j
    LEFT JOIN (
      SELECT d.job_id, sum(d.views) AS views, sum(d.search_appearances) AS appearances
      FROM job_daily_stats d JOIN jobs j ON j.id = d.job_id
      WHERE j.company_id = ${s.companyId} AND d.day BETWEEN ${s.from}::date AND ${s.to}::date
      GROUP BY d.job_id
    ) v ON v.job_id = j.id
    LEFT JOIN (
      SELECT a.job_id, count(*) AS n
      FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE j.company_id = ${s.companyId} AND a.created_at >= ${periodStart(s)}
      GROUP BY a.job_id
    ) a ON a.job_id = j.id
    WHERE j.company_id = ${s.companyId} ${jobFilter(s)} AND (v.job_id IS NOT NULL OR a.job_id IS NOT NULL)
    ORDER BY applications DESC, views DESC, j.id DESC
    LIMIT ${limit}`);
  return rowsOf(result).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    state: String(r.state),
    views: Number(r.views),
    appearances: Number(r.appearances),
    applications: Number(r.applications),
  }));
}

/** The pipeline's steps in order; a status outside it (rejected, withdrawn) has no rank. */
const PIPELINE = sql`ARRAY['submitted','reviewing','interview','passed','preparing','departed']::text[]`;

/**
 * Applications sent in the period: how many are in each status now, how many reached each step of
 * the pipeline (their furthest step, from the status now and the history), and the hours from
 * sending to the first status change by someone else than the candidate (not a withdrawal).
 */
export async function applicationFacts(db: Db, s: Scope) {
  const result = await db.execute(sql`
    WITH apps AS (
      SELECT a.id, a.status::text AS status, a.created_at,
        (SELECT min(e.created_at) FROM application_events e
          WHERE e.application_id = a.id AND e.from_status IS NOT NULL AND e.to_status <> 'withdrawn') AS first_at,
        greatest(
          coalesce(array_position(${PIPELINE}, a.status::text), 0),
          coalesce((SELECT max(array_position(${PIPELINE}, e.to_status)) FROM application_events e
            WHERE e.application_id = a.id), 0)
        ) AS reached
      FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE j.company_id = ${s.companyId} ${jobFilter(s)} AND a.created_at >= ${periodStart(s)}
    )
    SELECT
      (SELECT coalesce(json_object_agg(status, n), '{}'::json)
        FROM (SELECT status, count(*)::int AS n FROM apps GROUP BY status) g) AS by_status,
      (SELECT coalesce(json_agg(json_build_object('rank', step, 'n', n)), '[]'::json) FROM (
        SELECT step, (SELECT count(*) FROM apps WHERE reached >= step)::int AS n
        FROM generate_series(1, 6) AS step) f) AS funnel,
      (SELECT count(*)::int FROM apps WHERE first_at IS NOT NULL) AS responded,
      (SELECT count(*)::int FROM apps WHERE first_at IS NULL AND status = 'submitted') AS waiting,
      (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_at - created_at) / 3600)
        FROM apps WHERE first_at IS NOT NULL) AS median_hours,
      (SELECT avg(extract(epoch FROM first_at - created_at) / 3600)
        FROM apps WHERE first_at IS NOT NULL) AS average_hours`);
  const row = rowsOf(result)[0] ?? {};
  const parse = <T>(v: unknown, empty: T): T => (typeof v === 'string' ? JSON.parse(v) : (v ?? empty)) as T;
  const hours = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
  return {
    byStatus: parse<Record<string, number>>(row.by_status, {}),
    funnel: parse<{ rank: number; n: number }[]>(row.funnel, []),
    responded: Number(row.responded ?? 0),
    waiting: Number(row.waiting ?? 0),
    medianHours: hours(row.median_hours),
    averageHours: hours(row.average_hours),
  };
}

/** Open jobs whose deadline is from today to `until`, soonest first, with their applications. */
export async function closingSoon(db: Db, s: Scope, until: string) {
  const result = await db.execute(sql`
    SELECT j.id, j.title AS name, j.deadline::text AS deadline, (j.deadline - ${s.today}::date)::int AS days_left,
      (SELECT count(*) FROM applications a WHERE a.job_id = j.id)::int AS applications
    FROM jobs j
    WHERE j.company_id = ${s.companyId} ${jobFilter(s)} AND j.status = 'approved'
      AND j.deadline BETWEEN ${s.today}::date AND ${until}::date
    ORDER BY j.deadline, j.id
    LIMIT 20`);
  return rowsOf(result).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    deadline: String(r.deadline),
    days_left: Number(r.days_left),
    applications: Number(r.applications),
  }));
}
