import { TOTAL_COUNT_CAP, todayInVietnam, ZJobSearchQuery } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPublicJobs, RANK_WINDOW, SCAN_WINDOW } from '../src/modules/jobs/job-list.ts';
import { rowsOf, type WordStats } from '../src/modules/jobs/search-stats.ts';
import { useTestApp } from './helpers.ts';
import { addJobs, createCompany, jobSpec } from './support/public-jobs.ts';

/**
 * "Phù hợp nhất" for a rare word with more than TOTAL_COUNT_CAP matches on a site with more than
 * SCAN_WINDOW jobs (ADR 0024, amended 2026-11-27): the matches among the newest SCAN_WINDOW jobs
 * are ranked (at most RANK_WINDOW), older matches follow newest first — the bound a common word's
 * search already had; before, the newest RANK_WINDOW matches were ranked wherever they were, which
 * took a walk of ~163,000 feed entries for a word in 0.12 % of a million jobs.
 */

describe('the ranked window of a rare word on a large site', () => {
  const t = useTestApp();
  const today = todayInVietnam();
  let recent: { id: number; first: boolean }[] = [];
  let older: number[] = [];

  beforeAll(async () => {
    const company = await createCompany(t);
    const [filler, plain, leading] = await addJobs(t, company, [
      jobSpec({ title: 'Đơn hàng lắp ráp linh kiện tại Saitama' }),
      jobSpec({ title: 'Đơn hàng đóng gói Yankee tại Gunma' }),
      jobSpec({ title: 'Yankee: đơn hàng may mặc tại Aichi' }),
    ]);
    // Copies straight in SQL: matches months old, more jobs than the window since, and a few
    // matches (a third leading with the word) among the newest.
    const copy = (model: number | undefined, n: number, from: string, step: string) => sql`
      INSERT INTO jobs (company_id, kind, status, title, slug, nation_code, work_id, quantity, deadline,
        description, search_text, approved_at, published_at)
      SELECT company_id, kind, status, title, slug || '-' || ${from} || g, nation_code, work_id, quantity,
        deadline, description, search_text, approved_at,
        now() - ${from}::interval - g * ${step}::interval
      FROM jobs, generate_series(1, ${n}) g WHERE id = ${model}::bigint`;
    await t.database.db.execute(copy(plain, TOTAL_COUNT_CAP + 50, '365 days', '1 minute'));
    // Older matches leading with the word: ranked first if the window were the newest matches.
    await t.database.db.execute(copy(leading, 40, '300 days', '1 minute'));
    await t.database.db.execute(copy(filler, SCAN_WINDOW + 10, '1 day', '1 second'));
    await t.database.db.execute(copy(plain, 20, '0 seconds', '1 second'));
    await t.database.db.execute(copy(leading, 10, '0 seconds', '1.5 seconds'));
    // In the window: published no earlier than the newest SCAN_WINDOW approved jobs.
    const rows = rowsOf(
      await t.database.db.execute(sql`
        WITH start AS (
          SELECT published_at FROM jobs WHERE status = 'approved'
          ORDER BY published_at DESC, id DESC OFFSET ${SCAN_WINDOW} LIMIT 1)
        SELECT id, title LIKE 'Yankee%' AS first, published_at >= (SELECT published_at FROM start) AS recent
        FROM jobs WHERE title LIKE '%Yankee%' ORDER BY published_at DESC, id DESC`),
    );
    recent = rows
      .filter((r) => r.recent === true)
      .map((r) => ({ id: Number(r.id), first: r.first === true }));
    older = rows.filter((r) => r.recent !== true).map((r) => Number(r.id));
  }, 120_000);

  const list = async (page: number, stats: WordStats) => {
    const q = ZJobSearchQuery.parse({ search: 'yankee', sort: 'phu-hop-nhat', limit: 25, page });
    return listPublicJobs(t.database.db, q, today, stats);
  };

  it('ranks the matches among the newest jobs, then lists the older ones newest first', async () => {
    // The 30 recent copies and the two models (published days ago, still among the newest jobs).
    expect(recent.length).toBeGreaterThanOrEqual(30);
    expect(recent.length).toBeLessThan(RANK_WINDOW);
    expect(older.length).toBeGreaterThan(TOTAL_COUNT_CAP);
    const expected = [
      ...recent.filter((m) => m.first).map((m) => m.id),
      ...recent.filter((m) => !m.first).map((m) => m.id),
      ...older,
    ].slice(0, 75);
    // Walked (no statistics) or, by the statistics, sorted: the same ranked window.
    for (const stats of [
      { shares: new Map(), floor: 0, rows: 0 },
      { shares: new Map([['yankee', 0.001]]), floor: 0.001, rows: 1_000_000 },
    ] satisfies WordStats[]) {
      const pages = [await list(1, stats), await list(2, stats), await list(3, stats)];
      expect(pages[0]).toMatchObject({ total: TOTAL_COUNT_CAP, total_capped: true, keyword_match: 'words' });
      expect(pages.flatMap((p) => p.items.map((j) => j.id))).toEqual(expected);
    }
  });
});
