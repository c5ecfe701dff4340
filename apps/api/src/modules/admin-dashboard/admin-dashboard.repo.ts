import type { ApplicationStatus, JobState, UserStatus, UserType } from '@app/contract';
import { and, asc, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { applications, companies, jobs, nations, users } from '../../db/schema/index.ts';
import { companyHasInfoSql } from '../companies/company-info.ts';
import { openJobCondition } from '../jobs/job-visibility.ts';

/**
 * The admin dashboard's figures (issue 14 item 1): one aggregate query per block, no query per row.
 * Days are Vietnam calendar days (`at time zone`, written as text so PGlite and node-postgres read
 * them alike); `from`/`until` are the instants of the period's first midnight and the next one after
 * its last day.
 */
export interface Period {
  from: Date;
  until: Date;
  today: string;
}

const VN = sql.raw(`'Asia/Ho_Chi_Minh'`);
const dayOf = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone ${VN}, 'YYYY-MM-DD')`;
const n = sql<number>`count(*)::int`;

export function accountCells(db: Db) {
  return db
    .select({ type: users.type, status: users.status, count: n })
    .from(users)
    .groupBy(users.type, users.status)
    .orderBy(users.type, users.status) as Promise<
    { type: UserType | null; status: UserStatus; count: number }[]
  >;
}

export function registrationsPerDay(db: Db, p: Period) {
  const day = dayOf(users.createdAt);
  return db
    .select({
      date: day,
      employee: sql<number>`(count(*) filter (where ${users.type} = 'employee'))::int`,
      company: sql<number>`(count(*) filter (where ${users.type} = 'company'))::int`,
      total: n,
    })
    .from(users)
    .where(and(gte(users.createdAt, p.from), lt(users.createdAt, p.until)))
    .groupBy(day);
}

export function jobCells(db: Db, today: string) {
  const state = sql<JobState>`case when ${jobs.status} = 'approved' and ${jobs.deadline} < ${today}::date then 'expired' else ${jobs.status}::text end`;
  return (
    db
      .select({ state, kind: jobs.kind, count: n })
      .from(jobs)
      // By position: the state's expression carries a parameter, which would make a repeat of it a new expression.
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1`, sql`2`)
  );
}

/** Waiting jobs, oldest first, with the total of the whole queue on every row (`count(*) over ()`). */
export function waitingJobs(db: Db, limit: number) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      kind: jobs.kind,
      companyName: companies.name,
      since: jobs.updatedAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.status, 'waiting'))
    .orderBy(asc(jobs.updatedAt), asc(jobs.id))
    .limit(limit);
}

/**
 * Companies an admin must act on: awaiting first approval (`wait_activation`, since sign-up), or
 * `wait_approval` with their info filled in (since the info was last saved). A `wait_approval`
 * company without its info waits for itself, not for an admin.
 */
export function waitingCompanies(db: Db, limit: number) {
  const since = sql<Date>`case when ${users.status} = 'wait_activation' then ${users.createdAt} else ${companies.updatedAt} end`;
  return db
    .select({
      userId: users.id,
      name: companies.name,
      email: users.email,
      status: users.status,
      since: since.mapWith(users.createdAt),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(users)
    .innerJoin(companies, eq(companies.userId, users.id))
    .where(
      and(
        eq(users.type, 'company'),
        isNull(users.parentId),
        or(eq(users.status, 'wait_activation'), and(eq(users.status, 'wait_approval'), companyHasInfoSql())),
      ),
    )
    .orderBy(since, asc(users.id))
    .limit(limit) as Promise<
    {
      userId: number;
      name: string;
      email: string;
      status: 'wait_activation' | 'wait_approval';
      since: Date;
      total: number;
    }[]
  >;
}

const inPeriod = (p: Period) => and(gte(applications.createdAt, p.from), lt(applications.createdAt, p.until));

export function applicationCells(db: Db, p: Period) {
  const day = dayOf(applications.createdAt);
  return db
    .select({ date: day, status: applications.status, count: n })
    .from(applications)
    .where(inPeriod(p))
    .groupBy(day, applications.status) as Promise<
    { date: string; status: ApplicationStatus; count: number }[]
  >;
}

export function topNations(db: Db, p: Period, limit: number) {
  const openJobs = sql<number>`(select count(*)::int from ${jobs} where ${jobs.nationCode} = ${nations.code} and ${openJobCondition(p.today)})`;
  return db
    .select({ code: nations.code, name: nations.name, applications: n, openJobs })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(nations, eq(nations.code, jobs.nationCode))
    .where(inPeriod(p))
    .groupBy(nations.code, nations.name)
    .orderBy(desc(n), asc(nations.name))
    .limit(limit);
}

export function topCompanies(db: Db, p: Period, limit: number) {
  return db
    .select({ id: companies.id, name: companies.name, applications: n })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(inPeriod(p))
    .groupBy(companies.id, companies.name)
    .orderBy(desc(n), asc(companies.name), asc(companies.id))
    .limit(limit);
}
