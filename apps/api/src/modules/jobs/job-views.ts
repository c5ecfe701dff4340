import { createHash } from 'node:crypto';
import { todayInVietnam } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isbot } from 'isbot';
import type { Db } from '../../db/client.ts';
import { clientKey } from '../../lib/keyed-limit.ts';
import { rowsOf } from './search-stats.ts';

/*
 * Job page views and search appearances (ADR 0025), without a database write per request.
 *
 * A view is kept in this process's memory as (job, Vietnam day, visitor hash), deduplicated; an
 * appearance in a public list adds one to a pending count per (job, day). Every JOB_VIEWS_FLUSH_MS,
 * when the buffer grows past BUFFER_MAX and when the app closes, one transaction writes them all:
 * the new visitors into `job_view_visitors` (its primary key dedupes between processes: a visitor
 * another process already wrote is not counted again) and the counts into `job_daily_stats` with
 * one upsert per (job, day). Crawlers are not counted.
 */

/** Pending visitors past which a flush starts at once (a burst does not grow memory unbounded). */
const BUFFER_MAX = 20_000;
/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;

export interface JobViewCounter {
  /** Counts one view of a job by this request's visitor (once a day), unless it is a crawler. */
  recordView(request: FastifyRequest, jobId: number): void;
  /** Counts one appearance in a search result for each job (crawlers' lists are not counted). */
  recordAppearances(request: FastifyRequest, jobIds: readonly number[]): void;
  /** Writes everything pending to the database now. */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobViews: JobViewCounter;
  }
}

function isCrawler(request: FastifyRequest): boolean {
  const ua = request.headers['user-agent'];
  return typeof ua !== 'string' || ua.trim() === '' || isbot(ua);
}

/**
 * The visitor as a hash, never raw: a signed-in account is one visitor on every device; anyone else
 * is their address (as TRUST_PROXY resolves it, an IPv6 client by its /64) with their browser. The
 * day is part of the hash, so the same person gives unrelated values on different days.
 */
