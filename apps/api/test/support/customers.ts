import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { customerEvents, users } from '../../src/db/schema/index.ts';
import { newAccount } from '../admin-users.helpers.ts';
import { bearer, DEMO, json, loginAs, type TestContext } from '../helpers.ts';
import { uniqueIdentity } from './accounts.ts';

export type Method = 'GET' | 'POST' | 'PUT';
export const ROLES = ['admin', 'subAdmin', 'sale', 'sale2', 'leaderSale', 'employee', 'company'] as const;
export type Role = (typeof ROLES)[number];

/** The CRM tests' kit (ADR 0026): a token per role, JSON calls, prospects and sales accounts of their own. */
export function customerKit(t: TestContext) {
  const tokens = {} as Record<Role, string>;
  const ids = {} as Record<'sale' | 'sale2' | 'leaderSale', number>;

  async function signIn() {
    for (const role of ROLES) tokens[role] = await loginAs(t.app, DEMO[role]);
    for (const role of ['sale', 'sale2', 'leaderSale'] as const)
      ids[role] = json(await call(tokens[role], 'GET', '/profile')).data.id;
  }

  const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  /** A prospect of the test's own, added by the admin (assigned when `saleId` is given). */
  async function prospect(overrides: Record<string, unknown> = {}) {
    const who = uniqueIdentity('kh');
    const body = {
      company_name: `Công ty Thử Nghiệm Hải Long ${who.username.slice(-6)}`,
      contact_name: 'Nguyễn Thị Hồng',
      phone: who.phone,
      email: who.email,
      source: 'cold_call',
      activities: [2],
      ...overrides,
    };
    const res = await call(tokens.admin, 'POST', '/customer/create-user', body);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as { id: number; company_name: string; email: string; phone: string };
  }

  /** A fresh sales account made in /admin/user; in no team until told. */
  async function salesAccount(type: 'sale' | 'leader_sale' = 'sale') {
    const body = newAccount({ type, name: 'Lâm Thị Sương' });
    const res = await call(tokens.admin, 'POST', '/admin/user', body);
    expect(res.statusCode, res.body).toBe(200);
    const id = json(res).data.id as number;
    return { id, token: await loginAs(t.app, body.email, body.password) };
  }

  async function events(customerId: number) {
    return t.database.db.select().from(customerEvents).where(eq(customerEvents.customerId, customerId));
  }

  async function leaderOf(id: number) {
    const [row] = await t.database.db
      .select({ leaderId: users.leaderId })
      .from(users)
      .where(eq(users.id, id));
    return row?.leaderId ?? null;
  }

  /** Makes every write to `customerId`'s row fail in the database, as a lost connection would. */
  async function breakWrites(customerId: number) {
    const db = t.database.db;
    await db.execute(
      sql.raw(`create or replace function crm_test_fail() returns trigger language plpgsql as $$
        begin
          if old.id = ${Number(customerId)} then raise exception 'crm test: write refused'; end if;
          return new;
        end $$`),
    );
    await db.execute(sql.raw('drop trigger if exists crm_test_fail on customers'));
    await db.execute(
      sql.raw(
        'create trigger crm_test_fail before update on customers for each row execute function crm_test_fail()',
      ),
    );
  }
  async function repairWrites() {
    await t.database.db.execute(sql.raw('drop trigger if exists crm_test_fail on customers'));
  }

  return { tokens, ids, signIn, call, prospect, salesAccount, events, leaderOf, breakWrites, repairWrites };
}
