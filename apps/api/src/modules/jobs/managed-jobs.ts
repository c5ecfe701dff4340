import type { ManagedJob, ManagedJobRow, Page } from '@app/contract';
import { ErrorCode, todayInVietnam } from '@app/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, jobs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { offsetOf, toPage } from '../../lib/pagination.ts';
import { loadVndRates } from './exchange-rates.ts';
import { totalsOfJobs } from './job-views.ts';
import { toManagedJob, toManagedJobRow } from './jobs.mapper.ts';
import { type DetailRow, findDetailRow, loadJobLinks, selectCards } from './jobs.repo.ts';

/** Filters shared by the company's and the admin's job lists. */
export interface ManagedJobFilter {
  page: number;
  limit: number;
  search?: string | undefined;
  state?: string | undefined;
  kind?: string | undefined;
  companyId?: number | undefined;
  nationCode?: string | undefined;
}

/** A display state as SQL: `approved` means still open, `expired` approved past its deadline. */
function stateCondition(state: string, today: string): SQL {
  if (state === 'approved')
    return and(eq(jobs.status, 'approved'), sql`${jobs.deadline} >= ${today}::date`) as SQL;
  if (state === 'expired')
    return and(eq(jobs.status, 'approved'), sql`${jobs.deadline} < ${today}::date`) as SQL;
  return eq(jobs.status, state as 'waiting');
}

export async function listManagedJobs(
  app: FastifyInstance,
  f: ManagedJobFilter,
): Promise<Page<ManagedJobRow>> {
  const today = todayInVietnam();
  const conditions: SQL[] = [];
  if (f.companyId) conditions.push(eq(jobs.companyId, f.companyId));
  if (f.state) conditions.push(stateCondition(f.state, today));
  if (f.kind) conditions.push(eq(jobs.kind, f.kind));
  if (f.nationCode) conditions.push(eq(jobs.nationCode, f.nationCode));
  // Every word must appear (accent-insensitive) in the job's search text or the company name.
  for (const word of (f.search ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = sql`'%' || replace(replace(vn_fold(${word}), '%', '\\%'), '_', '\\_') || '%'`;
    conditions.push(sql`(${jobs.searchText} LIKE ${pattern} OR vn_fold(${companies.name}) LIKE ${pattern})`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const q = { page: f.page, limit: f.limit };
  const [rows, [total]] = await Promise.all([
    selectCards(app.db)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(f.limit)
      .offset(offsetOf(q)),
    app.db
      .select({ n: count() })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where),
  ]);
  const counts = await totalsOfJobs(
    app.db,
    rows.map((r) => r.job.id),
  );
  return toPage(
    rows.map((r) => toManagedJobRow(r, today, counts.get(r.job.id))),
    total?.n ?? 0,
    q,
  );
}

/** A job for its company (`companyId` set: others' jobs are "not found") or for admins. */
export async function findManagedRow(
  app: FastifyInstance,
  id: number,
  companyId?: number,
): Promise<DetailRow> {
  const row = await findDetailRow(app.db, id);
  if (!row || (companyId !== undefined && row.job.companyId !== companyId))
    throw new AppError(ErrorCode.NotFound);
  return row;
}

export async function toManaged(app: FastifyInstance, row: DetailRow): Promise<ManagedJob> {
  const [links, rates] = await Promise.all([loadJobLinks(app.db, row.job), loadVndRates(app.db)]);
  return toManagedJob(row, links, rates, todayInVietnam());
}
