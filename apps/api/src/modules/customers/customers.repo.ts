import type { CustomerListQuery, CustomerStage, UserStatus } from '@app/contract';
import { todayInVietnam } from '@app/contract';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { applications, companies, customerEvents, customers, jobs, users } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/pagination.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Whose customers a caller sees (ADR 0026): staff see all, a sale its own, a leader its own and
 * its team's. Applied in SQL to every read and write, so an id outside it is simply not found.
 */
export type Scope = { kind: 'all' } | { kind: 'sale'; saleId: number } | { kind: 'team'; leaderId: number };

export function inScope(scope: Scope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'sale') return eq(customers.saleId, scope.saleId);
  return sql`${customers.saleId} in (select ${users.id} from ${users} where ${users.id} = ${scope.leaderId} or (${users.leaderId} = ${scope.leaderId} and ${users.type} = 'sale'))`;
}

const sale = alias(users, 'sale');
const account = alias(users, 'account');

const columns = {
  id: customers.id,
  companyUserId: customers.companyUserId,
  companyName: customers.companyName,
  contactName: customers.contactName,
  phone: customers.phone,
  email: customers.email,
  source: customers.source,
  activities: customers.activities,
  stage: customers.stage,
  saleId: customers.saleId,
  saleName: sale.name,
  nextFollowUpOn: customers.nextFollowUpOn,
  lastActivityAt: customers.lastActivityAt,
  createdAt: customers.createdAt,
  accountStatus: account.status,
};
export interface CustomerRow {
  id: number;
  companyUserId: number | null;
  companyName: string;
  contactName: string | null;
  phone: string | null;
  email: string | null;
  source: (typeof customers.source.enumValues)[number];
  activities: number[];
  stage: CustomerStage;
  saleId: number | null;
  saleName: string | null;
  nextFollowUpOn: string | null;
  lastActivityAt: Date;
  createdAt: Date;
  accountStatus: UserStatus | null;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const folded = (column: SQL, text: string) =>
  sql`vn_fold(${column}) like '%' || vn_fold(${likeEscape(text)}) || '%'`;

function filters(q: CustomerListQuery, today: string): (SQL | undefined)[] {
  const search = q.search;
  return [
    search
      ? or(
          folded(sql`${customers.companyName}`, search),
          folded(sql`coalesce(${customers.contactName}, '')`, search),
          folded(sql`coalesce(${customers.email}, '')`, search),
          sql`${customers.phone} like '%' || ${likeEscape(search.replace(/\s+/g, ''))} || '%'`,
        )
      : undefined,
    q.stage ? eq(customers.stage, q.stage) : undefined,
    q.sale === 'none' ? isNull(customers.saleId) : q.sale ? eq(customers.saleId, q.sale) : undefined,
    q.activity === 'study_abroad'
      ? sql`1 = any(${customers.activities})`
      : q.activity === 'labor_export'
        ? sql`2 = any(${customers.activities})`
        : q.activity === 'domestic'
          ? sql`cardinality(${customers.activities}) = 0`
          : undefined,
    q.follow_up === 'overdue'
      ? sql`${customers.nextFollowUpOn} < ${today}::date`
      : q.follow_up === 'today'
        ? sql`${customers.nextFollowUpOn} = ${today}::date`
        : q.follow_up === 'upcoming'
          ? sql`${customers.nextFollowUpOn} > ${today}::date`
          : q.follow_up === 'none'
            ? isNull(customers.nextFollowUpOn)
            : undefined,
  ];
}

export async function listCustomers(db: Db, scope: Scope, q: CustomerListQuery) {
  const where = and(inScope(scope), ...filters(q, todayInVietnam()));
  const [items, counted] = await Promise.all([
    db
      .select(columns)
      .from(customers)
      .leftJoin(sale, eq(sale.id, customers.saleId))
      .leftJoin(account, eq(account.id, customers.companyUserId))
      .where(where)
      .orderBy(desc(customers.lastActivityAt), desc(customers.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where),
  ]);
  return { items: items satisfies CustomerRow[], total: Number(counted[0]?.n ?? 0) };
}

export async function findCustomer(
  db: Pick<Db, 'select'>,
  scope: Scope,
  id: number,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(customers)
    .leftJoin(sale, eq(sale.id, customers.saleId))
    .leftJoin(account, eq(account.id, customers.companyUserId))
    .where(and(inScope(scope), eq(customers.id, id)))
    .limit(1);
  return row;
}

/** The customer (in scope) that follows this company account. */
export async function findByCompanyUser(db: Db, scope: Scope, companyUserId: number) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(inScope(scope), eq(customers.companyUserId, companyUserId)))
    .limit(1);
  return row;
}

