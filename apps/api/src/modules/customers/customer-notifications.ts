import type { NotificationType, SalesArea } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, customers, users } from '../../db/schema/index.ts';
import { rowsOf } from '../jobs/search-stats.ts';
import { notificationMessages as msg } from '../notifications/notification-messages.ts';
import { type Conn, notify } from '../notifications/notifications.service.ts';

/*
 * The sales notifications (types 17–20, ADR 0026 "Sales notifications", docs/notifications.md).
 * The recipient is the customer's sale (the account in `customers.sale_id`, a sale or a leader owning
 * the customer itself); a leader is not told about its team's customers (its dashboard shows them).
 * `link` is the recipient's area, so the click opens `/sale/customers/{id}` or
 * `/leader-sale/customers/{id}`.
 */

const sale = alias(users, 'sale');
const VN = sql.raw(`'Asia/Ho_Chi_Minh'`);

const areaOf = (type: string | null): SalesArea => (type === 'leader_sale' ? 'leader-sale' : 'sale');

/** The customer behind a company account (admin account id), when one is followed by a sale. */
async function followedCustomer(db: Conn, companyUserId: number) {
  const [row] = await db
    .select({ id: customers.id, name: customers.companyName, saleId: customers.saleId, saleType: sale.type })
    .from(customers)
    .innerJoin(sale, eq(sale.id, customers.saleId))
    .where(eq(customers.companyUserId, companyUserId))
    .limit(1);
  return row;
}

async function tellSale(
  db: Conn,
  companyUserId: number,
  type: NotificationType,
  message: (customer: string) => string,
) {
  const customer = await followedCustomer(db, companyUserId);
  if (!customer?.saleId) return [];
  return notify(db, {
    userIds: [customer.saleId],
    type,
    message: message(customer.name),
    targetId: customer.id,
    link: areaOf(customer.saleType),
  });
}

async function companyUserOf(db: Conn, companyId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: companies.userId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.userId;
}

/**
 * Type 17: a followed company's account registered (confirmed its email code, or set its first
 * password from the invitation) or was activated by an admin. In the caller's transaction.
 */
export function notifyCustomerAccount(db: Conn, companyUserId: number, event: 'registered' | 'activated') {
  return tellSale(
    db,
    companyUserId,
    17,
    event === 'registered' ? msg.customerRegistered : msg.customerActivated,
  );
}

/** Type 18 (posted) or 19 (approved): a job of a followed company, by the job's `company_id`. */
export async function notifyCustomerJob(
  db: Conn,
  companyId: number,
  event: 'posted' | 'approved',
  title: string,
) {
  const userId = await companyUserOf(db, companyId);
  if (userId === undefined) return [];
  return event === 'posted'
    ? tellSale(db, userId, 18, (name) => msg.customerPostedJob(name, title))
    : tellSale(db, userId, 19, (name) => msg.customerJobApproved(name, title));
}

/**
 * Type 20: every customer whose next follow-up is today (Vietnam day) tells its sale, once per
 * sale, customer and day. One `INSERT … SELECT … WHERE NOT EXISTS`; when two processes run it at
 * the same moment, the unique index `notifications_follow_up_once` (recipient, customer, Vietnam day
 * of `created_at`, type 20) turns the second insert into nothing (`ON CONFLICT DO NOTHING`). Run by
 * a scheduled task (`follow-up-notifications`, ADR 0035) and at each dashboard load; returns how many
 * were written.
 */
export async function notifyDueFollowUps(db: Conn): Promise<number> {
  const [before, after] = msg.followUpDue('\u0000').split('\u0000');
  const today = sql`(now() at time zone ${VN})::date`;
  const result = await db.execute(sql`
    insert into notifications (user_id, type, message, target_id, link)
    select c.sale_id, 20, ${before} || c.company_name || ${after}, c.id,
           case when s.type = 'leader_sale' then 'leader-sale' else 'sale' end
    from customers c
    join users s on s.id = c.sale_id
    where c.next_follow_up_on = ${today}
      and not exists (
        select 1 from notifications n
        where n.type = 20 and n.user_id = c.sale_id and n.target_id = c.id
          and (n.created_at at time zone ${VN})::date = ${today}
      )
    on conflict do nothing
    returning id`);
  return rowsOf(result).length;
}
