import type { EmployeeJobList, PaginationQuery } from '@app/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, employeeProfiles, jobs } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { newest } from '../jobs/job-search.ts';
import { publicJobCondition } from '../jobs/job-visibility.ts';
import { toJobCard } from '../jobs/jobs.mapper.ts';
import { selectCards } from '../jobs/jobs.repo.ts';

/**
 * `GET /employee/job-list` (ADR 0015): public jobs whose nation is one of the seeker's wished nations
 * or whose field is one of the wished fields, newest first; the newest public jobs when the seeker
 * has no wishes. Jobs the seeker already applied to (any status) are left out.
 */
export async function matchingJobs(
  db: Db,
  userId: number,
  q: PaginationQuery,
  today: string,
): Promise<EmployeeJobList> {
  const [profile] = await db
    .select({ nations: employeeProfiles.wishedNationCodes, fields: employeeProfiles.wishedFieldIds })
    .from(employeeProfiles)
    .where(eq(employeeProfiles.userId, userId));
  const nations = profile?.nations ?? [];
  const fields = profile?.fields ?? [];
  const hasWishes = nations.length > 0 || fields.length > 0;
  const wishes = hasWishes ? wishCondition(nations, fields) : undefined;
  const notApplied = sql`NOT EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.jobId} = ${jobs.id} AND ${applications.userId} = ${userId})`;
  const where = and(publicJobCondition(today), wishes, notApplied) as SQL;
  const [rows, [total]] = await Promise.all([
    selectCards(db)
      .where(where)
      .orderBy(...newest)
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return {
    items: rows.map((r) => toJobCard(r, today)),
    total: total?.n ?? 0,
    page: q.page,
    limit: q.limit,
    matched_by: hasWishes ? 'wishes' : 'newest',
  };
}

/** A job matching wishes: its nation among the wished nations or its field among the wished fields. */
export function wishCondition(nations: readonly string[], fields: readonly number[]): SQL {
  const parts: SQL[] = [];
  if (nations.length > 0) parts.push(sql`${jobs.nationCode} = ANY(${sql.param([...nations])}::text[])`);
  if (fields.length > 0) parts.push(sql`${jobs.fieldId} = ANY(${sql.param([...fields])}::bigint[])`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}
