import { ErrorCode, type JobCard, type JobKind, TOTAL_COUNT_CAP } from '@app/contract';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { getJobCompanyCard } from '../companies/public-companies.service.ts';
import { loadVndRates } from './exchange-rates.ts';
import {
  filterConditions,
  type JobSearch,
  type Keyword,
  keywordCondition,
  type MatchMode,
  newest,
  orderFor,
  parseKeyword,
} from './job-search.ts';
import { publicJobCondition } from './job-visibility.ts';
import { toJobCard, toJobDetail } from './jobs.mapper.ts';
import { loadCardRows, loadJobLinks, selectCards } from './jobs.repo.ts';

type Reader = Pick<Db, 'select'>;

/** One search: the conditions and order of a list query, shared by its page and its count. */
export interface SearchPlan {
  where: SQL;
  order: SQL[];
  /** Ordered by relevance: computed per row, so only over the newest TOTAL_COUNT_CAP matches. */
  ranked: boolean;
}

export function searchPlan(q: JobSearch, k: Keyword | null, mode: MatchMode, today: string): SearchPlan {
  const where = and(
    publicJobCondition(today),
    ...filterConditions(q),
    ...(k ? [keywordCondition(k, mode)] : []),
  ) as SQL;
  return { where, order: orderFor(q.sort, k), ranked: q.sort === 'phu-hop-nhat' && k !== null };
}

/** Ids of the matches in `order`, at most `limit` (the count and the relevance window). */
function matchIds(db: Reader, where: SQL, order: SQL[], limit: number) {
  return db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

/** The page of card rows. */
export function pageQuery(db: Reader, plan: SearchPlan, q: { page: number; limit: number }) {
  // Relevance is ranked among the newest TOTAL_COUNT_CAP matches: the same rows `total` counts,
  // read in index order, so a common word costs a bounded amount of work.
  const where = plan.ranked
    ? inArray(jobs.id, matchIds(db, plan.where, newest, TOTAL_COUNT_CAP))
    : plan.where;
  return selectCards(db)
    .where(where)
    .orderBy(...plan.order)
    .limit(q.limit)
    .offset(offsetOf(q));
}

/**
 * How many match, counted up to TOTAL_COUNT_CAP + 1 rows only (ADR 0012): an exact count of a
 * broad list at a million jobs reads every matching row, the cap bounds the work. The subquery
 * keeps the list's order so the planner may read the list's index and stop early.
 */
export function countQuery(db: Reader, plan: SearchPlan) {
  const matched = matchIds(db, plan.where, plan.ranked ? newest : plan.order, TOTAL_COUNT_CAP + 1).as(
    'matched',
  );
  return db.select({ n: sql<number>`count(*)::int` }).from(matched);
}

async function countMatches(db: Reader, plan: SearchPlan): Promise<number> {
  const [row] = await countQuery(db, plan);
  return row?.n ?? 0;
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
 * `GET /listJobs`. With a keyword, jobs containing every word come first-class; only when there
 * are none does the search fall back to similar spellings (typos), so look-alikes never dilute
 * an exact answer.
 */
export async function listPublicJobs(db: Reader, q: JobSearch, today: string): Promise<JobList> {
  const k = parseKeyword(q.search);
  let mode: MatchMode = 'words';
  let plan = searchPlan(q, k, mode, today);
  let n = await countMatches(db, plan);
  if (k && n === 0) {
    mode = 'similar';
    plan = searchPlan(q, k, mode, today);
    n = await countMatches(db, plan);
  }
  const rows = n > 0 ? await pageQuery(db, plan, q) : [];
  return {
    items: rows.map((r) => toJobCard(r, today)),
    total: Math.min(n, TOTAL_COUNT_CAP),
    page: q.page,
    limit: q.limit,
    total_capped: n > TOTAL_COUNT_CAP,
    keyword_match: k ? mode : null,
  };
}

async function findPublicRow(db: Reader, id: number, today: string) {
  const [row] = await selectCards(db)
    .where(and(eq(jobs.id, id), publicJobCondition(today)))
    .limit(1);
  // Not approved, past its deadline, of a locked company, or missing: all the same 404.
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

/** `GET /job/:id/:x`: the slug is not checked (the web redirects to `url` when it differs). */
export async function getPublicJob(db: Db, id: number, today: string) {
  const row = await findPublicRow(db, id, today);
  const [links, rates, companyCard] = await Promise.all([
    loadJobLinks(db, row.job),
    loadVndRates(db),
    getJobCompanyCard(db, row.company.id, today),
  ]);
  return { ...toJobDetail(row, links, rates.asOf, today), company_card: companyCard };
}

const idsWhere = (db: Reader, where: SQL, limit: number) => matchIds(db, where, newest, limit);

/**
 * `GET /job/:id/:x/related`: public jobs of the same kind, by closeness — same occupation and
 * nation, then same occupation, then same nation, then same company — newest first within each.
 * Three small index-ordered reads instead of one scored scan of every job of the nation.
 */
export async function relatedJobs(db: Reader, id: number, limit: number, today: string): Promise<JobCard[]> {
  const self = (await findPublicRow(db, id, today)).job;
  const base = and(publicJobCondition(today), eq(jobs.kind, self.kind), ne(jobs.id, self.id)) as SQL;
  const [byWork, byNation, byCompany] = await Promise.all([
    self.workId ? idsWhere(db, and(base, eq(jobs.workId, self.workId)) as SQL, limit) : [],
    idsWhere(db, and(base, eq(jobs.nationCode, self.nationCode)) as SQL, limit),
    idsWhere(db, and(base, eq(jobs.companyId, self.companyId)) as SQL, limit),
  ]);
  const nationIds = new Set(byNation.map((r) => r.id));
  const ordered = [...byWork.filter((r) => nationIds.has(r.id)), ...byWork, ...byNation, ...byCompany].map(
    (r) => r.id,
  );
  const ids = [...new Set(ordered)].slice(0, limit);
  return (await loadCardRows(db, ids)).map((r) => toJobCard(r, today));
}

/** The home page sections: newest public jobs of one kind. */
export async function newestOfKind(
  db: Reader,
  kind: JobKind,
  limit: number,
  today: string,
): Promise<JobCard[]> {
  const rows = await selectCards(db)
    .where(and(publicJobCondition(today), eq(jobs.kind, kind)))
    .orderBy(...newest)
    .limit(limit);
  return rows.map((r) => toJobCard(r, today));
}
