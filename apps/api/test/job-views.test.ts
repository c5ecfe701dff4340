import { todayInVietnam } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeBatch } from '../src/modules/jobs/job-views.ts';
import { rowsOf } from '../src/modules/jobs/search-stats.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const OTHER_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('job views and search appearances (issue 14 item 3, ADR 0025)', () => {
  // The timer never fires during the test: every write is the test's own flush.
  const t = useTestApp({ JOB_VIEWS_FLUSH_MS: '600000' });
  let jobs: { id: number; slug: string }[] = [];

  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/listJobs?limit=3',
      headers: { 'user-agent': GOOGLEBOT },
    });
    jobs = json(res).data.items;
    expect(jobs.length).toBe(3);
  });

  const view = (job: { id: number; slug: string }, ua: string, ip = '203.0.113.7', token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/job/${job.id}/${job.slug}`,
      remoteAddress: ip,
      headers: { 'user-agent': ua, ...(token ? bearer(token) : {}) },
    });
  async function counts(jobId: number) {
    const rows = rowsOf(
      await t.database.db.execute(
        sql`SELECT views, search_appearances FROM job_daily_stats WHERE job_id = ${jobId} AND day = ${todayInVietnam()}::date`,
      ),
    );
    return rows[0] ? { views: Number(rows[0].views), appearances: Number(rows[0].search_appearances) } : null;
  }

  it('writes nothing per request, then counts a visitor once a day, another one again, crawlers never', async () => {
    const job = jobs[0] as { id: number; slug: string };
    expect((await view(job, BROWSER)).statusCode).toBe(200);
    expect((await view(job, BROWSER)).statusCode).toBe(200);
    // Nothing reached the database yet: views wait in memory for the flush.
    expect(await counts(job.id)).toBeNull();
    await t.app.jobViews.flush();
    expect((await counts(job.id))?.views).toBe(1);

    await view(job, BROWSER); // the same visitor after a flush: still once today
    await view(job, OTHER_BROWSER); // same address, another browser: another visitor
    await view(job, BROWSER, '198.51.100.20'); // another address
    await view(job, GOOGLEBOT, '66.249.66.1'); // a crawler
    await t.app.inject({
      method: 'GET',
      url: `/api/job/${job.id}/${job.slug}`,
      headers: { 'user-agent': '' },
    });
    await t.app.jobViews.flush();
    expect((await counts(job.id))?.views).toBe(3);
  });

  it('counts a signed-in reader once on every device and address', async () => {
    const job = jobs[1] as { id: number; slug: string };
    const token = await loginAs(t.app, DEMO.employee);
    await view(job, BROWSER, '203.0.113.50', token);
    await view(job, OTHER_BROWSER, '192.0.2.9', token);
    await t.app.jobViews.flush();
    expect((await counts(job.id))?.views).toBe(1);
  });

  it('dedupes in the database: a visitor another process already wrote is not counted again', async () => {
    const job = jobs[2] as { id: number; slug: string };
    const day = todayInVietnam();
    // Two processes flushing the same visitor, and a deleted job that must be skipped.
    await writeBatch(t.database.db, [{ jobId: job.id, day, visitor: 'v1' }], [], null);
    await writeBatch(
      t.database.db,
      [
        { jobId: job.id, day, visitor: 'v1' },
        { jobId: job.id, day, visitor: 'v2' },
        { jobId: 999_999_999, day, visitor: 'v1' },
      ],
      [{ jobId: 999_999_999, day, n: 4 }],
      null,
    );
    expect((await counts(job.id))?.views).toBe(2);
    // Visitors of past days are pruned; today's stay.
    await writeBatch(t.database.db, [{ jobId: job.id, day: '2020-01-01', visitor: 'old' }], [], null);
    await writeBatch(t.database.db, [], [], day);
    const left = rowsOf(
      await t.database.db.execute(
        sql`SELECT day::text AS day FROM job_view_visitors WHERE job_id = ${job.id}`,
      ),
    ).map((r) => r.day);
    expect(left).toEqual([day, day]);
  });

  it('counts appearances in search results once per list request, crawlers not, in one batch', async () => {
    const before = await Promise.all(jobs.map((j) => counts(j.id)));
    const list = (ua: string) =>
      t.app.inject({ method: 'GET', url: '/api/listJobs?limit=3', headers: { 'user-agent': ua } });
    const first = json(await list(BROWSER)).data.items.map((j: { id: number }) => j.id);
    expect(first).toEqual(jobs.map((j) => j.id));
    await list(OTHER_BROWSER);
    await list(GOOGLEBOT);
    for (const j of jobs)
      expect((await counts(j.id))?.appearances ?? 0).toBe(before[jobs.indexOf(j)]?.appearances ?? 0);
    await t.app.jobViews.flush();
    for (const [i, j] of jobs.entries())
      expect((await counts(j.id))?.appearances).toBe((before[i]?.appearances ?? 0) + 2);
  });

  it("shows the company its jobs' totals in its job list", async () => {
    const job = jobs[0] as { id: number; slug: string };
    const [owner] = rowsOf(
      await t.database.db.execute(
        sql`SELECT u.email FROM jobs j JOIN companies c ON c.id = j.company_id JOIN users u ON u.id = c.user_id WHERE j.id = ${job.id}`,
      ),
    );
    const token = await loginAs(t.app, String(owner?.email));
    const expected = await counts(job.id);
    let page = 1;
    let row: { views: number; search_appearances: number } | undefined;
    while (!row) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/company/jobs?limit=50&page=${page}`,
        headers: bearer(token),
      });
      const data = json(res).data;
      row = data.items.find((j: { id: number }) => j.id === job.id);
      if (data.items.length === 0) break;
      page += 1;
    }
    expect(row).toMatchObject({ views: expected?.views, search_appearances: expected?.appearances });
  });
});
