import type { JobSort, ZJobSearchQuery } from '@app/contract';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { companies, jobs, jobTags, works } from '../../db/schema/index.ts';
import type { Params } from '../../lib/prepared.ts';
import { licenceValidSql } from '../licences/licence-valid.ts';
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
 * What answered a keyword: `words` — every word of the query is a word of the job's text, in any
 * order ("ky su da nang" finds "Kỹ sư cơ khí làm việc tại Đà Nẵng"); `similar` — nothing had every
 * word, so a word found in no job was replaced by the vocabulary's words a few edits away ("nhat
 * bna" → "ban", "Hokaido" → "hokkaido"), or the words it starts ("nago" → "nagoya"), or its
 * trigram look-alikes (ADR 0016). Look-alikes are only
 * tried when the words find nothing, so an exact answer is never diluted ("da nang" must not list
 * "kỹ năng … Đài Loan").
 */
export type MatchMode = 'words' | 'similar';

/**
 * How a keyword is read (ADR 0012). `index`: through the GIN indexes — the rare words of the query
 * select the candidates (`search_words @@ …`, intersected there with the common ones: `lookup`);
 * best when few jobs match. `scan`: the same test written so no index serves it, evaluated on the
 * rows of an index walk in list order (index-only on the covering feed index); best when many
 * match, as the walk stops after one page.
 */
export type KeywordAccess = 'index' | 'scan';

/**
 * One unit of the query as `search_words` holds it: its alternatives, each a folded word or a
 * phrase of words (a concept of the market's dictionary, or a word's spelling corrections).
 */
export type WordGroup = readonly string[];

/** The query's units split by how common they are, and what the ranking needs. */
export interface KeywordTerms {
  /** The folded words as typed, joined by single spaces. */
  phrase: string;
  /** Units rarer than COMMON_WORD_SHARE: each one's GIN posting list is short. */
  rare: WordGroup[];
  /**
   * Units in many jobs ("cong", "ty", "nhat", "du hoc"…): never looked up alone (a query of only
   * these walks the feed); with rare units, intersected with theirs in the words index.
   */
  common: WordGroup[];
  /**
   * What the words index looks up when there are rare units: every unit, each alternative by its
   * rarest word (a phrase is in no more jobs than that word; its order is checked on the rows). GIN
   * intersects the rare units' short posting lists with the common ones' compressed pages, so "ky su
   * da nang" selects ~1,100 rows at 1M instead of the 10,942 holding "da"; the whole units are then
   * checked on those rows.
   */
  lookup: WordGroup[];
  /**
   * The share of jobs the rare units' lookup selects at most, by the statistics (the rarest rare
   * unit's; a word they do not list counts at their smallest share): what reading every match
   * through the words index costs. 0 without rare units or statistics.
   */
  lookupShare: number;
  /** Every unit in the order typed (the ranking weighs where each is found). */
  units: WordGroup[];
  /** Countries the query names: their jobs rank first. */
  nations: string[];
}

/**
 * `'ky' & 'su' & ('tts' | 'thuc' <-> 'tap' <-> 'sinh')`: lexemes quoted for to_tsquery, so no
 * input is syntax; a phrase's words must be adjacent, in order.
 */
export function tsqueryText(groups: readonly WordGroup[]): string {
  const lexeme = (w: string) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  const alternative = (a: string) => a.split(' ').map(lexeme).join(' <-> ');
  return groups
    .map((g) => (g.length === 1 ? alternative(g[0] as string) : `(${g.map(alternative).join(' | ')})`))
    .join(' & ');
}

function tsquery(groups: WordGroup[], p: Params, name: string): SQL {
  return sql`to_tsquery('simple', ${p.one(name, tsqueryText(groups))})`;
}

/** Values are bound through `p`, under names that also tell the condition's form (its shape). */
export function keywordCondition(t: KeywordTerms, access: KeywordAccess, p: Params): SQL {
  const words = sql`${jobs}.search_words`;
  const all = [...t.rare, ...t.common];
  // ts_match_vq is the function behind @@: the same test, but not a form an index matches.
  if (access === 'scan') return sql`ts_match_vq(${words}, ${tsquery(all, p, 'kw_scan')})`;
  // Only common units: the index still answers, reading their long posting lists.
  if (t.rare.length === 0) return sql`${words} @@ ${tsquery(all, p, 'kw_all')}`;
  const rare = sql`${words} @@ ${tsquery(t.lookup, p, 'kw_rare')}`;
  // The lookup is the whole test when every unit is single words.
  const exact = all.every((g) => g.every((a) => !a.includes(' ')));
  return exact ? rare : sql`(${rare} AND ts_match_vq(${words}, ${tsquery(all, p, 'kw_check')}))`;
}

/**
 * Filters of the list (every one optional; lists are "any of"). Values are bound through `p`
 * (lib/prepared.ts): the SQL is the same as with literal parameters, one `$n` per value.
 */