/** A company account's facts and activity on the site. */
export async function companyFacts(db: Db, companyUserId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      companyId: companies.id,
      name: sql<string>`coalesce(${companies.name}, ${users.name})`,
      email: users.email,
      status: users.status,
      passwordHash: users.passwordHash,
      createdAt: users.createdAt,
      jobsCount: sql<number>`(select count(*)::int from ${jobs} where ${jobs.companyId} = ${companies.id})`,
      approvedJobsCount: sql<number>`(select count(*)::int from ${jobs} where ${jobs.companyId} = ${companies.id} and ${jobs.status} = 'approved')`,
      applicationsCount: sql<number>`(select count(*)::int from ${applications} join ${jobs} on ${jobs.id} = ${applications.jobId} where ${jobs.companyId} = ${companies.id})`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(and(eq(users.id, companyUserId), eq(users.type, 'company'), isNull(users.parentId)))
    .limit(1);
  return row;
}

export async function history(db: Db, customerId: number) {
  return db
    .select({
      id: customerEvents.id,
      kind: customerEvents.kind,
      channel: customerEvents.channel,
      text: customerEvents.text,
      fromValue: customerEvents.fromValue,
      toValue: customerEvents.toValue,
      actorId: customerEvents.actorId,
      actorName: customerEvents.actorName,
      createdAt: customerEvents.createdAt,
    })
    .from(customerEvents)
    .where(eq(customerEvents.customerId, customerId))
    .orderBy(desc(customerEvents.createdAt), desc(customerEvents.id))
    .limit(200);
}

export type CustomerInsert = typeof customers.$inferInsert;
export type EventInsert = Omit<typeof customerEvents.$inferInsert, 'customerId'>;

export async function insertCustomer(tx: Tx, values: CustomerInsert): Promise<number> {
  const [row] = await tx.insert(customers).values(values).returning({ id: customers.id });
  if (!row) throw new Error('insert customers returned nothing');
  return row.id;
}

/** History first, then the change: one transaction, so neither stays without the other. */
export async function recordChange(
  tx: Tx,
  customerId: number,
  events: EventInsert[],
  set: Partial<CustomerInsert>,
) {
  if (events.length > 0) await tx.insert(customerEvents).values(events.map((e) => ({ ...e, customerId })));
  const now = new Date();
  await tx
    .update(customers)
    .set({ ...set, updatedAt: now, ...(events.length > 0 ? { lastActivityAt: now } : {}) })
    .where(eq(customers.id, customerId));
}

/** Sales staff (optionally one leader's team, the leader included) with their figures. */
export async function salesPeople(db: Db, leaderId?: number) {
  const leader = alias(users, 'leader');
  const today = todayInVietnam();
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      type: users.type,
      status: users.status,
      leaderId: users.leaderId,
      leaderName: leader.name,
      customersCount: sql<number>`(select count(*)::int from ${customers} where ${customers.saleId} = ${users.id})`,
      overdueCount: sql<number>`(select count(*)::int from ${customers} where ${customers.saleId} = ${users.id} and ${customers.nextFollowUpOn} < ${today}::date)`,
    })
    .from(users)
    .leftJoin(leader, eq(leader.id, users.leaderId))
    .where(
      and(
        inArray(users.type, ['sale', 'leader_sale']),
        leaderId === undefined
          ? undefined
          : or(eq(users.id, leaderId), and(eq(users.leaderId, leaderId), eq(users.type, 'sale'))),
      ),
    )
    .orderBy(desc(sql`${users.type} = 'leader_sale'`), asc(users.name), asc(users.id));
}

/** A sales account as an assignment target. */
export async function findSalesAccount(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      type: users.type,
      status: users.status,
      leaderId: users.leaderId,
    })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.type, ['sale', 'leader_sale'])))
    .limit(1);
  return row;
}

export async function setLeader(db: Db, saleId: number, leaderId: number | null) {
  await db.update(users).set({ leaderId, updatedAt: new Date() }).where(eq(users.id, saleId));
}

/** A company admin account (not a sub-user) and whether a customer already follows it. */
export async function findCompanyAccount(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(${companies.name}, ${users.name})`,
      email: users.email,
      phone: users.phone,
      activities: companies.activities,
      contactName: companies.contactName,
      followed: sql<boolean>`exists (select 1 from ${customers} where ${customers.companyUserId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(and(eq(users.id, id), eq(users.type, 'company'), isNull(users.parentId)))
    .limit(1);
  return row;
}

export async function insertCompanyAccount(
  tx: Tx,
  values: {
    name: string;
    email: string;
    phone: string | null;
    contactName: string | null;
    activities: number[];
  },
): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      type: 'company',
      // Like a company that registers by itself: it fills its info, then an admin activates it.
      status: 'wait_activation',
      name: values.name,
      email: values.email,
      phone: values.phone,
      passwordHash: null,
      // The single-use link goes to this address: whoever sets the password holds the mailbox.
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('insert users returned nothing');
  await tx.insert(companies).values({
    userId: user.id,
    name: values.name,
    activities: values.activities,
    contactName: values.contactName,
    contactPhone: values.phone,
    contactEmail: values.email,
  });
  return user.id;
}