export function visitorHash(request: FastifyRequest, day: string): string {
  const auth = request.auth;
  const who = auth
    ? `u:${auth.user.id}`
    : `ip:${clientKey(request)}|ua:${request.headers['user-agent'] ?? ''}`;
  return createHash('sha256').update(`${day}|${who}`).digest('base64url').slice(0, 22);
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

interface ViewRow {
  jobId: number;
  day: string;
  visitor: string;
}
interface AppearanceRow {
  jobId: number;
  day: string;
  n: number;
}

/** Writes a batch in one transaction. Jobs deleted meanwhile are skipped (the join on jobs). */
export async function writeBatch(
  db: Db,
  views: ViewRow[],
  appearances: AppearanceRow[],
  pruneBefore: string | null,
): Promise<void> {
  if (views.length === 0 && appearances.length === 0 && !pruneBefore) return;
  // Same order in every process: concurrent flushes lock rows in one order, never deadlock.
  views.sort((a, b) => a.jobId - b.jobId || a.day.localeCompare(b.day) || a.visitor.localeCompare(b.visitor));
  appearances.sort((a, b) => a.jobId - b.jobId || a.day.localeCompare(b.day));
  await db.transaction(async (tx) => {
    for (const part of chunks(views)) {
      const values: SQL = sql.join(
        part.map((v) => sql`(${v.jobId}::bigint, ${v.day}::date, ${v.visitor}::text)`),
        sql`, `,
      );
      await tx.execute(sql`
        WITH v(job_id, day, visitor) AS (VALUES ${values}),
        fresh AS (
          INSERT INTO job_view_visitors (job_id, day, visitor)
          SELECT v.job_id, v.day, v.visitor FROM v JOIN jobs ON jobs.id = v.job_id
          ON CONFLICT DO NOTHING
          RETURNING job_id, day
        )
        INSERT INTO job_daily_stats (job_id, day, views)
        SELECT job_id, day, count(*)::int FROM fresh GROUP BY job_id, day ORDER BY job_id, day
        ON CONFLICT (job_id, day) DO UPDATE SET views = job_daily_stats.views + excluded.views`);
    }
    for (const part of chunks(appearances)) {
      const values: SQL = sql.join(
        part.map((a) => sql`(${a.jobId}::bigint, ${a.day}::date, ${a.n}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        INSERT INTO job_daily_stats (job_id, day, search_appearances)
        SELECT v.job_id, v.day, v.n FROM (VALUES ${values}) AS v(job_id, day, n) JOIN jobs ON jobs.id = v.job_id
        ON CONFLICT (job_id, day) DO UPDATE
        SET search_appearances = job_daily_stats.search_appearances + excluded.search_appearances`);
    }
    // Visitors of past days can no longer be counted twice: their rows are only weight.
    if (pruneBefore) await tx.execute(sql`DELETE FROM job_view_visitors WHERE day < ${pruneBefore}::date`);
  });
}

/** All-time views and search appearances of some jobs (the company's and admin's job lists). */
export async function totalsOfJobs(db: Db, ids: readonly number[]) {
  const out = new Map<number, { views: number; appearances: number }>();
  if (ids.length === 0) return out;
  const result = await db.execute(sql`
    SELECT job_id, sum(views)::int AS views, sum(search_appearances)::int AS appearances
    FROM job_daily_stats WHERE job_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) GROUP BY job_id`);
  for (const r of rowsOf(result))
    out.set(Number(r.job_id), { views: Number(r.views), appearances: Number(r.appearances) });
  return out;
}

/** The day before `day` (YYYY-MM-DD). */
function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export function createJobViewCounter(db: Db, onError: (err: unknown) => void): JobViewCounter {
  let views = new Map<string, ViewRow>();
  let appearances = new Map<string, AppearanceRow>();
  let prunedFor = '';
  let running: Promise<void> | null = null;

  async function flushOnce(): Promise<void> {
    const batchViews = views;
    const batchAppearances = appearances;
    views = new Map();
    appearances = new Map();
    const today = todayInVietnam();
    const prune = prunedFor === today ? null : dayBefore(today);
    try {
      await writeBatch(db, [...batchViews.values()], [...batchAppearances.values()], prune);
      if (prune) prunedFor = today;
    } catch (err) {
      // Kept for the next flush rather than lost (the visitors' key makes a retry safe).
      for (const [k, v] of batchViews) views.set(k, v);
      for (const [k, a] of batchAppearances) {
        const now = appearances.get(k);
        if (now) now.n += a.n;
        else appearances.set(k, a);
      }
      throw err;
    }
  }

  const counter: JobViewCounter = {
    recordView(request, jobId) {
      if (isCrawler(request)) return;
      const day = todayInVietnam();
      const visitor = visitorHash(request, day);
      views.set(`${jobId}|${day}|${visitor}`, { jobId, day, visitor });
      if (views.size >= BUFFER_MAX) counter.flush().catch(onError);
    },
    recordAppearances(request, jobIds) {
      if (jobIds.length === 0 || isCrawler(request)) return;
      const day = todayInVietnam();
      for (const jobId of jobIds) {
        const key = `${jobId}|${day}`;
        const row = appearances.get(key);
        if (row) row.n += 1;
        else appearances.set(key, { jobId, day, n: 1 });
      }
    },
    async flush() {
      // One flush at a time; a call during one waits for it, then writes what came since.
      while (running) await running;
      running = flushOnce().finally(() => {
        running = null;
      });
      return running;
    },
  };
  return counter;
}

/** Decorates `app.jobViews`, flushed every `flushMs` and when the app closes. */
export const jobViewsPlugin = fp(
  async (app: FastifyInstance, opts: { flushMs: number }) => {
    const log = (err: unknown) => app.log.error({ err }, 'job views not written');
    const counter = createJobViewCounter(app.db, log);
    app.decorate('jobViews', counter);
    const timer = setInterval(() => counter.flush().catch(log), opts.flushMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await counter.flush().catch(log);
    });
  },
  { name: 'job-views' },
);
