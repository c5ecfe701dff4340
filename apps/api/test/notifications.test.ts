import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../src/db/schema/index.ts';
import { notify } from '../src/modules/notifications/notifications.service.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { registerAccount } from './support/accounts.ts';
import { postJob } from './support/jobs.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { flowHelpers, googleUser, useMockProvider } from './support/social-mock.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());

type Item = { id: number; type: number; message: string; target_id: number; href: string; is_read: boolean };

describe('notifications', () => {
  const env: Record<string, string> = {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    ACCOUNT_RATE_LIMIT_MAX: '1000',
  };
  const mock = useMockProvider(env);
  const t = useTestApp(env);
  const flow = flowHelpers(t, mock);
  const db = () => t.database.db;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      ...(payload ? { payload } : {}),
      headers: token ? bearer(token) : {},
    });
  const userId = async (email: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id as number;
  /** All notifications of `email`, newest first (read straight from the table). */
  const rowsOf = async (email: string) =>
    db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userId(email)));
  const clear = () => db().delete(notifications);
  /** Without the sales CRM types (17–20): the demo companies are customers of a demo sale. */
  const notSales = <R extends { type: number }>(rows: R[]) => rows.filter((r) => r.type < 17);

  beforeAll(async () => {
    for (const [k, email] of Object.entries(DEMO)) {
      ids[k] = await userId(email);
      if (!['employeeDeactivated', 'employeeLocked', 'noType'].includes(k))
        tokens[k] = await loginAs(t.app, email);
    }
  });

  it('guests get 401 on every call', async () => {
    for (const [m, u] of [
      ['GET', '/notifications'],
      ['GET', '/all-notifications'],
      ['POST', '/notifications/1/read'],
      ['POST', '/notifications/mark-all-read'],
      ['DELETE', '/notifications/1'],
    ] as const) {
      expect((await call(m, u)).statusCode, `${m} ${u}`).toBe(401);
    }
  });

  it('lists the latest 10 with the unread count, pages all, filters unread, reads, deletes', async () => {
    await clear();
    await db().transaction(async (tx) => {
      for (let i = 1; i <= 12; i++)
        await notify(tx, {
          userIds: [ids.employee as number],
          type: 13,
          message: `Tin ${i}`,
          targetId: i,
          link: `tin-${i}`,
        });
      await notify(tx, { userIds: [ids.sale as number], type: 10, message: 'Của người khác', targetId: 1 });
    });
    const latest = json(await call('GET', '/notifications', tokens.employee)).data;
    expect(latest.unread_count).toBe(12);
    expect(latest.notifications).toHaveLength(10);
    expect(latest.notifications[0]).toMatchObject({
      type: 13,
      message: 'Tin 12',
      is_read: false,
      read_at: null,
      target_id: 12,
      link: 'tin-12',
      href: '/job/12/tin-12',
    });
    expect(latest.notifications[0].created_at).toEqual(expect.any(String));

    const page2 = json(await call('GET', '/all-notifications?page=2&limit=5', tokens.employee)).data;
    expect(page2).toMatchObject({ total: 12, page: 2, limit: 5, unread_count: 12 });
    expect(page2.items.map((n: Item) => n.message)).toEqual(['Tin 7', 'Tin 6', 'Tin 5', 'Tin 4', 'Tin 3']);

    const first = latest.notifications[0] as Item;
    const read = await call('POST', `/notifications/${first.id}/read`, tokens.employee);
    expect(read.statusCode).toBe(200);
    expect(json(read).data).toMatchObject({
      notification: { id: first.id, is_read: true },
      unread_count: 11,
    });
    expect(json(read).data.notification.read_at).toEqual(expect.any(String));
    // Reading again changes nothing; the count never goes below what the rows say.
    expect(
      json(await call('POST', `/notifications/${first.id}/read`, tokens.employee)).data.unread_count,
    ).toBe(11);

    const unread = json(await call('GET', '/all-notifications?unread=1&limit=100', tokens.employee)).data;
    expect(unread.total).toBe(11);
    expect(unread.items.every((n: Item) => !n.is_read)).toBe(true);

    const del = await call('DELETE', `/notifications/${latest.notifications[1].id}`, tokens.employee);
    expect(del.statusCode).toBe(200);
    expect(json(del).data.unread_count).toBe(10);
    expect((await rowsOf(DEMO.employee)).length).toBe(11);

    const all = await call('POST', '/notifications/mark-all-read', tokens.employee);
    expect(json(all).data).toEqual({ updated: 10, unread_count: 0 });
    expect(json(await call('POST', '/notifications/mark-all-read', tokens.employee)).data).toEqual({
      updated: 0,
      unread_count: 0,
    });
    expect(json(await call('GET', '/notifications', tokens.employee)).data.unread_count).toBe(0);
    // The other account's notification was untouched.
    expect((await rowsOf(DEMO.sale))[0]?.readAt).toBeNull();
  });

  it("answers 404 for another account's notification, like a missing one", async () => {
    const [other] = await rowsOf(DEMO.sale);
    const id = other?.id as number;
    for (const [m, u] of [
      ['POST', `/notifications/${id}/read`],
      ['DELETE', `/notifications/${id}`],
      ['POST', '/notifications/99999999/read'],
      ['DELETE', '/notifications/99999999'],
    ] as const) {
      const res = await call(m, u, tokens.employee);
      expect(res.statusCode, `${m} ${u}`).toBe(404);
    }
    expect((await rowsOf(DEMO.sale))[0]).toMatchObject({ id, readAt: null });
    // Every logged-in type has its own list.
    for (const k of [
      'admin',
      'subAdmin',
      'company',
      'companyStaff',
      'sale',
      'leaderSale',
      'companyWaitApproval',
    ])
      expect((await call('GET', '/notifications', tokens[k])).statusCode, k).toBe(200);
  });

  it('a posted or edited job notifies the activated admins and sub-admins (type 11)', async () => {
    await clear();
    const job = await postJob(t.app, tokens.company as string, { title: 'Đơn hàng may mặc tại Osaka' });
    // The demo company is a customer: its sale hears of the post too (type 18, sales-notifications.test.ts).
    const rows = notSales(await db().select().from(notifications));
    const admins = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.type, ['admin', 'sub_admin']), eq(users.status, 'activated')));
    expect(rows.map((r) => r.userId).sort()).toEqual(admins.map((a) => a.id).sort());
    expect(rows.map((r) => r.userId)).toEqual(expect.arrayContaining([ids.admin, ids.subAdmin]));
    for (const r of rows)
      expect(r).toMatchObject({
        type: 11,
        targetId: job.id,
        message: 'Có tin tuyển dụng mới chờ phê duyệt: "Đơn hàng may mặc tại Osaka"',
      });
    const bell = json(await call('GET', '/notifications', tokens.admin)).data;
    expect(bell.notifications[0]).toMatchObject({ type: 11, href: `/admin/jobs/${job.id}` });
  });

  it('approval, rejection (with the reason) and disabling notify the company admin and its staff only', async () => {
    const job = await postJob(t.app, tokens.companyStaff as string, { title: 'Đơn hàng chế biến thực phẩm' });
    await clear();
    const reject = await call('POST', `/admin/jobs/${job.id}/reject`, tokens.admin, {
      reason: 'Thiếu thông tin chi phí',
    });
    expect(reject.statusCode).toBe(200);
    let rows = await db().select().from(notifications);
    expect(rows.map((r) => r.userId).sort()).toEqual([ids.company, ids.companyStaff].sort());
    for (const r of rows)
      expect(r).toMatchObject({
        type: 6,
        targetId: job.id,
        message: 'Tin "Đơn hàng chế biến thực phẩm" bị từ chối: Thiếu thông tin chi phí',
      });
    const bell = json(await call('GET', '/notifications', tokens.companyStaff)).data;
    expect(bell.notifications[0]).toMatchObject({ type: 6, href: `/company/jobs/${job.id}` });

    // Resubmitted by an edit: the admins hear of it again (type 11), the company does not.
    await clear();
    await postJob(
      t.app,
      tokens.company as string,
      { title: 'Đơn hàng chế biến thực phẩm (bổ sung)', _method: 'PUT' },
      `/api/company/jobs/${job.id}`,
    );
    rows = await db().select().from(notifications);
    expect(rows.map((r) => r.userId)).toEqual(expect.arrayContaining([ids.admin, ids.subAdmin]));
    expect(rows.map((r) => r.userId)).not.toContain(ids.company);
    for (const r of rows)
      expect(r).toMatchObject({
        type: 11,
        targetId: job.id,
        message: 'Tin tuyển dụng đã chỉnh sửa chờ phê duyệt: "Đơn hàng chế biến thực phẩm (bổ sung)"',
      });
  });

  it('approve (5) and disable (7) reach the company; a failed decision notifies nobody', async () => {
    const job = await postJob(t.app, tokens.company as string, { title: 'Kỹ sư cơ khí tại Nagoya' });
    await clear();
    await call('POST', `/admin/jobs/${job.id}/approve`, tokens.subAdmin);
    // A Japanese job also reaches the seekers wishing for Japan (type 13, employee-job-list.test.ts).
    // Its sale hears of it too (type 19, sales-notifications.test.ts).
    let rows = notSales(await db().select().from(notifications)).filter((r) => r.type !== 13);
    expect(rows.map((r) => [r.userId, r.type, r.message]).sort()).toEqual(
      [
        [ids.company, 5, 'Tin "Kỹ sư cơ khí tại Nagoya" đã được phê duyệt'],
        [ids.companyStaff, 5, 'Tin "Kỹ sư cơ khí tại Nagoya" đã được phê duyệt'],
      ].sort(),
    );
    await clear();
    await call('POST', `/admin/jobs/${job.id}/disable`, tokens.admin);
    rows = await db().select().from(notifications);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      type: 7,
      targetId: job.id,
      message: 'Việc làm "Kỹ sư cơ khí tại Nagoya" đã được vô hiệu hóa',
    });
    await clear();
    expect((await call('POST', `/admin/jobs/${job.id}/disable`, tokens.admin)).statusCode).toBe(409);
    expect(await db().select().from(notifications)).toHaveLength(0);
  });

  it('a confirmed self-registration notifies the admins (type 10, target the user)', async () => {
    await clear();
    const reg = await registerAccount(t.app, sink, {
      type: 'company',
      name: 'Chị Lan',
      company_name: 'Công ty TNHH Sao Mai',
    });
    const newId = await userId(reg.email);
    const rows = await db().select().from(notifications);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.map((r) => r.userId)).toEqual(expect.arrayContaining([ids.admin, ids.subAdmin]));
    expect(rows.map((r) => r.userId)).not.toContain(ids.sale);
    for (const r of rows) expect(r).toMatchObject({ type: 10, targetId: newId });
    const bell = json(await call('GET', '/notifications', tokens.subAdmin)).data;
    expect(bell.notifications[0].href).toBe(`/admin/users/${newId}`);
    // Only the confirmation counts: requesting a code alone notifies nobody (checked above by clear()).
  });

  it('a social sign-up choosing its type notifies the admins (type 10)', async () => {
    await clear();
    const { token, user } = await flow.signIn('google', googleUser('g-notif', 'tb.moi@example.com'));
    expect(await db().select().from(notifications)).toHaveLength(0);
    const res = await call('POST', '/auth/call-employee', token, { type: 'employee' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await db().select().from(notifications);
    expect(rows.map((r) => r.userId)).toEqual(expect.arrayContaining([ids.admin, ids.subAdmin]));
    for (const r of rows) expect(r).toMatchObject({ type: 10, targetId: user.id });
  });

  it('an admin moving a company to wait_approval (3) or activating it (4) notifies that company', async () => {
    await clear();
    const id = ids.companyWaitActivation as number;
    const toApproval = await call('PUT', `/admin/user/${id}`, tokens.admin, { status: 'wait_approval' });
    expect(toApproval.statusCode, toApproval.body).toBe(200);
    let rows = await db().select().from(notifications);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: id, type: 3 });
    expect(rows[0]?.message).toContain('cập nhật đầy đủ thông tin');
    const bell = json(
      await call('GET', '/notifications', await loginAs(t.app, DEMO.companyWaitActivation)),
    ).data;
    expect(bell.notifications[0].href).toBe('/company/settings');

    await clear();
    // Saving other fields without a status change notifies nobody.
    await call('PUT', `/admin/user/${id}`, tokens.admin, { status: 'wait_approval' });
    expect(await db().select().from(notifications)).toHaveLength(0);

    const activate = await call('PUT', `/admin/user/${id}`, tokens.admin, { status: 'activated' });
    expect(activate.statusCode, activate.body).toBe(200);
    // A demo customer: its sale hears of the activation too (type 17, sales-notifications.test.ts).
    rows = notSales(await db().select().from(notifications));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: id,
      type: 4,
      message: 'Tài khoản công ty đã được kích hoạt: bạn có thể đăng tin tuyển dụng',
    });
  });
});
