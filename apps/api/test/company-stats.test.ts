import { APPLICATION_STATUSES, STATS_PERIOD_INVALID, todayInVietnam } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordApplicationEvent } from '../src/modules/applications/applications.repo.ts';
import { addDays } from '../src/modules/company-stats/company-stats.service.ts';
import { writeBatch } from '../src/modules/jobs/job-views.ts';
import { rowsOf } from '../src/modules/jobs/search-stats.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { insertApplication } from './support/applications.ts';

describe('GET company/stats (issue 14 item 2)', () => {
  const t = useTestApp({ JOB_VIEWS_FLUSH_MS: '600000' });
  const tokens: Record<string, string> = {};
  let companyId = 0;
  let otherJob = 0;

  const q = async (query: string) => rowsOf(await t.database.db.execute(sql.raw(query)));
  const stats = (token: string | undefined, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/company/stats${query}`, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    for (const [k, email] of Object.entries({
      company: DEMO.company,
      staff: DEMO.companyStaff,
      employee: DEMO.employee,
      admin: DEMO.admin,
      subAdmin: DEMO.subAdmin,
    }))
      tokens[k] = await loginAs(t.app, email);
    const [c] = await q(
      `SELECT c.id FROM companies c JOIN users u ON u.id = c.user_id WHERE u.email = '${DEMO.company}'`,
    );
    companyId = Number(c?.id);
    const [o] = await q(`SELECT id FROM jobs WHERE company_id <> ${companyId} ORDER BY id LIMIT 1`);
    otherJob = Number(o?.id);
  });

  it('refuses guests (401), employees and admins (403), and periods other than 7/30/90 (422)', async () => {
    expect((await stats(undefined)).statusCode).toBe(401);
    for (const who of ['employee', 'admin', 'subAdmin'])
      expect((await stats(tokens[who])).statusCode).toBe(403);
    const bad = await stats(tokens.company, '?days=15');
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors?.days).toEqual([STATS_PERIOD_INVALID]);
    expect((await stats(tokens.company, '?days=abc')).statusCode).toBe(422);
    // Another company's job is "not found", as a missing one.
    expect((await stats(tokens.company, `?job_id=${otherJob}`)).statusCode).toBe(404);
    expect((await stats(tokens.company, '?job_id=999999999')).statusCode).toBe(404);
  });

  it('gives figures equal to counts made in SQL on the seeded data, the same to a sub-user', async () => {
    const res = await stats(tokens.company, '?days=90');
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    const today = todayInVietnam();
    const from = addDays(today, -89);
    expect(data).toMatchObject({ days: 90, from, to: today });
    expect(data.daily).toHaveLength(90);

    const states =
      await q(`SELECT CASE WHEN status = 'approved' AND deadline < '${today}'::date THEN 'expired'
      ELSE status::text END AS s, count(*)::int AS n FROM jobs WHERE company_id = ${companyId} GROUP BY 1`);
    const expectedStates = { waiting: 0, approved: 0, expired: 0, rejected: 0, disabled: 0 } as Record<
      string,
      number
    >;
    for (const r of states) expectedStates[String(r.s)] = Number(r.n);
    expect(data.jobs_by_state).toEqual(expectedStates);

    const inPeriod = `FROM applications a JOIN jobs j ON j.id = a.job_id WHERE j.company_id = ${companyId}
      AND a.created_at >= ('${from}'::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh')`;
    const [total] = await q(`SELECT count(*)::int AS n ${inPeriod}`);
    expect(Number(total?.n)).toBeGreaterThan(0); // the demo company has applications
    expect(data.totals.applications).toBe(Number(total?.n));
    const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0]));
    for (const r of await q(`SELECT a.status::text AS s, count(*)::int AS n ${inPeriod} GROUP BY 1`))
      byStatus[String(r.s)] = Number(r.n);
    expect(data.by_status).toEqual(byStatus);
    expect(data.funnel[0]).toEqual({ status: 'submitted', count: Number(total?.n) });
    for (let i = 1; i < data.funnel.length; i += 1)
      expect(data.funnel[i].count).toBeLessThanOrEqual(data.funnel[i - 1].count);

    // The sub-user sees the same figures of the company's jobs.
    expect(json(await stats(tokens.staff, '?days=90')).data).toEqual(data);
  });

  it("counts what the test adds: views, applications, the funnel, first response, closing soon; never another company's", async () => {
    const [mine] = await q(
      `SELECT id FROM jobs WHERE company_id = ${companyId} AND status = 'approved' ORDER BY id LIMIT 1`,
    );
    const jobId = Number(mine?.id);
    // A fresh deadline 3 days ahead puts the job in "closing soon".
    const deadline = addDays(todayInVietnam(), 3);
    await t.database.db.execute(
      sql`UPDATE jobs SET deadline = ${deadline}::date, expected_flight_date = NULL WHERE id = ${jobId}`,
    );
    const before = json(await stats(tokens.company, `?days=7&job_id=${jobId}`)).data;
    const beforeAll7 = json(await stats(tokens.company, '?days=7')).data;

    const today = todayInVietnam();
    await writeBatch(
      t.database.db,
      [
        { jobId, day: today, visitor: 'a' },
        { jobId, day: today, visitor: 'b' },
        { jobId: otherJob, day: today, visitor: 'c' },
      ],
      [
        { jobId, day: today, n: 5 },
        { jobId: otherJob, day: today, n: 7 },
      ],
      null,
    );
    // Two applications now: one answered after 2 hours and moved on to interview, one waiting.
    const sent = new Date(Date.now() - 3 * 3600_000);
    const answered = await insertApplication(t, { jobId, createdAt: sent, status: 'interview' });
    await recordApplicationEvent(t.database.db, {
      applicationId: answered,
      actorId: null,
      from: 'submitted',
      to: 'reviewing',
      at: new Date(sent.getTime() + 2 * 3600_000),
    });
    await recordApplicationEvent(t.database.db, {
      applicationId: answered,
      actorId: null,
      from: 'reviewing',
      to: 'interview',
    });
    await insertApplication(t, { jobId });
    await insertApplication(t, { jobId: otherJob });

    const after = json(await stats(tokens.company, `?days=7&job_id=${jobId}`)).data;
    expect(after.totals.views).toBe(before.totals.views + 2);
    expect(after.totals.search_appearances).toBe(before.totals.search_appearances + 5);
    expect(after.totals.applications).toBe(before.totals.applications + 2);
    expect(after.daily.at(-1)).toMatchObject({ day: today, views: before.daily.at(-1).views + 2 });
    expect(after.by_status.interview).toBe(before.by_status.interview + 1);
    const step = (d: { funnel: { status: string; count: number }[] }, s: string) =>
      d.funnel.find((f) => f.status === s)?.count;
    expect(step(after, 'submitted')).toBe((step(before, 'submitted') ?? 0) + 2);
    expect(step(after, 'reviewing')).toBe((step(before, 'reviewing') ?? 0) + 1);
    expect(step(after, 'interview')).toBe((step(before, 'interview') ?? 0) + 1);
    expect(after.first_response.responded).toBe(before.first_response.responded + 1);
    expect(after.first_response.waiting).toBe(before.first_response.waiting + 1);
    if (before.first_response.responded === 0) {
      expect(after.first_response.median_hours).toBe(2);
      expect(after.first_response.average_hours).toBe(2);
    }
    expect(after.closing_soon).toEqual([
      { id: jobId, name: expect.any(String), deadline, days_left: 3, applications: expect.any(Number) },
    ]);

    // The whole company: this job's additions, nothing of the other company's job.
    const all7 = json(await stats(tokens.company, '?days=7')).data;
    expect(all7.totals.views).toBe(beforeAll7.totals.views + 2);
    expect(all7.totals.search_appearances).toBe(beforeAll7.totals.search_appearances + 5);
    expect(all7.totals.applications).toBe(beforeAll7.totals.applications + 2);
    expect(all7.per_job.map((j: { id: number }) => j.id)).not.toContain(otherJob);
    expect(all7.per_job.find((j: { id: number }) => j.id === jobId)).toMatchObject({
      views: after.totals.views,
      applications: after.totals.applications,
    });
    expect(all7.closing_soon.map((j: { id: number }) => j.id)).toContain(jobId);
  });
});
