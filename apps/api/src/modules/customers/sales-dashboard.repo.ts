import type { CustomerStage } from '@app/contract';
import { and, asc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { applications, companies, customerEvents, customers, jobs, users } from '../../db/schema/index.ts';
import type { Period } from '../admin-dashboard/admin-dashboard.repo.ts';
import { inScope, type Scope } from './customers.repo.ts';

/*
 * The sales dashboards' figures (issue 15 item 4, ADR 0026 "Dashboards"): one aggregate query per
 * block over the caller's scope, grouped by the customer's sale so the leader's per-sale rows come
 * from the same queries; no query per customer. Days are Vietnam calendar days.
 */

const VN = sql.raw(`'Asia/Ho_Chi_Minh'`);
const n = sql<number>`count(*)::int`;
const countWhere = (cond: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${cond}))::int`;
const account = alias(users, 'account');
const sale = alias(users, 'sale');

/** Customers by sale and stage, with their follow-up and conversion counts. */
export function customerCells(db: Db, scope: Scope, today: string) {
  const invited = sql`exists (select 1 from ${customerEvents} where ${customerEvents.customerId} = ${customers.id} and ${customerEvents.kind} = 'invited')`;
  return db
    .select({
      saleId: customers.saleId,
      stage: customers.stage,
      count: n,
      dueToday: countWhere(sql`${customers.nextFollowUpOn} = ${today}::date`),
      overdue: countWhere(sql`${customers.nextFollowUpOn} < ${today}::date`),
      prospects: countWhere(sql`${customers.companyUserId} is null`),
      invited: countWhere(invited),
      activated: countWhere(sql`${invited} and ${account.status} = 'activated'`),
    })
    .from(customers)
    .leftJoin(account, eq(account.id, customers.companyUserId))
    .where(inScope(scope))
    .groupBy(customers.saleId, customers.stage) as Promise<
    {
      saleId: number | null;
      stage: CustomerStage;
      count: number;
      dueToday: number;
      overdue: number;
      prospects: number;
      invited: number;
      activated: number;
    }[]
  >;
}

/** Jobs the customers' companies posted in the period, by sale and Vietnam day. */
export function jobCells(db: Db, scope: Scope, p: Period) {
  const day = sql<string>`to_char(${jobs.createdAt} at time zone ${VN}, 'YYYY-MM-DD')`;
  return db
    .select({ saleId: customers.saleId, date: day, count: n })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(customers, eq(customers.companyUserId, companies.userId))
    .where(and(inScope(scope), gte(jobs.createdAt, p.from), lt(jobs.createdAt, p.until)))
    .groupBy(customers.saleId, day);
}

/** Applications the customers' jobs received in the period, by sale and Vietnam day. */
export function applicationCells(db: Db, scope: Scope, p: Period) {
  const day = sql<string>`to_char(${applications.createdAt} at time zone ${VN}, 'YYYY-MM-DD')`;
  return db
    .select({ saleId: customers.saleId, date: day, count: n })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(customers, eq(customers.companyUserId, companies.userId))
    .where(and(inScope(scope), gte(applications.createdAt, p.from), lt(applications.createdAt, p.until)))
    .groupBy(customers.saleId, day);
}

/** Follow-ups due today or overdue, the oldest first. */
export function dueFollowUps(db: Db, scope: Scope, today: string, limit: number) {
  return db
    .select({
      id: customers.id,
      companyName: customers.companyName,
      stage: customers.stage,
      nextFollowUpOn: customers.nextFollowUpOn,
      saleName: sale.name,
    })
    .from(customers)
    .leftJoin(sale, eq(sale.id, customers.saleId))
    .where(and(inScope(scope), lte(customers.nextFollowUpOn, today)))
    .orderBy(asc(customers.nextFollowUpOn), asc(customers.id))
    .limit(limit);
}

/** The leader and the sales of its team (ADR 0026: `users.leader_id`), the leader first. */
export function teamMembers(db: Db, leaderId: number) {
  return db
    .select({ id: users.id, name: users.name, type: users.type })
    .from(users)
    .where(or(eq(users.id, leaderId), and(eq(users.leaderId, leaderId), eq(users.type, 'sale'))))
    .orderBy(sql`${users.id} <> ${leaderId}`, asc(users.name), asc(users.id)) as Promise<
    { id: number; name: string; type: 'sale' | 'leader_sale' }[]
  >;
}
