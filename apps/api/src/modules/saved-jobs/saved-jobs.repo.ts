import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, savedJobs } from '../../db/schema/index.ts';
import { publicJobCondition, shownJobCondition } from '../jobs/job-visibility.ts';

type Reader = Pick<Db, 'select'>;
type Executor = Pick<Db, 'execute'>;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Record<
    string,
    unknown
  >[];
}

const truthy = (v: unknown) => v === true || v === 't' || v === 'true' || v === 1;

/** The job when it is public now (open and of an activated company): the only jobs one may save. */
const publicTarget = (jobId: number, today: string) => sql`
  SELECT ${jobs.id} AS id FROM ${jobs}
  WHERE ${jobs.id} = ${jobId} AND ${publicJobCondition(today)}`;

/** One user's saved rows whose job is still shown (open or expired). */
function savedShown(db: Reader, userId: number, extra?: SQL) {
  return db
    .select({ jobId: savedJobs.jobId, savedAt: savedJobs.createdAt })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(and(eq(savedJobs.userId, userId), shownJobCondition(), extra));
}

export async function savedAmong(db: Reader, userId: number, jobIds: number[]): Promise<number[]> {
  if (jobIds.length === 0) return [];
  const rows = await savedShown(db, userId, inArray(savedJobs.jobId, jobIds));
  return rows.map((r) => r.jobId);
}

/**
 * Saves when the job is public. One statement: a second concurrent save meets the primary key
 * and does nothing (ON CONFLICT DO NOTHING), so double clicks leave one row.
 */
export async function insertSaved(
  db: Executor,
  userId: number,
  jobId: number,
  today: string,
): Promise<{ isPublic: boolean }> {
  const result = await db.execute(sql`
    WITH target AS (${publicTarget(jobId, today)}),
    ins AS (
      INSERT INTO saved_jobs (user_id, job_id) SELECT ${userId}, id FROM target
      ON CONFLICT DO NOTHING RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM target) AS is_public, EXISTS (SELECT 1 FROM ins) AS inserted`);
  return { isPublic: truthy(rowsOf(result)[0]?.is_public) };
}

export async function deleteSaved(db: Pick<Db, 'delete'>, userId: number, jobId: number): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

export type ToggleOutcome = 'deleted' | 'inserted' | 'already_saved' | 'not_public';

/**
 * Toggle in one statement: delete the row if there is one, else insert it when the job is public.
 * Two concurrent toggles of an unsaved job cannot both insert: the second meets the first's row
 * through the primary key and reports it as already saved (one row, both answers "saved").
 */
export async function toggleSaved(
  db: Executor,
  userId: number,
  jobId: number,
  today: string,
): Promise<ToggleOutcome> {
  const result = await db.execute(sql`
    WITH del AS (
      DELETE FROM saved_jobs WHERE user_id = ${userId} AND job_id = ${jobId} RETURNING 1
    ),
    target AS (${publicTarget(jobId, today)}),
    ins AS (
      INSERT INTO saved_jobs (user_id, job_id)
      SELECT ${userId}, id FROM target WHERE NOT EXISTS (SELECT 1 FROM del)
      ON CONFLICT DO NOTHING RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM del) AS deleted, EXISTS (SELECT 1 FROM ins) AS inserted,
      EXISTS (SELECT 1 FROM target) AS is_public`);
  const row = rowsOf(result)[0] ?? {};
  if (truthy(row.deleted)) return 'deleted';
  if (truthy(row.inserted)) return 'inserted';
  return truthy(row.is_public) ? 'already_saved' : 'not_public';
}

/** Newest saved first; a page of job ids with when they were saved, and the total. */
export async function pageSaved(
  db: Reader,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: { jobId: number; savedAt: Date }[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    savedShown(db, userId)
      .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .where(and(eq(savedJobs.userId, userId), shownJobCondition())),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Counts of shown saved jobs by kind: all of them and those still open. */
export async function countSaved(db: Reader, userId: number, today: string) {
  const rows = await db
    .select({
      kind: jobs.kind,
      n: count(),
      open: sql<number>`count(*) FILTER (WHERE ${jobs.deadline} >= ${today}::date)`.mapWith(Number),
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(and(eq(savedJobs.userId, userId), shownJobCondition()))
    .groupBy(jobs.kind);
  return rows.map((r) => ({ kind: r.kind, n: Number(r.n), open: Number(r.open) }));
}
