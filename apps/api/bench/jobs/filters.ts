/**
 * The filter suite: combinations of the job list's filters as the list page offers them (kind,
 * nation, province, field, occupation, tags, salary range, age, gender, education, deadline, the
 * four sorts; alone, in pairs and triples, with and without a keyword, deeper pages). Each goes
 * through the app's route and every statement is EXPLAIN ANALYZEd, as for the keyword suite. The
 * values are read from the seeded database (the most and least used provinces, fields, occupations
 * and tags), so the suite fits whatever the seed produced.
 */
import { type ExplainedRequest, explainRequest } from './keywords.ts';
import type { Probe } from './probe.ts';

/** PostgreSQL time (planning + execution) a filtered list may take at 1M (issue 11). */
export const FILTER_TARGET_MS = 5;
/** With a keyword, the keyword suite's bound applies. */
export const FILTER_KEYWORD_TARGET_MS = 20;

/** Each statement is EXPLAINed this many times and the fastest kept (the machine is shared). */
const FILTER_REPEATS = 3;

export const filterTargetMs = (query: string) =>
  /(^|&)search=/.test(query) ? FILTER_KEYWORD_TARGET_MS : FILTER_TARGET_MS;

export interface FilterResult extends ExplainedRequest {
  query: string;
}

async function mostUsed(probe: Probe, column: string, where = 'true'): Promise<string[]> {
  const { rows } = await probe.pool.query<{ v: string }>(
    `SELECT ${column}::text AS v FROM jobs WHERE status = 'approved' AND ${column} IS NOT NULL AND ${where}
     GROUP BY 1 ORDER BY count(*) DESC`,
  );
  return rows.map((r) => r.v);
}

async function mostUsedTags(probe: Probe): Promise<string[]> {
  const { rows } = await probe.pool.query<{ v: string }>(
    'SELECT tag_id::text AS v FROM job_tags GROUP BY 1 ORDER BY count(*) DESC',
  );
  return rows.map((r) => r.v);
}

const first = (list: string[]) => list[0] ?? '1';
const last = (list: string[]) => list[list.length - 1] ?? '1';

/** The combinations, as query strings of `GET /api/listJobs` (≥ 50). */
export async function filterQueries(probe: Probe): Promise<string[]> {
  const provinces = await mostUsed(probe, 'province_code', "kind = 'domestic'");
  const fields = await mostUsed(probe, 'field_id');
  const works = await mostUsed(probe, 'work_id');
  const tags = await mostUsedTags(probe);
  const nations = await mostUsed(probe, 'nation_code', "kind <> 'domestic'");
  const soon = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const [p1, p2, pRare] = [first(provinces), provinces[1] ?? first(provinces), last(provinces)];
  const [f1, fRare] = [first(fields), last(fields)];
  const [w1, wRare] = [first(works), last(works)];
  const [t1, t2, tRare] = [first(tags), tags[1] ?? first(tags), last(tags)];
  const nRare = last(nations);
  return [
    // One filter.
    '',
    'kind=labor_export',
    'kind=study_abroad',
    'kind=domestic',
    'nation=JP',
    'nation=TW',
    'nation=DE',
    `nation=${nRare}`,
    `province=${p1}`,
    `province=${pRare}`,
    `field=${f1}`,
    `field=${fRare}`,
    `work=${w1}`,
    `work=${wRare}`,
    `tag=${t1}`,
    `tag=${tRare}`,
    'salary_min=20000000',
    'salary_max=8000000',
    'salary_min=20000000&salary_max=40000000',
    'age=35',
    'gender=female',
    'education=high_school',
    `deadline_before=${soon}`,
    // The sorts.
    'sort=luong-cao-nhat',
    'sort=chi-phi-thap-nhat',
    'sort=han-nop-gan-nhat',
    // Pairs.
    'kind=labor_export&nation=JP',
    'kind=study_abroad&nation=KR',
    `kind=domestic&province=${p1}`,
    `kind=domestic&province=${pRare}`,
    'nation=JP&salary_min=30000000',
    `kind=labor_export&tag=${t1}`,
    `nation=TW&field=${f1}`,
    `nation=JP&work=${w1}`,
    'kind=labor_export&age=40',
    'kind=labor_export&gender=male',
    'kind=study_abroad&education=high_school',
    `nation=JP&deadline_before=${soon}`,
    'nation=JP,KR,TW',
    `province=${p1},${p2}`,
    `tag=${t1},${t2}`,
    // Triples and more (the nation + kind + salary of the load test first).
    'nation=JP&kind=labor_export&salary_min=20000000&salary_max=40000000',
    'nation=TW&kind=labor_export&salary_min=20000000&salary_max=30000000',
    'nation=KR&kind=study_abroad&salary_min=10000000&salary_max=50000000',
    'nation=DE&kind=labor_export&salary_min=30000000&salary_max=50000000',
    'nation=VN&kind=domestic&salary_min=10000000&salary_max=20000000',
    `kind=domestic&province=${p1}&salary_min=8000000`,
    `nation=JP&kind=labor_export&tag=${t1}`,
    'nation=JP&kind=labor_export&age=30&gender=female',
    `nation=JP&kind=labor_export&field=${f1}&education=high_school`,
    `kind=labor_export&nation=JP&salary_min=25000000&age=28&gender=male&education=middle_school&tag=${t1}`,
    // Filters with a sort.
    'nation=JP&kind=labor_export&sort=luong-cao-nhat',
    'kind=labor_export&nation=TW&sort=chi-phi-thap-nhat',
    `kind=domestic&province=${p1}&sort=han-nop-gan-nhat`,
    'salary_min=30000000&sort=luong-cao-nhat',
    // With a keyword.
    'search=ky%20su&nation=JP',
    'search=dieu%20duong&kind=labor_export&salary_min=20000000',
    `search=cong%20nhan&province=${p1}`,
    'search=thuc%20pham&nation=JP&sort=luong-cao-nhat',
    'search=phi%20hanh%20gia&nation=JP',
    // Deeper pages.
    'page=2',
    'page=20',
    'nation=JP&kind=labor_export&page=5',
  ];
}

export async function runFilterSuite(probe: Probe): Promise<FilterResult[]> {
  const results: FilterResult[] = [];
  for (const query of await filterQueries(probe)) {
    const url = query ? `/api/listJobs?${query}` : '/api/listJobs';
    results.push({ query, ...(await explainRequest(probe, url, FILTER_REPEATS)) });
  }
  return results;
}
