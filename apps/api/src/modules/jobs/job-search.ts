import type { JobSort, ZJobSearchQuery } from '@app/contract';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { jobs, jobTags, works } from '../../db/schema/index.ts';
import { educationRank } from './education-rank.ts';

/**
 * The job search query builder (ADR 0012): keyword matching on the folded `search_text`, the
 * filters of `GET /listJobs`, and the orders. Everything folds in SQL with `vn_search_key()`, the
 * function that built `search_text`, so the query and the stored text are folded identically
 * (accents, đ, case, NFD input, punctuation) on PGlite and PostgreSQL alike.
 */

export type JobSearch = z.output<typeof ZJobSearchQuery>;

/** More words than this add nothing to a job title search and only cost index work. */
const MAX_WORDS = 8;

export interface Keyword {
  /** The words as typed (JS only splits; SQL folds). */
  words: string[];
  /** The words joined by single spaces: the phrase the ranking looks for. */
  phrase: string;
}

/**
 * Splits a typed query on white space, punctuation and symbols. Null when nothing searchable is
 * left (a query of only punctuation is no keyword). Folding is left to SQL.
 */
export function parseKeyword(search: string | undefined): Keyword | null {
  if (!search) return null;
  const words = [...new Set(search.split(/[\s\p{P}\p{S}]+/u).filter((w) => w !== ''))].slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return { words, phrase: words.join(' ') };
}

/**
 * `words`: every word of the query is a word of the job's text, in any order ("ky su da nang"
 * finds "Kỹ sư cơ khí làm việc tại Đà Nẵng"): one GIN lookup per word on `search_words`.
 * `similar`: the phrase is similar to a stretch of the text (pg_trgm word similarity ≥ 0.6, the
 * trigram index) — "ky su co khj", "nhat bna", "osa" for Osaka. The service tries `words` first and
 * `similar` only when it finds nothing, so an exact answer is never diluted by look-alikes ("da
 * nang" must not list "kỹ năng … Đài Loan").
 */
export type MatchMode = 'words' | 'similar';

export function keywordCondition(k: Keyword, mode: MatchMode): SQL {
  if (mode === 'similar') return sql`${jobs.searchText} %> vn_search_key(${k.phrase})`;
  return sql`${jobs}.search_words @@ plainto_tsquery('simple', vn_search_key(${k.phrase}))`;
}

/** Filters of the list (every one optional; lists are "any of"). */
export function filterConditions(q: JobSearch): SQL[] {
  const out: SQL[] = [];
  if (q.kind?.length) out.push(inArray(jobs.kind, q.kind));
  if (q.nation?.length) out.push(inArray(jobs.nationCode, q.nation));
  if (q.province?.length) out.push(inArray(jobs.provinceCode, q.province));
  if (q.field?.length) out.push(inArray(jobs.fieldId, q.field));
  if (q.work?.length) {
    // A group (work_id null) stands for its occupations too.
    out.push(
      sql`(${inArray(jobs.workId, q.work)} OR ${jobs.workId} IN (SELECT ${works.id} FROM ${works} WHERE ${inArray(works.workId, q.work)}))`,
    );
  }
  if (q.tag?.length) {
    out.push(
      sql`EXISTS (SELECT 1 FROM ${jobTags} WHERE ${jobTags.jobId} = ${jobs.id} AND ${inArray(jobTags.tagId, q.tag)})`,
    );
  }
  // Salary bounds (VND per month) keep jobs whose range overlaps [salary_min, salary_max]; an open
  // end ("từ 8 triệu", "đến 12 triệu") is unbounded; a negotiable job (no figures) is left out.
  if (q.salary_min !== undefined) {
    out.push(
      sql`(${jobs.salaryMaxVnd} >= ${q.salary_min} OR (${jobs.salaryMaxVnd} IS NULL AND ${jobs.salaryMinVnd} IS NOT NULL))`,
    );
  }
  if (q.salary_max !== undefined) {
    out.push(
      sql`(${jobs.salaryMinVnd} <= ${q.salary_max} OR (${jobs.salaryMinVnd} IS NULL AND ${jobs.salaryMaxVnd} IS NOT NULL))`,
    );
  }
  if (q.age !== undefined) {
    out.push(
      sql`(${jobs.ageMin} IS NULL OR ${jobs.ageMin} <= ${q.age})`,
      sql`(${jobs.ageMax} IS NULL OR ${jobs.ageMax} >= ${q.age})`,
    );
  }
  if (q.gender && q.gender !== 'any') out.push(inArray(jobs.gender, ['any', q.gender]));
  if (q.education) out.push(sql`${jobs.educationRank} <= ${educationRank(q.education)}`);
  if (q.deadline_before) out.push(sql`${jobs.deadline} <= ${q.deadline_before}::date`);
  if (q.company_id) out.push(eq(jobs.companyId, q.company_id));
  return out;
}

export const newest = [desc(jobs.publishedAt), desc(jobs.id)];

/**
 * Most relevant first: the phrase at the very start of the text (the title comes first), then the
 * phrase as whole words anywhere, then the words apart; by trigram word similarity (typos), then
 * newest. Evaluated per row, so the service applies it to a bounded set of matches only.
 */
function relevance(k: Keyword): SQL[] {
  const key = sql`vn_search_key(${k.phrase})`;
  return [
    sql`CASE WHEN ${jobs.searchText} LIKE ${key} || '%' THEN 0
      WHEN ${jobs.searchText} LIKE '%' || ${key} || '%' THEN 1 ELSE 2 END`,
    sql`word_similarity(${key}, ${jobs.searchText}) DESC`,
    ...newest,
  ];
}

/** Orders, each matching a partial index of migration 0008 so page 1 is read in index order. */
export function orderFor(sort: JobSort, k: Keyword | null): SQL[] {
  switch (sort) {
    case 'luong-cao-nhat':
      return [sql`${jobs.salaryMaxVnd} DESC NULLS LAST`, desc(jobs.id)];
    case 'chi-phi-thap-nhat':
      return [sql`${jobs.expenseMax} ASC NULLS LAST`, desc(jobs.id)];
    case 'han-nop-gan-nhat':
      return [asc(jobs.deadline), asc(jobs.id)];
    case 'phu-hop-nhat':
      return k ? relevance(k) : newest;
    default:
      return newest;
  }
}
