import { CUSTOMER_STAGES, ErrorCode, errorMessages, todayInVietnam } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './admin-users.helpers.ts';
import { json, loginAs, useTestApp } from './helpers.ts';
import { insertApplication } from './support/applications.ts';
import { customerKit } from './support/customers.ts';
import { futureDate, postJob } from './support/jobs.ts';

const DAY_MS = 86_400_000;
/** A Vietnam day `days` from today (negative: in the past). */
const day = (days: number) => (days >= 0 ? futureDate(days) : pastDate(-days));
function pastDate(days: number) {
  const d = new Date(`${todayInVietnam()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

type Dashboard = {
  today: string;
  from: string;
  customers_total: number;
  stages: { stage: string; count: number }[];
  follow_ups: {
    today_total: number;
    overdue_total: number;
    items: { id: number; overdue: boolean; next_follow_up_on: string }[];
  };
  activity: { date: string; jobs: number; applications: number }[];
  conversion: { prospects: number; invited: number; activated: number; contracted: number };
  team?: {
    id: number;
    type: string;
    customers: number;
    due_today: number;
    overdue: number;
    contracted: number;
    jobs: number;
    applications: number;
  }[];
};

describe('sales dashboards: GET sale/dashboard, GET leader-sale/dashboard (issue 15 item 4)', () => {
  const t = useTestApp({ ACCOUNT_RATE_LIMIT_MAX: '1000' });
  const k = customerKit(t);
  /** A team of this file's own: a leader, two sales in it, and a sale of another team. */
  const team = {} as Record<'leader' | 'a' | 'b' | 'outsider', { id: number; token: string }>;
  let jobId = 0;

  const count = async (query: ReturnType<typeof sql>) =>
    Number(((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n);
  /** The scope of a sale (its own) or a leader (itself and its sales), as SQL over `customers c`. */
  const scopeSql = (ids: number[]) => sql`c.sale_id in (${sql.join(ids, sql`, `)})`;
  const since = () => new Date(Date.parse(`${todayInVietnam()}T00:00:00+07:00`) - 29 * DAY_MS);

  const dash = async (token: string, url = '/sale/dashboard'): Promise<Dashboard> => {
    const res = await k.call(token, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };

  beforeAll(async () => {
    await k.signIn();
    team.leader = await k.salesAccount('leader_sale');
    team.a = await k.salesAccount();
    team.b = await k.salesAccount();
    team.outsider = await k.salesAccount();
    for (const m of [team.a, team.b]) {
      const res = await k.call(k.tokens.admin, 'PUT', `/customer/sales/${m.id}`, {
        leader_id: team.leader.id,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Sale A: five prospects at different stages and follow-ups, and one registered company with a job
    // and applications; sale B: two; the leader: one; the outsider: one due today.
    await k.prospect({ sale_id: team.a.id, stage: 'new', next_follow_up_on: day(0) });
    await k.prospect({ sale_id: team.a.id, stage: 'contacted', next_follow_up_on: day(-3) });
    await k.prospect({ sale_id: team.a.id, stage: 'consulting', next_follow_up_on: day(-1) });
    await k.prospect({ sale_id: team.a.id, stage: 'contracted', next_follow_up_on: day(5) });
    await k.prospect({ sale_id: team.a.id, stage: 'lost' });
    await k.prospect({ sale_id: team.b.id, stage: 'contracted', next_follow_up_on: day(0) });
    await k.prospect({ sale_id: team.b.id, stage: 'paused', next_follow_up_on: day(-10) });
    await k.prospect({ sale_id: team.leader.id, stage: 'consulting', next_follow_up_on: day(0) });
    await k.prospect({ sale_id: team.outsider.id, stage: 'new', next_follow_up_on: day(0) });

    const body = newAccount({ type: 'company', name: 'Công ty Cổ phần Nhân lực Bảng Số' });
    const made = await k.call(k.tokens.admin, 'POST', '/admin/user', {
      ...body,
      status: 'activated',
      company_name: 'Công ty Cổ phần Nhân lực Bảng Số',
    });
    expect(made.statusCode, made.body).toBe(200);
    const companyUser = json(made).data.id as number;
    const linked = await k.call(k.tokens.admin, 'POST', '/customer/create-user', {
      company_name: 'Nhân lực Bảng Số',
      company_id: companyUser,
      sale_id: team.a.id,
      stage: 'contracted',
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const companyToken = await loginAs(t.app, body.email, body.password);
    jobId = (await postJob(t.app, companyToken)).id;
    await insertApplication(t, { jobId });
    await insertApplication(t, { jobId });
    // An application from before the window is not counted.
    await insertApplication(t, { jobId, createdAt: new Date(since().getTime() - DAY_MS) });
  });

  it('refuses guests (401) and employee, company, admin, sub_admin and the other sales type (403)', async () => {
    for (const [url, other] of [
      ['/sale/dashboard', 'leaderSale'],
      ['/leader-sale/dashboard', 'sale'],
    ] as const) {
      expect((await k.call(undefined, 'GET', url)).statusCode).toBe(401);
      for (const role of ['employee', 'company', 'admin', 'subAdmin', other] as const) {
        const res = await k.call(k.tokens[role], 'GET', url);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(json(res)).toMatchObject({
          code: ErrorCode.Forbidden,
          message: errorMessages[ErrorCode.Forbidden],
        });
      }
    }
  });

  it('is the static path, not GET sale/:id with id "dashboard"', async () => {
    const d = await dash(team.a.token);
    expect(d.today).toBe(todayInVietnam());
    expect(d.stages.map((s) => s.stage)).toEqual([...CUSTOMER_STAGES]);
    expect(d.activity).toHaveLength(30);
    expect(d.activity[0]?.date).toBe(d.from);
    expect(d.activity.at(-1)?.date).toBe(d.today);
  });

  it("a sale's figures are its own customers', equal to independent SQL counts", async () => {
    const d = await dash(team.a.token);
    const scope = scopeSql([team.a.id]);
    const today = todayInVietnam();
    expect(d.customers_total).toBe(6);
    expect(d.customers_total).toBe(await count(sql`select count(*)::int n from customers c where ${scope}`));
    for (const s of d.stages)
      expect(s.count, s.stage).toBe(
        await count(
          sql`select count(*)::int n from customers c where ${scope} and c.stage = ${s.stage}::customer_stage`,
        ),
      );
    expect(d.stages.find((s) => s.stage === 'contracted')?.count).toBe(2);
    expect(d.follow_ups.today_total).toBe(1);
    expect(d.follow_ups.overdue_total).toBe(2);
    expect(d.follow_ups.overdue_total).toBe(
      await count(
        sql`select count(*)::int n from customers c where ${scope} and c.next_follow_up_on < ${today}::date`,
      ),
    );
    // Overdue first, the oldest first; today's last; nothing upcoming.
    expect(d.follow_ups.items.map((i) => [i.next_follow_up_on, i.overdue])).toEqual([
      [day(-3), true],
      [day(-1), true],
      [today, false],
    ]);
    const jobs = d.activity.reduce((a, r) => a + r.jobs, 0);
    const apps = d.activity.reduce((a, r) => a + r.applications, 0);
    expect(jobs).toBe(1);
    expect(apps).toBe(2);
    expect(apps).toBe(
      await count(sql`select count(*)::int n from applications a join jobs j on j.id = a.job_id
        join companies co on co.id = j.company_id join customers c on c.company_user_id = co.user_id
        where ${scope} and a.created_at >= ${since().toISOString()}::timestamptz`),
    );
    expect(d.activity.find((r) => r.date === today)).toEqual({ date: today, jobs: 1, applications: 2 });
    expect(d.conversion).toEqual({ prospects: 5, invited: 0, activated: 0, contracted: 2 });
    // Another sale's customers are in no figure of A's.
    const b = await dash(team.b.token);
    expect(b).toMatchObject({ customers_total: 2, conversion: { contracted: 1 } });
    expect(b.follow_ups.items.every((i) => !d.follow_ups.items.some((j) => j.id === i.id))).toBe(true);
    expect(b.activity.every((r) => r.jobs === 0 && r.applications === 0)).toBe(true);
  });

  it("a leader's figures are its team's, with one row per member; another team's sale is not in them", async () => {
    const d = await dash(team.leader.token, '/leader-sale/dashboard');
    const members = [team.leader.id, team.a.id, team.b.id];
    expect(d.customers_total).toBe(9);
    expect(d.customers_total).toBe(
      await count(sql`select count(*)::int n from customers c where ${scopeSql(members)}`),
    );
    expect(d.follow_ups).toMatchObject({ today_total: 3, overdue_total: 3 });
    expect(d.conversion.contracted).toBe(3);
    expect(d.team?.map((r) => r.id)).toEqual([
      team.leader.id,
      ...[team.a.id, team.b.id].sort((x, y) => x - y),
    ]);
    expect(d.team?.find((r) => r.id === team.a.id)).toMatchObject({
      type: 'sale',
      customers: 6,
      due_today: 1,
      overdue: 2,
      contracted: 2,
      jobs: 1,
      applications: 2,
    });
    expect(d.team?.find((r) => r.id === team.b.id)).toMatchObject({
      customers: 2,
      overdue: 1,
      contracted: 1,
    });
    expect(d.team?.find((r) => r.id === team.leader.id)).toMatchObject({ type: 'leader_sale', customers: 1 });
    expect(d.team?.some((r) => r.id === team.outsider.id)).toBe(false);
    // A sale asking for the leader's dashboard is refused.
    expect((await k.call(team.a.token, 'GET', '/leader-sale/dashboard')).statusCode).toBe(403);
  });

  it("the demo seed's sale and leader have non-empty dashboards (README demo)", async () => {
    const d = await dash(k.tokens.sale);
    expect(d.customers_total).toBeGreaterThan(0);
    expect(d.follow_ups.today_total + d.follow_ups.overdue_total).toBeGreaterThan(0);
    expect(d.activity.reduce((a, r) => a + r.jobs + r.applications, 0)).toBeGreaterThan(0);
    const l = await dash(k.tokens.leaderSale, '/leader-sale/dashboard');
    expect(l.team?.length).toBeGreaterThanOrEqual(3);
    expect(l.team?.find((r) => r.id === k.ids.sale)?.customers).toBe(d.customers_total);
  });
});
