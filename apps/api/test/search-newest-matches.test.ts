import { TOTAL_COUNT_CAP, todayInVietnam, ZJobSearchQuery } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPublicJobs, newestMatchesBy, RANK_WINDOW } from '../src/modules/jobs/job-list.ts';
import type { WordStats } from '../src/modules/jobs/search-stats.ts';
import { rowsOf } from '../src/modules/jobs/search-stats.ts';
import { useTestApp } from './helpers.ts';
import { addJobs, createCompany, jobSpec } from './support/public-jobs.ts';

/**
 * A rare word with more than TOTAL_COUNT_CAP matches: "phù hợp nhất" ranks its newest RANK_WINDOW
 * matches, then older ones follow newest first (ADR 0024). Those newest matches are read by walking
 * the feed index or by sorting what the words index selects, whichever the statistics say reads
 * less (docs/performance.md); both must give the same list.
 */

describe('which way the newest matches of a rare word are read', () => {
  it('sorts the words index’s matches when the word is rare among many jobs, else walks the feed', () => {
    // 0.1 % of a million: 1,000 heap pages against a walk of 200,000 entries.
    expect(newestMatchesBy(0.001, 1_000_000, RANK_WINDOW)).toBe('index');
    // 4 % of a million: 40,000 heap pages against a walk of 5,000 entries.
    expect(newestMatchesBy(0.04, 1_000_000, RANK_WINDOW)).toBe('scan');
    // 2 % of 100,000: 2,000 heap pages against a walk of 10,000 entries (833 pages).
    expect(newestMatchesBy(0.02, 100_000, RANK_WINDOW)).toBe('scan');
    // Deeper pages need a longer walk; the sort's cost stays.
    expect(newestMatchesBy(0.006, 1_000_000, RANK_WINDOW)).toBe('scan');
    expect(newestMatchesBy(0.006, 1_000_000, 2_000)).toBe('index');
    // No statistics (a database never analysed): the walk, which needs none.
    expect(newestMatchesBy(0, 1_000_000, RANK_WINDOW)).toBe('scan');
    expect(newestMatchesBy(0.001, 0, RANK_WINDOW)).toBe('scan');
  });
});

describe('"phù hợp nhất" over more than the cap of matches', () => {
  const t = useTestApp();
  const today = todayInVietnam();
  /** Every match, newest first, with whether its title starts with the word. */
  let matches: { id: number; first: boolean }[] = [];

  beforeAll(async () => {
    const company = await createCompany(t);
    const [plain, leading] = await addJobs(t, company, [
      jobSpec({ title: 'Đơn hàng đóng gói Zulu tại Gunma' }),
      jobSpec({ title: 'Zulu: đơn hàng lắp ráp tại Aichi' }),
    ]);
    // Copies straight in SQL, a second apart; every seventh leads with the word, so the ranking
    // reorders the newest RANK_WINDOW.
    await t.database.db.execute(sql`
      INSERT INTO jobs (company_id, kind, status, title, slug, nation_code, work_id, quantity, deadline,
        description, search_text, approved_at, published_at)
      SELECT company_id, kind, status, title, slug || '-' || g, nation_code, work_id, quantity, deadline,
        description, search_text, approved_at, now() - make_interval(secs => g)
      FROM jobs, generate_series(1, ${TOTAL_COUNT_CAP + 100}) g
      WHERE id = CASE WHEN g % 7 = 0 THEN ${leading}::bigint ELSE ${plain}::bigint END`);
    const rows = rowsOf(
      await t.database.db.execute(sql`
        SELECT id, title LIKE 'Zulu%' AS first FROM jobs WHERE title LIKE '%Zulu%'
        ORDER BY published_at DESC, id DESC`),
    );
    matches = rows.map((r) => ({ id: Number(r.id), first: r.first === true }));
  });

  const listAll = async (stats: WordStats, sort = 'phu-hop-nhat', pages = [1, 2, 3, 4]) => {
    const out: number[] = [];
    for (const page of pages) {
      const q = ZJobSearchQuery.parse({ search: 'zulu', sort, limit: 90, page });
      const list = await listPublicJobs(t.database.db, q, today, stats);
      expect(list).toMatchObject({ total: TOTAL_COUNT_CAP, total_capped: true, keyword_match: 'words' });
      out.push(...list.items.map((j) => j.id));
    }
    return out;
  };

  it('ranks the newest 200 (the title leading with the word first), then the older newest first, read either way', async () => {
    expect(matches.length).toBe(TOTAL_COUNT_CAP + 102);
    const window = matches.slice(0, RANK_WINDOW);
    const expected = [
      ...window.filter((m) => m.first),
      ...window.filter((m) => !m.first),
      ...matches.slice(RANK_WINDOW),
    ]
      .map((m) => m.id)
      .slice(0, 360);
    // The same word, rare among a million jobs: sorted from the words index.
    const rareAmongMany: WordStats = { shares: new Map([['zulu', 0.001]]), floor: 0.001, rows: 1_000_000 };
    expect(newestMatchesBy(0.001, rareAmongMany.rows, RANK_WINDOW)).toBe('index');
    const sortedRead = await listAll(rareAmongMany);
    // Common enough (but under COMMON_WORD_SHARE) to be met soon on a walk of the feed.
    const walked = await listAll({ shares: new Map([['zulu', 0.04]]), floor: 0.001, rows: 30_000 });
    expect(newestMatchesBy(0.04, 30_000, RANK_WINDOW)).toBe('scan');
    expect(sortedRead).toEqual(expected);
    expect(walked).toEqual(expected);
  });

  it('lists them newest first, down to a deep page, read either way', async () => {
    const pages = [1, 2, 11];
    const expected = [...matches.slice(0, 180), ...matches.slice(900, 990)].map((m) => m.id);
    const rareAmongMany: WordStats = { shares: new Map([['zulu', 0.001]]), floor: 0.001, rows: 1_000_000 };
    expect(newestMatchesBy(0.001, rareAmongMany.rows, 990)).toBe('index');
    expect(await listAll(rareAmongMany, 'moi-nhat', pages)).toEqual(expected);
    const commonish: WordStats = { shares: new Map([['zulu', 0.04]]), floor: 0.001, rows: 100_000 };
    expect(newestMatchesBy(0.04, commonish.rows, 990)).toBe('scan');
    expect(await listAll(commonish, 'moi-nhat', pages)).toEqual(expected);
  });
});
