import { defaultJobSort, type JobCard, readSearchQuery, TOTAL_COUNT_CAP } from '@app/contract';
import { and, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { Params, runShaped } from '../../lib/prepared.ts';
import {
  filterConditions,
  type JobSearch,
  type KeywordAccess,
  type KeywordTerms,
  keywordCondition,
  type MatchMode,
  newest,
  orderFor,
  relevance,
} from './job-search.ts';
import { publicJobCondition } from './job-visibility.ts';
import { toJobCard } from './jobs.mapper.ts';
import { loadCardRows } from './jobs.repo.ts';
import { correctedUnits, keywordTerms, unitGroup } from './keyword-terms.ts';
import { scanWindowStart, type WordStats, wordStats } from './search-stats.ts';

/**
 * `GET /listJobs` (ADR 0012, ADR 0016): every query does bounded work at a million jobs. A count
 * reads at most TOTAL_COUNT_CAP + 1 matches; a keyword is read through its rare words' index
 * entries when few jobs match, and by walking the newest jobs in index order when many do; a
 * keyword that matches nothing is corrected through the vocabulary, never compared with every job.
 */

type Reader = Pick<Db, 'select' | 'execute'>;

/** A keyword of common words only is counted among the newest this many approved jobs. */
export const SCAN_WINDOW = 25_000;
/**
 * "Phù hợp nhất" ranks at most this many of the newest matches (on a site of more than SCAN_WINDOW
 * jobs, those among the newest SCAN_WINDOW); older matches follow, newest first.
 */
export const RANK_WINDOW = 200;
/**
 * Entries of the covering feed index per 8 KB page: it holds each job's `search_words` (≈ 16 per
 * page at 1M, freshly built; fewer as pages split). A `jobs` row is ≈ 1.6 KB, so reading a match
 * from the heap is a page per row.
 */
const FEED_ENTRIES_PER_PAGE = 12;

/**
 * How the newest `need` matches of a keyword with more than TOTAL_COUNT_CAP matches are read (the
 * same ids either way). `scan`: a walk of the feed index newest first, checking each entry's words
 * until `need` have matched — about need / share entries. `index`: every match the rare words' index
 * entries select (each a heap page), then the newest `need` by a top-N sort — about share × rows
 * pages. Without statistics (`share` or `rows` 0) the walk, which needs none. A word in 0.1 % of
 * a million jobs: a walk of 200,000 entries against 1,000 heap pages; one in 4 %: 5,000 entries
 * against 40,000 pages.
 */
export function newestMatchesBy(share: number, rows: number, need: number): KeywordAccess {
  if (share <= 0 || rows <= 0) return 'scan';
  return share * rows < need / share / FEED_ENTRIES_PER_PAGE ? 'index' : 'scan';
}

interface Search {
  q: JobSearch;
  today: string;
  terms: KeywordTerms | null;
  /** Rows of `jobs` by the statistics (0 when unknown). */
  rows: number;
}

/**
 * Filters alone are planned once per shape and connection; with a keyword the plan depends on the
 * words (rare words through their index, common ones on a walk), so it is made for each call.
 */
const planFor = (s: Search) => (s.terms ? 'per-call' : 'kept');

/** Where the newest SCAN_WINDOW approved jobs end: a walk for common words reads no further. */
type ScanWindow = { publishedAt: string } | null;

/**
 * The list's condition with every value bound through `p` (lib/prepared.ts): its text depends only
 * on which filters are given, so the queries built on it are prepared once per shape.
 */
function where(p: Params, s: Search, access: KeywordAccess, window: ScanWindow = null): SQL {
  return and(
    publicJobCondition(p.one('today', s.today)),
    ...filterConditions(s.q, p),
    ...(s.terms ? [keywordCondition(s.terms, access, p)] : []),
    ...(window
      ? [sql`${jobs.publishedAt} >= ${p.one('window_start', window.publishedAt)}::timestamptz`]
      : []),
  ) as SQL;
}

/** Ids of public jobs matching `condition` in `order` (the page, related jobs, windows). */
export function matchIds(
  db: Reader,
  condition: SQL,
  order: SQL[],
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  return db
    .select({ id: jobs.id })
    .from(jobs)
    .where(condition)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/**
 * Counts matches up to TOTAL_COUNT_CAP + 1. `ordered`: read them newest first, so the planner walks
 * the feed index and stops (a keyword of common words, tested per row). Unordered, it reads the
 * cap's rows from whichever index holds the fewest entries to skip: a filter column's own covering
 * index (migration 0011), the feed, or a keyword's rare words. Ordered (a keyword's walk of the scan
 * window), it also returns the ids it read when they are at most the cap's: ranking the window's
 * matches then needs no second walk (ADR 0024).
 */
async function countUpTo(
  db: Reader,
  s: Search,
  access: KeywordAccess,
  ordered: boolean,
  window: ScanWindow = null,
): Promise<{ n: number; ids: number[] | null }> {
  const p = new Params();
  const condition = where(p, s, access, window);
  const withIds = ordered;
  const key = `count:${ordered}:${access}:${withIds}:${p.shape}`;
  const [row] = await runShaped(
    db,
    key,
    p.values,
    () => {
      const matched = db
        .select({ id: sql<number>`${jobs.id}`.as('id') })
        .from(jobs)
        .where(condition)
        .orderBy(...(ordered ? newest : []))
        .limit(TOTAL_COUNT_CAP + 1)
        .as('matched');
      return db
        .select({
          n: sql<number>`count(*)::int`,
          // Text, not bigint[]: node-postgres and PGlite answer it alike.
          ids: withIds ? sql<string | null>`string_agg(${matched.id}::text, ',')` : sql<null>`null`,
        })
        .from(matched);
    },
    planFor(s),
  );
  const n = row?.n ?? 0;
  const ids = withIds && n <= TOTAL_COUNT_CAP ? (row?.ids ? row.ids.split(',').map(Number) : []) : null;
  return { n, ids };
}

interface Counted {
  n: number;
  /** How the page reads the keyword. */
  access: KeywordAccess;
  /** Counted in the scan window only: there may be more. */
  lowerBound: boolean;
  /** The scan window's matches (when `lowerBound`), newest first. */
  ids: number[] | null;
}

async function count(db: Reader, s: Search): Promise<Counted> {
  if (!s.terms) {
    const { n } = await countUpTo(db, s, 'index', false);
    return { n, access: 'index', lowerBound: false, ids: null };
  }
  if (s.terms.rare.length > 0) {
    const { n } = await countUpTo(db, s, 'index', false);
    // Many matches: a page is found sooner by walking the list's index than by sorting them all.
    return { n, access: n > TOTAL_COUNT_CAP ? 'scan' : 'index', lowerBound: false, ids: null };
  }
  const start = await scanWindowStart(db, SCAN_WINDOW);
  const { n, ids } = await countUpTo(db, s, 'scan', true, start);
  if (start && n === 0) {
    // Common words that hardly ever meet ("nhat ban han quoc"): the index answers exactly.
    const exact = await countUpTo(db, s, 'index', false);
    return {
      n: exact.n,
      access: exact.n > TOTAL_COUNT_CAP ? 'scan' : 'index',
      lowerBound: false,
      ids: null,
    };
  }
  const lowerBound = start !== null && n <= TOTAL_COUNT_CAP;
  return { n, access: 'scan', lowerBound, ids: lowerBound ? ids : null };
}

async function pageIds(db: Reader, s: Search, access: KeywordAccess, q: JobSearch): Promise<number[]> {
  const sort = q.sort ?? 'moi-nhat';
  // Newest first through many matches of rare words: walked, or sorted when that reads less (the
  // ranked page's choice; a deep page needs a long walk).
  const by =
    access === 'scan' &&
    s.terms &&
    s.terms.rare.length > 0 &&
    (sort === 'moi-nhat' || sort === 'phu-hop-nhat')
      ? newestMatchesBy(s.terms.lookupShare, s.rows, offsetOf(q) + q.limit)
      : access;
  const p = new Params();
  const condition = where(p, s, by);
  const limit = p.one('limit', q.limit);
  const offset = p.one('offset', offsetOf(q));
  const order = by === access ? orderFor(sort, null) : newestOrder(by);
  const rows = await runShaped(
    db,
    `page:${sort}:${access}:${by}:${p.shape}`,
    p.values,
    () => matchIds(db, condition, order, limit, offset),
    planFor(s),
  );
  return rows.map((r) => r.id);
}

/**
 * Newest first in a form no index serves: with at most TOTAL_COUNT_CAP matches (read through the
 * words index) the planner then sorts them, instead of walking the feed in the hope of meeting
 * the page's matches soon (it walked all 70,000 public jobs at 100k for 173 matches).
 */
const newestSorted = [sql`${jobs.publishedAt} + interval '0 seconds' DESC`, sql`${jobs.id} + 0 DESC`];

/** Newest first: sorted when the words index reads the matches, else by walking the feed. */
const newestOrder = (access: KeywordAccess) => (access === 'index' ? newestSorted : [...newest]);

/** Ids in list order from the newest match on (older matches after the ranked window). */
function newestIds(db: Reader, s: Search, access: KeywordAccess, limit: number, offset: number) {
  const p = new Params();
  return matchIds(db, where(p, s, access), newestOrder(access), limit, offset).execute(p.values);
}

/**
 * "Phù hợp nhất" (ADR 0024), one statement per page. At most TOTAL_COUNT_CAP matches (the words
 * index found them): every match is ranked, whatever its age. Common words (read by walking the
 * feed): the newest matches are ranked, then older ones follow newest first — the matches of the
 * scan window when the count found fewer than the cap there (they are the newest ones; the count's
 * walk returned their ids, so they are read again by primary key, not by a second walk of the
 * window), else the newest RANK_WINDOW. On a job board the freshest of thousands of equal matches
 * come first, and no request ranks more than TOTAL_COUNT_CAP rows.
 */
async function rankedPageIds(db: Reader, s: Search, counted: Counted, q: JobSearch): Promise<number[]> {
  const terms = s.terms as KeywordTerms;
  const { access } = counted;
  const from = offsetOf(q);
  if (access === 'index') {
    const p = new Params();
    const rows = await matchIds(db, where(p, s, access), relevance(terms), q.limit, from).execute(p.values);
    return rows.map((r) => r.id);
  }
  // Many matches of rare words: the newest ones by a walk of the feed, or sorted from the words
  // index when the words are rare enough for that to read less.
  const newestBy = (need: number) =>
    terms.rare.length > 0 ? newestMatchesBy(terms.lookupShare, s.rows, need) : access;
  const by = newestBy(RANK_WINDOW);
  // The ranked matches when known by id: the scan window's (from the count of common words, or
  // walked here for rare words).
  const known = counted.lowerBound ? counted.ids : terms.rare.length > 0 ? await windowMatches(db, s) : null;
  const rankedCount = known ? known.length : RANK_WINDOW;
  const ids: number[] = [];
  if (from < rankedCount) {
    const p = new Params();
    const size = Math.min(q.limit, rankedCount - from);
    const candidates = known
      ? sql`${jobs.id} = ANY(${p.one('ids', `{${known.join(',')}}`)}::bigint[])`
      : // The newest matches, then ranked.
        inArray(jobs.id, matchIds(db, where(p, s, by), newestOrder(by), RANK_WINDOW, 0));
    const ranked = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(candidates)
      .orderBy(...relevance(terms))
      .limit(size)
      .offset(from)
      .execute(p.values);
    ids.push(...ranked.map((r) => r.id));
    // Fewer than RANK_WINDOW newest matches: they were every match, there is nothing older.
    if (!known && ranked.length < size) return ids;
  }
  if (from + q.limit > rankedCount) {
    const start = Math.max(from, rankedCount);
    const older = await newestIds(db, s, newestBy(from + q.limit), from + q.limit - start, start);
    ids.push(...older.map((r) => r.id));
  }
  return ids;
}

/**
 * The newest RANK_WINDOW matches among the newest SCAN_WINDOW public jobs, newest first (a walk of
 * at most the window's feed entries), or null when there are fewer jobs than the window (then a walk
 * of every job is short). A rare word's ranked window is bounded like a common word's (ADR 0024
 * amendment): "ky su da nang" in 0.12 % of a million jobs walked ~163,000 entries for its newest
 * 200; it ranks the ~30 of the newest 25,000, older matches follow newest first.
 */
async function windowMatches(db: Reader, s: Search): Promise<number[] | null> {
  const start = await scanWindowStart(db, SCAN_WINDOW);
  if (!start) return null;
  const p = new Params();
  const rows = await matchIds(db, where(p, s, 'scan', start), [...newest], RANK_WINDOW, 0).execute(p.values);
  return rows.map((r) => r.id);
}

export interface JobList {
  items: JobCard[];
  total: number;
  page: number;
  limit: number;
  total_capped: boolean;
  keyword_match: MatchMode | null;
}

/**
 * With a keyword, jobs containing every word answer. Only when there are none does the search try
 * look-alikes: each word found in no job replaced by the vocabulary's nearest words (a few edits
 * away, else the words it starts, else trigram look-alikes). Nothing near: an empty page.
 * `statistics`: the words' shares and the table's size, read from PostgreSQL's statistics when not
 * given; they choose how to read, never what is found.
 */
export async function listPublicJobs(
  db: Reader,
  query: JobSearch,
  today: string,
  statistics?: WordStats,
): Promise<JobList> {
  const q: JobSearch = { ...query, sort: query.sort ?? defaultJobSort(query.search) };
  const k = readSearchQuery(q.search);
  const stats =
    statistics ?? (k ? await wordStats(db) : { shares: new Map<string, number>(), floor: 0, rows: 0 });
  let s: Search = {
    q,
    today,
    terms: k ? keywordTerms(k, k.units.map(unitGroup), stats) : null,
    rows: stats.rows,
  };
  let match: MatchMode = 'words';
  let counted = await count(db, s);
  if (k && s.terms && counted.n === 0) {
    match = 'similar';
    const groups = await correctedUnits(db, k, stats.shares);
    if (groups) {
      const fixed: Search = { ...s, terms: keywordTerms(k, groups, stats) };
      const n = await count(db, fixed);
      if (n.n > 0) [s, counted] = [fixed, n];
    }
  }
  const ranked = q.sort === 'phu-hop-nhat' && s.terms !== null;
  const ids =
    counted.n === 0
      ? []
      : ranked
        ? await rankedPageIds(db, s, counted, q)
        : await pageIds(db, s, counted.access, q);
  const rows = await loadCardRows(db, ids);
  return {
    items: rows.map((r) => toJobCard(r, today)),
    total: Math.min(counted.n, TOTAL_COUNT_CAP),
    page: q.page,
    limit: q.limit,
    total_capped: counted.n > TOTAL_COUNT_CAP || counted.lowerBound,
    keyword_match: s.terms ? match : null,
  };
}