export function filterConditions(q: JobSearch, p: Params): SQL[] {
  const out: SQL[] = [];
  if (q.kind?.length) out.push(inArray(jobs.kind, p.list('kind', q.kind)));
  if (q.nation?.length) out.push(inArray(jobs.nationCode, p.list('nation', q.nation)));
  if (q.province?.length) out.push(inArray(jobs.provinceCode, p.list('province', q.province)));
  if (q.field?.length) out.push(inArray(jobs.fieldId, p.list('field', q.field)));
  if (q.work?.length) {
    // A group (work_id null) stands for its occupations too. One IN over the few ids this names,
    // so the occupation's covering index (migration 0011) serves it; an OR of two tests would not.
    out.push(
      sql`${jobs.workId} IN (SELECT ${works.id} FROM ${works} WHERE ${inArray(works.id, p.list('work', q.work))} OR ${inArray(works.workId, p.list('work_group', q.work))})`,
    );
  }
  if (q.tag?.length) {
    out.push(
      sql`EXISTS (SELECT 1 FROM ${jobTags} WHERE ${jobTags.jobId} = ${jobs.id} AND ${inArray(jobTags.tagId, p.list('tag', q.tag))})`,
    );
  }
  // Salary bounds (VND per month) keep jobs whose range overlaps [salary_min, salary_max]; an open
  // end ("từ 8 triệu", "đến 12 triệu") is unbounded; a negotiable job (no figures) is left out.
  if (q.salary_min !== undefined) {
    out.push(
      sql`(${jobs.salaryMaxVnd} >= ${p.one('salary_min', q.salary_min)} OR (${jobs.salaryMaxVnd} IS NULL AND ${jobs.salaryMinVnd} IS NOT NULL))`,
    );
  }
  if (q.salary_max !== undefined) {
    out.push(
      sql`(${jobs.salaryMinVnd} <= ${p.one('salary_max', q.salary_max)} OR (${jobs.salaryMinVnd} IS NULL AND ${jobs.salaryMaxVnd} IS NOT NULL))`,
    );
  }
  if (q.age !== undefined) {
    out.push(
      sql`(${jobs.ageMin} IS NULL OR ${jobs.ageMin} <= ${p.one('age_min', q.age)})`,
      sql`(${jobs.ageMax} IS NULL OR ${jobs.ageMax} >= ${p.one('age_max', q.age)})`,
    );
  }
  if (q.gender && q.gender !== 'any') out.push(inArray(jobs.gender, p.list('gender', ['any', q.gender])));
  if (q.education) out.push(sql`${jobs.educationRank} <= ${p.one('education', educationRank(q.education))}`);
  if (q.deadline_before)
    out.push(sql`${jobs.deadline} <= ${p.one('deadline_before', q.deadline_before)}::date`);
  if (q.company_id) out.push(eq(jobs.companyId, p.one('company_id', q.company_id)));
  // The company holds a verified labour-export licence (ADR 0030): a set of a few companies, read
  // once per statement (the list joins no `companies`, ADR 0038).
  if (q.licence_verified)
    out.push(sql`${jobs.companyId} IN (SELECT ${companies.id} FROM ${companies} WHERE ${licenceValidSql()})`);
  return out;
}

export const newest = [desc(jobs.publishedAt), desc(jobs.id)];

/** Where each part of a job's text is (`searchTextSql`): `split_part(search_text, '|', n)`. */
export const SEGMENT = { title: 1, details: 2, destination: 3, company: 4 } as const;
/** Weight of a unit found in each segment: title > occupation/field/kind > destination > company. */
const WEIGHTS = [8, 4, 2, 1] as const;

/**
 * Most relevant first (ADR 0024): jobs to a country the query names; then where the whole typed
 * phrase is, within one segment (the title's start, the title, then occupation/field/kind,
 * destination, company); then
 * every unit within one segment before units spread over several; then the units' weights by
 * where each is found (title 8, details 4, destination 2, company 1); then newest. Evaluated per
 * row, so the service applies it to a bounded set of matches only.
 */
export function relevance(t: KeywordTerms): SQL[] {
  const segment = (n: number) => sql`split_part(${jobs.searchText}, '|', ${sql.raw(String(n))})`;
  const holds = (n: number, phrase: string) => sql`${segment(n)} LIKE ${`% ${phrase} %`}`;
  const unitIn = (n: number, g: WordGroup) =>
    sql`(${sql.join(
      g.map((a) => holds(n, a)),
      sql` OR `,
    )})`;
  const segments = [1, 2, 3, 4];
  const phraseTier = sql`CASE WHEN ${segment(SEGMENT.title)} LIKE ${` ${t.phrase} %`} THEN 0 ${sql.join(
    segments.map((n, i) => sql`WHEN ${holds(n, t.phrase)} THEN ${sql.raw(String(i + 1))}`),
    sql` `,
  )} WHEN ${sql.join(
    segments.map(
      (n) =>
        sql`(${sql.join(
          t.units.map((g) => unitIn(n, g)),
          sql` AND `,
        )})`,
    ),
    sql` OR `,
  )} THEN 5 ELSE 6 END`;
  const score = sql.join(
    t.units.map(
      (g) =>
        sql`CASE ${sql.join(
          segments.map((n, i) => sql`WHEN ${unitIn(n, g)} THEN ${sql.raw(String(WEIGHTS[i]))}`),
          sql` `,
        )} ELSE 0 END`,
    ),
    sql` + `,
  );
  return [
    ...(t.nations.length > 0
      ? [sql`CASE WHEN ${inArray(jobs.nationCode, t.nations)} THEN 0 ELSE 1 END`]
      : []),
    phraseTier,
    sql`(${score}) DESC`,
    ...newest,
  ];
}

/** Orders, each matching a partial index of migration 0008 so page 1 is read in index order. */
export function orderFor(sort: JobSort, k: KeywordTerms | null): SQL[] {
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
