import { todayInVietnam } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, notifications } from '../src/db/schema/index.ts';
import { notifyDueFollowUps } from '../src/modules/customers/customer-notifications.ts';
import { json, loginAs, useTestApp } from './helpers.ts';
import { codeFrom, NEW_PASSWORD, nextMail, post, registerBody, resetLinkFrom } from './support/accounts.ts';
import { userIdByEmail } from './support/applications.ts';
import { VERIFIED_LICENCE } from './support/company-profile.ts';
import { customerKit } from './support/customers.ts';
import { futureDate, postJob } from './support/jobs.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

// The invitation goes out over real SMTP to this sink; the set-password link is read from the mail.
const sink = await startSmtpSink();
afterAll(() => sink.close());

describe('sales notifications, types 17–20 (issue 15 item 5, ADR 0026)', () => {
  const t = useTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    ACCOUNT_RATE_LIMIT_MAX: '1000',
  });
  const k = customerKit(t);
  const team = {} as Record<'leader' | 'sale' | 'other', { id: number; token: string }>;
  beforeAll(async () => {
    await k.signIn();
    team.leader = await k.salesAccount('leader_sale');
    team.sale = await k.salesAccount();
    team.other = await k.salesAccount();
    const res = await k.call(k.tokens.admin, 'PUT', `/customer/sales/${team.sale.id}`, {
      leader_id: team.leader.id,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  /** Every notification of `types` for these accounts. */
  const rowsOf = (userIds: number[], types: number[]) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.userId, userIds), inArray(notifications.type, types)));

  it("an invited prospect that sets its password, is activated, posts a job and gets it approved tells its sale once each (17, 17, 18, 19), with links to the sale's customer page", async () => {
    const c = await k.prospect({ sale_id: team.sale.id });
    expect((await k.call(team.sale.token, 'POST', `/sale/${c.id}/invite`)).statusCode).toBe(200);
    const link = resetLinkFrom(await nextMail(t.app, sink, c.email));
    const set = await post(t.app, '/api/reset-password', {
      email: c.email,
      token: link.searchParams.get('token'),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);
    const everyone = [team.sale.id, team.leader.id, team.other.id];
    const registered = await rowsOf(everyone, [17]);
    expect(registered.map((r) => [r.userId, r.targetId, r.message])).toEqual([
      [team.sale.id, c.id, `Khách hàng "${c.company_name}" đã đăng ký tài khoản công ty`],
    ]);
    const companyUser = json(await k.call(k.tokens.admin, 'GET', `/customer/user-detail/${c.id}`)).data
      .company_user_id as number;
    // A later password reset is not a registration.
    const again = await post(t.app, '/api/send-reset-password-mail', { email: c.email });
    expect(again.statusCode, again.body).toBeLessThan(300);
    const relink = resetLinkFrom(await nextMail(t.app, sink, c.email, 1));
    const reset = await post(t.app, '/api/reset-password', {
      email: c.email,
      token: relink.searchParams.get('token'),
      password: 'Khac@12345',
      password_confirmation: 'Khac@12345',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await rowsOf(everyone, [17])).toHaveLength(1);

    const activate = await k.call(k.tokens.admin, 'PUT', `/admin/user/${companyUser}`, {
      status: 'activated',
    });
    expect(activate.statusCode, activate.body).toBe(200);
    // An agency publishes labour-export orders once its licence is verified (ADR 0030): a fixture here.
    await t.database.db
      .update(companies)
      .set({ ...VERIFIED_LICENCE, activities: [2] })
      .where(eq(companies.userId, companyUser));
    const companyToken = await loginAs(t.app, c.email, 'Khac@12345');
    const job = await postJob(t.app, companyToken, { title: 'Đơn hàng may mặc tại Gifu – Nhật Bản' });
    const approve = await k.call(k.tokens.admin, 'POST', `/admin/jobs/${job.id}/approve`);
    expect(approve.statusCode, approve.body).toBe(200);

    const rows = await rowsOf(everyone, [17, 18, 19]);
    expect(rows.map((r) => [r.type, r.userId, r.targetId, r.message]).sort()).toEqual(
      [
        [17, team.sale.id, c.id, `Khách hàng "${c.company_name}" đã đăng ký tài khoản công ty`],
        [17, team.sale.id, c.id, `Tài khoản công ty của khách hàng "${c.company_name}" đã được kích hoạt`],
        [
          18,
          team.sale.id,
          c.id,
          `Khách hàng "${c.company_name}" vừa đăng tin tuyển dụng "Đơn hàng may mặc tại Gifu – Nhật Bản"`,
        ],
        [
          19,
          team.sale.id,
          c.id,
          `Tin "Đơn hàng may mặc tại Gifu – Nhật Bản" của khách hàng "${c.company_name}" đã được phê duyệt`,
        ],
      ].sort(),
    );
    // The bell shows them, each leading to the sale's customer page.
    const bell = json(await k.call(team.sale.token, 'GET', '/notifications')).data;
    const sales = bell.notifications.filter((n: { type: number }) => n.type >= 17);
    expect(sales).toHaveLength(4);
    for (const n of sales) expect(n.href).toBe(`/sale/customers/${c.id}`);
  });

  it("a leader's own customer's follow-up leads to /leader-sale/customers/{id}", async () => {
    const mine = await k.prospect({ sale_id: team.leader.id, next_follow_up_on: todayInVietnam() });
    await notifyDueFollowUps(t.database.db);
    const bell = json(await k.call(team.leader.token, 'GET', '/notifications')).data;
    const due = bell.notifications.find(
      (n: { type: number; target_id: number }) => n.type === 20 && n.target_id === mine.id,
    );
    expect(due).toMatchObject({
      message: `Hôm nay cần liên hệ lại khách hàng "${mine.company_name}"`,
      href: `/leader-sale/customers/${mine.id}`,
    });
  });

  it('a follow-up due today is told once per customer and day to its sale only, even when produced twice at once', async () => {
    const today = await k.prospect({ sale_id: team.sale.id, next_follow_up_on: todayInVietnam() });
    const tomorrow = await k.prospect({ sale_id: team.sale.id, next_follow_up_on: futureDate(1) });
    const others = await k.prospect({ sale_id: team.other.id, next_follow_up_on: futureDate(2) });
    // Two producers at the same moment (on PostgreSQL, two connections), then a dashboard load.
    await Promise.all([notifyDueFollowUps(t.database.db), notifyDueFollowUps(t.database.db)]);
    expect((await k.call(team.sale.token, 'GET', '/sale/dashboard')).statusCode).toBe(200);
    await notifyDueFollowUps(t.database.db);
    const rows = await rowsOf([team.sale.id, team.leader.id, team.other.id], [20]);
    const forSale = rows.filter((r) => r.userId === team.sale.id);
    expect(forSale.map((r) => r.targetId)).toEqual([today.id]);
    expect(rows.some((r) => [tomorrow.id, others.id].includes(r.targetId))).toBe(false);
    expect(rows.some((r) => r.userId === team.other.id)).toBe(false);
    // Moving the date off today and back the same day does not repeat it.
    await k.call(team.sale.token, 'PUT', `/sale/${today.id}`, { next_follow_up_on: futureDate(3) });
    await k.call(team.sale.token, 'PUT', `/sale/${today.id}`, { next_follow_up_on: todayInVietnam() });
    await notifyDueFollowUps(t.database.db);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 20), eq(notifications.targetId, today.id))),
    ).toHaveLength(1);
  });

  it('a followed company that confirms its self-registration tells its sale (17)', async () => {
    const body = registerBody({
      type: 'company',
      name: 'Lý Văn Đăng',
      company_name: 'Công ty Đăng Ký Tự Làm',
    });
    const requested = await post(t.app, '/api/auth/request-register', body);
    expect(requested.statusCode, requested.body).toBe(200);
    const companyUser = await userIdByEmail(t, body.email);
    const followed = await k.call(k.tokens.admin, 'POST', '/customer/create-user', {
      company_name: 'Công ty Đăng Ký Tự Làm',
      company_id: companyUser,
      sale_id: team.other.id,
    });
    expect(followed.statusCode, followed.body).toBe(200);
    const customerId = json(followed).data.id as number;
    expect(await rowsOf([team.other.id], [17])).toHaveLength(0);
    const code = codeFrom(await nextMail(t.app, sink, body.email));
    const confirmed = await post(t.app, '/api/auth/register', { email: body.email, code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Only this customer's sale, once (the other sales' earlier notices are another test's).
    const rows = (await rowsOf([team.other.id, team.sale.id, team.leader.id], [17])).filter(
      (r) => r.targetId === customerId || r.userId === team.other.id,
    );
    expect(rows.map((r) => [r.userId, r.targetId, r.link])).toEqual([[team.other.id, customerId, 'sale']]);
  });
});
