import { APPLICATION_STATUSES, ErrorCode, errorMessages, todayInVietnam } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { companyOfJob, insertApplication, userIdByEmail } from './support/applications.ts';
import { postJob } from './support/jobs.ts';

const DAY_MS = 86_400_000;
/** Midnight of today in Vietnam, as an instant. */
const vnMidnightToday = () => new Date(`${todayInVietnam()}T00:00:00+07:00`);

describe('GET admin/dashboard (issue 14 item 1)', () => {
  const t = useTestApp();
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const [k, email] of Object.entries({
      admin: DEMO.admin,
      sub: DEMO.subAdmin,
      company: DEMO.company,
      employee: DEMO.employee,
      sale: DEMO.sale,
      leader: DEMO.leaderSale,
    }))
      tokens[k] = await loginAs(t.app, email);
  });
  const call = (who: string | null, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: who ? bearer(tokens[who] as string) : {} });
  const dashboard = async (days?: number, who = 'admin') => {
    const res = await call(who, { method: 'GET', url: `/api/admin/dashboard${days ? `?days=${days}` : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(query))[0]?.n);

  it('admits admin and sub_admin; refuses guests (401) and employee, company, sale, leader_sale (403)', async () => {
    for (const who of ['admin', 'sub']) expect((await dashboard(undefined, who)).days).toBe(7);
    const guest = await call(null, { method: 'GET', url: '/api/admin/dashboard' });
    expect(guest.statusCode).toBe(401);
    expect(json(guest).code).toBe(ErrorCode.Unauthenticated);
    for (const who of ['employee', 'company', 'sale', 'leader']) {
      const res = await call(who, { method: 'GET', url: '/api/admin/dashboard?days=30' });
      expect(res.statusCode, who).toBe(403);
      expect(json(res), who).toMatchObject({
        code: ErrorCode.Forbidden,
        message: errorMessages[ErrorCode.Forbidden],
      });
      expect(json(res).data, who).toBeUndefined();
    }
  });

  it('takes 7, 30 or 90 days (7 by default) and refuses any other period with the Vietnamese message', async () => {
    for (const days of [7, 30, 90] as const) {
      const d = await dashboard(days);
      expect(d.days).toBe(days);
      expect(d.to).toBe(todayInVietnam());
      expect(d.registrations).toHaveLength(days);
      expect(d.applications).toHaveLength(days);
      expect(d.registrations[0].date).toBe(d.from);
      expect(d.registrations.at(-1).date).toBe(d.to);
    }
    for (const bad of ['5', '0', 'abc', '7.5', '-7']) {
      const res = await call('admin', { method: 'GET', url: `/api/admin/dashboard?days=${bad}` });
      expect(res.statusCode, bad).toBe(422);
      expect(json(res).code).toBe(ErrorCode.Validation);
      expect(json(res).errors).toEqual({ days: ['Khoảng thời gian chỉ nhận 7, 30 hoặc 90 ngày'] });
    }
  });

  it('counts accounts and jobs as SQL does on the seeded data', async () => {
    const d = await dashboard(30);
    const accounts = await rows<{ type: string | null; status: string; n: number }>(
      sql`select type::text, status::text, count(*)::int as n from users group by 1, 2`,
    );
    expect(
      Object.fromEntries(
        d.accounts.map((c: { type: string | null; status: string; count: number }) => [
          `${c.type}/${c.status}`,
          c.count,
        ]),
      ),
    ).toEqual(Object.fromEntries(accounts.map((r) => [`${r.type}/${r.status}`, Number(r.n)])));
    const today = todayInVietnam();
    const jobs = await rows<{ state: string; kind: string; n: number }>(sql`
      select case when status = 'approved' and deadline < ${today}::date then 'expired' else status::text end as state,
             kind, count(*)::int as n from jobs group by 1, 2`);
    expect(jobs.length).toBeGreaterThan(0);
    expect(
      Object.fromEntries(
        d.jobs.map((c: { state: string; kind: string; count: number }) => [`${c.state}/${c.kind}`, c.count]),
      ),
    ).toEqual(Object.fromEntries(jobs.map((r) => [`${r.state}/${r.kind}`, Number(r.n)])));
  });

  it('lists the waiting jobs and companies oldest first, with their totals', async () => {
    const company = await loginAs(t.app, DEMO.company);
    const posted = await postJob(t.app, company, { title: `Đơn hàng chờ duyệt bảng số liệu ${Date.now()}` });
    const d = await dashboard();
    const waitingJobs = await count(sql`select count(*)::int as n from jobs where status = 'waiting'`);
    expect(d.queue.jobs_total).toBe(waitingJobs);
    expect(d.queue.jobs.length).toBe(Math.min(waitingJobs, 10));
    const since = d.queue.jobs.map((j: { waiting_since: string }) => j.waiting_since);
    expect(since).toEqual([...since].sort());
    if (waitingJobs <= 10)
      expect(d.queue.jobs).toContainEqual(
        expect.objectContaining({
          id: posted.id,
          kind: 'labor_export',
          company_name: expect.stringContaining('Sao Mai'),
        }),
      );

    // Seeded: one company awaiting first approval; the one waiting for its own info is not the admin's.
    const waitingCompanies = await count(sql`
      select count(*)::int as n from users u join companies c on c.user_id = u.id
      where u.type = 'company' and u.parent_id is null and (u.status = 'wait_activation' or (u.status = 'wait_approval'
        and coalesce(c.tax_code, '') <> '' and coalesce(c.province_code, '') <> '' and coalesce(c.ward_code, '') <> ''
        and coalesce(c.address_detail, '') <> '' and coalesce(c.business_license_file, '') <> ''))`);
    expect(waitingCompanies).toBeGreaterThan(0);
    expect(d.queue.companies_total).toBe(waitingCompanies);
    const activation = await userIdByEmail(t, DEMO.companyWaitActivation);
    const ownInfo = await userIdByEmail(t, DEMO.companyWaitApproval);
    const ids = d.queue.companies.map((c: { user_id: number }) => c.user_id);
    expect(ids).toContain(activation);
    expect(ids).not.toContain(ownInfo);
  });

  it('counts applications per Vietnam day, by status, per destination and company, within the period only', async () => {
    const company = await loginAs(t.app, DEMO.company);
    const job = await postJob(t.app, company, { title: `Đơn hàng số liệu ứng tuyển ${Date.now()}` });
    const midnight = vnMidnightToday();
    const before = await dashboard(7);
    const beforeMonth = await dashboard(30);
    // 00:30 today in Vietnam is still yesterday in UTC: it belongs to today's bucket.
    await insertApplication(t, {
      jobId: job.id,
      status: 'interview',
      createdAt: new Date(midnight.getTime() + 30 * 60_000),
    });
    await insertApplication(t, { jobId: job.id, status: 'submitted' });
    // One minute before the 7-day period starts: only the 30-day period sees it.
    const sixDaysAgo = new Date(midnight.getTime() - 6 * DAY_MS - 60_000);
    await insertApplication(t, { jobId: job.id, status: 'rejected', createdAt: sixDaysAgo });

    const week = await dashboard(7);
    const month = await dashboard(30);
    const today = todayInVietnam();
    const todayOf = (d: {
      applications: { date: string; counts: Record<string, number>; total: number }[];
    }) => d.applications.find((a) => a.date === today);
    expect(todayOf(week)?.counts.interview).toBe((todayOf(before)?.counts.interview ?? 0) + 1);
    expect(todayOf(week)?.total).toBe((todayOf(before)?.total ?? 0) + 2);
    const statusOf = (d: { applications_by_status: { status: string; count: number }[] }, s: string) =>
      d.applications_by_status.find((r) => r.status === s)?.count;
    expect(statusOf(week, 'rejected')).toBe(statusOf(before, 'rejected'));
    expect(statusOf(month, 'rejected')).toBe((statusOf(beforeMonth, 'rejected') ?? 0) + 1);

    // Every figure against SQL over the same period.
    for (const d of [week, month]) {
      const from = new Date(`${d.from}T00:00:00+07:00`);
      const byStatus = await rows<{ status: string; n: number }>(
        sql`select status::text, count(*)::int as n from applications where created_at >= ${from.toISOString()}::timestamptz group by 1`,
      );
      const expected = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0]));
      for (const r of byStatus) expected[r.status] = Number(r.n);
      expect(
        Object.fromEntries(
          d.applications_by_status.map((r: { status: string; count: number }) => [r.status, r.count]),
        ),
      ).toEqual(expected);
      const perDay = d.applications.reduce((a: number, r: { total: number }) => a + r.total, 0);
      expect(perDay).toBe(Object.values(expected).reduce((a, b) => a + b, 0));

      const companies = await rows<{ id: number; n: number }>(sql`
        select j.company_id as id, count(*)::int as n from applications a join jobs j on j.id = a.job_id
        where a.created_at >= ${from.toISOString()}::timestamptz group by 1 order by 2 desc, 1 limit 10`);
      const got = new Map(
        d.top_companies.map((c: { id: number; applications: number }) => [c.id, c.applications]),
      );
      for (const c of companies) if (got.has(Number(c.id))) expect(got.get(Number(c.id))).toBe(Number(c.n));
      const nations = await rows<{ code: string; n: number }>(sql`
        select j.nation_code as code, count(*)::int as n from applications a join jobs j on j.id = a.job_id
        where a.created_at >= ${from.toISOString()}::timestamptz group by 1`);
      for (const nation of d.top_nations)
        expect(nation.applications).toBe(Number(nations.find((r) => r.code === nation.code)?.n));
      const registered = await count(
        sql`select count(*)::int as n from users where created_at >= ${from.toISOString()}::timestamptz`,
      );
      expect(d.registrations.reduce((a: number, r: { total: number }) => a + r.total, 0)).toBe(registered);
    }
    const companyId = await companyOfJob(t, job.id);
    const ours = month.top_companies.find((c: { id: number }) => c.id === companyId);
    expect(ours?.applications).toBeGreaterThanOrEqual(3);
    const japan = month.top_nations.find((n: { code: string }) => n.code === 'JP');
    expect(japan?.name).toBeTruthy();
    expect(japan.open_jobs).toBe(
      await count(
        sql`select count(*)::int as n from jobs where nation_code = 'JP' and status = 'approved' and deadline >= ${today}::date`,
      ),
    );
  });

  it('counts a new registration on today, as a company or in "other"', async () => {
    const before = await dashboard(7);
    await t.database.db.execute(
      sql`insert into users (type, status, name, email) values ('sale', 'activated', 'Nhân viên bảng số liệu', ${`sale.bangsolieu.${Date.now()}@example.com`})`,
    );
    const after = await dashboard(7);
    const last = (d: { registrations: { other: number; total: number }[] }) => d.registrations.at(-1);
    expect(last(after)?.other).toBe((last(before)?.other ?? 0) + 1);
    expect(last(after)?.total).toBe((last(before)?.total ?? 0) + 1);
  });
});
