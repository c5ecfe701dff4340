import {
  ErrorCode,
  JOB_KINDS,
  type JobCard,
  type JobKind,
  optionValues,
  type Page,
  type PaginationQuery,
  SavedJobMessage,
  type SavedJobStats,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { offsetOf, toPage } from '../../lib/pagination.ts';
import { toJobCard } from '../jobs/jobs.mapper.ts';
import { loadCardRows } from '../jobs/jobs.repo.ts';
import {
  countSaved,
  deleteSaved,
  insertSaved,
  pageSaved,
  savedAmong,
  toggleSaved,
} from './saved-jobs.repo.ts';

export async function isSaved(db: Db, userId: number, jobId: number): Promise<{ saved: boolean }> {
  return { saved: (await savedAmong(db, userId, [jobId])).length > 0 };
}

export async function savedIds(db: Db, userId: number, jobIds: number[]): Promise<{ saved_ids: number[] }> {
  return { saved_ids: await savedAmong(db, userId, [...new Set(jobIds)]) };
}

/** Only public jobs can be saved; any other id is the same 404 as a job that does not exist. */
export async function saveJob(db: Db, userId: number, jobId: number, today: string) {
  const { isPublic } = await insertSaved(db, userId, jobId, today);
  if (!isPublic) throw new AppError(ErrorCode.NotFound);
  return { saved: true };
}

/** Removing is allowed whatever became of the job, and removing twice is not an error. */
export async function unsaveJob(db: Db, userId: number, jobId: number) {
  await deleteSaved(db, userId, jobId);
  return { saved: false };
}

export async function toggleJob(
  db: Db,
  userId: number,
  jobId: number,
  today: string,
): Promise<{ saved: boolean; message: string }> {
  const outcome = await toggleSaved(db, userId, jobId, today);
  if (outcome === 'not_public') throw new AppError(ErrorCode.NotFound);
  return outcome === 'deleted'
    ? { saved: false, message: SavedJobMessage.unsaved }
    : { saved: true, message: SavedJobMessage.saved };
}

export async function listSaved(
  db: Db,
  userId: number,
  q: PaginationQuery,
  today: string,
): Promise<Page<JobCard & { saved_at: string }>> {
  const { rows, total } = await pageSaved(db, userId, q.limit, offsetOf(q));
  const savedAt = new Map(rows.map((r) => [r.jobId, r.savedAt]));
  const cards = await loadCardRows(
    db,
    rows.map((r) => r.jobId),
  );
  const items = cards.map((row) => ({
    ...toJobCard(row, today),
    saved_at: (savedAt.get(row.job.id) ?? new Date(0)).toISOString(),
  }));
  return toPage(items, total, q);
}

export async function savedStats(db: Db, userId: number, today: string): Promise<SavedJobStats> {
  const byKind = Object.fromEntries(optionValues(JOB_KINDS).map((k) => [k, 0])) as Record<JobKind, number>;
  let open = 0;
  let expired = 0;
  for (const r of await countSaved(db, userId, today)) {
    open += r.open;
    expired += r.n - r.open;
    if (r.kind in byKind) byKind[r.kind as JobKind] += r.n;
  }
  return { total: open + expired, open, expired, by_kind: byKind };
}
