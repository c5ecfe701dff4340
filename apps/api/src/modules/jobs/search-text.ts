import {
  conceptAlternatives,
  conceptToken,
  JOB_KINDS,
  type JobKind,
  KIND_SEARCH_TEXT,
  NATION_SEARCH_TEXT,
  SEARCH_CONCEPTS,
} from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/**
 * A job's searchable text (ADR 0012, ADR 0024): four segments, each folded by `vn_search_key` and
 * followed by its concept tokens (`vn_search_segment`), joined by '|' in the order of their weight (`SEGMENT` in job-search.ts) —
 * 1. the title;
 * 2. the occupation, its group ("Chăn nuôi bò sữa" is filed under "Nông nghiệp", which candidates
 *    type), the field and the kind's phrase of the market's dictionary ("xuất khẩu lao động",
 *    `KIND_SEARCH_TEXT`), so "xkld" finds every labour-export order;
 * 3. the destination: the country's name and its dictionary name (`NATION_SEARCH_TEXT`: "nước
 *    Đức", so "Germany" finds it), the province, the place;
 * 4. the company's name.
 * A phrase matches within one segment only: "han quoc" is not "hàn" in a title + "Quốc tế" in a
 * company name. `search_words` (the GIN-indexed word vector) is generated from it.
 */
export interface SearchDocument {
  title: string;
  occupation?: string | null;
  /** The occupation's group (`works.work_id`); none when the job is filed under a group itself. */
  occupationGroup?: string | null;
  field?: string | null;
  kind: JobKind;
  nationCode: string;
  nation?: string | null;
  province?: string | null;
  location?: string | null;
  company?: string | null;
}

const joined = (parts: (string | null | undefined)[]) =>
  parts.filter((p): p is string => Boolean(p)).join(' ');

/** The search text of one job, its parts bound as parameters. */
export function searchTextSql(d: SearchDocument): SQL {
  return searchTextOf([
    sql`${d.title}`,
    sql`${joined([d.occupation, d.occupationGroup, d.field, KIND_SEARCH_TEXT[d.kind]])}`,
    sql`${joined([d.nation, NATION_SEARCH_TEXT[d.nationCode], d.province, d.location])}`,
    sql`${d.company ?? ''}`,
  ]);
}

/**
 * The segments (never NULL: `vn_search_segment` is strict), each folded and followed by the tokens
 * of the dictionary's concepts it holds, joined by '|'.
 */
export function searchTextOf(segments: SQL[]): SQL {
  return sql.join(
    segments.map((s) => sql`vn_search_segment(${s})`),
    sql` || '|' || `,
  );
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * `vn_search_segment(text)`: the folded segment (`vn_search_key`, ' words ') followed by the
 * token of every concept of the dictionary one of whose phrases it holds as whole words
 * (`conceptToken`: ' … kwxkld kwtts '). A query for a concept then looks up one word of the GIN
 * index instead of testing its phrases row by row (ADR 0024). Generated from the dictionary:
 * migration 0021 holds this text (pinned by public-jobs.search.test.ts); a change of the
 * dictionary's phrases needs a migration with the new text and `refreshSearchTextSql('all')`.
 */
export function searchSegmentFunctionSql(): string {
  const tokens = SEARCH_CONCEPTS.map((c) => {
    const tests = conceptAlternatives(c).map((a) => `k LIKE ${quote(`% ${a} %`)}`);
    return `CASE WHEN ${tests.join(' OR ')} THEN ${quote(conceptToken(c))} END`;
  });
  if (new Set(SEARCH_CONCEPTS.map(conceptToken)).size !== SEARCH_CONCEPTS.length)
    throw new Error('two concepts share a token');
  // PL/pgSQL: its expression is planned once per session; a SQL function of this size that cannot
  // be inlined was planned at every call (20 ms a row).
  return `CREATE OR REPLACE FUNCTION vn_search_segment(text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE k text := public.vn_search_key($1);
BEGIN
  RETURN k || coalesce(nullif(concat_ws(' ',
    ${tokens.join(',\n    ')}), '') || ' ', '');
END
$$`;
}

/** `CASE <expr> WHEN 'k' THEN 'text' … ELSE '' END`, from one of the dictionary's maps. */
function caseOf(expr: string, map: Readonly<Record<string, string>>): string {
  const whens = Object.entries(map).map(([k, v]) => `WHEN ${quote(k)} THEN ${quote(v)}`);
  return `(CASE ${expr} ${whens.join(' ')} ELSE '' END)`;
}

/** The aliases of a job row and its joined rows that the row-based expressions read. */
export interface SearchRowAliases {
  title: string;
  kind: string;
  nationCode: string;
  location: string;
  occupation: string;
  occupationGroup: string;
  field: string;
  nation: string;
  province: string;
  company: string;
}

/** The texts of the four segments of `searchTextSql` over the aliases given (before `vn_search_segment`). */
function searchSegmentsOfRows(a: SearchRowAliases): SQL[] {
  for (const k of JOB_KINDS) if (!KIND_SEARCH_TEXT[k.value]) throw new Error(`no search text for ${k.value}`);
  const text = (...parts: string[]) =>
    sql.raw(`concat_ws(' ', ${parts.map((p) => `NULLIF(${p}, '')`).join(', ')})`);
  return [
    text(a.title),
    text(a.occupation, a.occupationGroup, a.field, caseOf(a.kind, KIND_SEARCH_TEXT)),
    text(a.nation, caseOf(a.nationCode, NATION_SEARCH_TEXT), a.province, a.location),
    text(a.company),
  ];
}

function rendered(q: SQL): string {
  const out = new PgDialect().sqlToQuery(q);
  if (out.params.length > 0) throw new Error('search text of rows: unexpected parameters');
  return out.sql;
}

/**
 * The same text computed in SQL from a job row and its joined rows, named by the aliases given:
 * the bench's INSERT … SELECT and `refreshSearchText` use it, so both write what the service does.
 */
export function searchTextOfRows(a: SearchRowAliases): string {
  return rendered(searchTextOf(searchSegmentsOfRows(a)));
}

/** The aliases of `refreshSearchTextSql`'s joins. */
const REFRESH_ALIASES: SearchRowAliases = {
  title: 'j.title',
  kind: 'j.kind',
  nationCode: 'j.nation_code',
  location: 'j.location',
  occupation: 'w.name',
  occupationGroup: 'g.name',
  field: 'f.name',
  nation: 'na.name',
  province: 'p.name',
  company: 'c.name',
};

/** The jobs whose search text a refresh rewrites (see `refreshSearchText`). */
export type RefreshScope = 'old' | 'all' | { companyId: number } | { workId: number } | { fieldId: number };

function scopeCondition(scope: RefreshScope): string {
  if (scope === 'old') return "WHERE j.search_text NOT LIKE '%|%'";
  if (scope === 'all') return '';
  const [column, id] =
    'companyId' in scope
      ? ['company_id', scope.companyId]
      : 'workId' in scope
        ? ['work_id', scope.workId]
        : ['field_id', scope.fieldId];
  if (!Number.isSafeInteger(id)) throw new Error(`refreshSearchText: bad id ${id}`);
  // A group's name is in the text of its occupations' jobs too (and of jobs filed under it).
  if ('workId' in scope)
    return `WHERE j.work_id IN (SELECT id FROM works WHERE id = ${id} OR work_id = ${id})`;
  return `WHERE j.${column} = ${id}`;
}

/**
 * One set-based UPDATE writing the search text of the jobs in `scope`, only where it changes: the
 * jobs of the old form (no '|'; migration 0019 ran it once, its text pinned to this one by
 * public-jobs.search.test.ts), every job (after changing a kind's or a country's first dictionary
 * phrase), or the jobs of one company, occupation (or occupation group) or field after its name
 * or an occupation's group changed (in that transaction, so a job is never found by a name it no
 * longer shows).
 */
export function refreshSearchTextSql(scope: RefreshScope = 'old'): string {
  const expr = searchTextOfRows(REFRESH_ALIASES);
  const where = scopeCondition(scope);
  return `UPDATE jobs SET search_text = s.text FROM (
      SELECT j.id, ${expr} AS text FROM jobs j
      JOIN companies c ON c.id = j.company_id
      LEFT JOIN nations na ON na.code = j.nation_code
      LEFT JOIN works w ON w.id = j.work_id
      LEFT JOIN works g ON g.id = w.work_id
      LEFT JOIN company_fields f ON f.id = j.field_id
      LEFT JOIN provinces p ON p.code = j.province_code
      ${where}) s
    WHERE jobs.id = s.id AND jobs.search_text IS DISTINCT FROM s.text`;
}

/** Jobs per UPDATE of `refreshDetailsSegmentSql`. */
export const REFRESH_BATCH = 50_000;

/**
 * Rewrites the second segment (occupation, its group, field, kind) of the jobs whose occupation
 * has a group: migration 0024 (`search_occupation_group`) holds this text, pinned by
 * search-text-refresh.test.ts. The segment depends only on (occupation, field, kind), so it is
 * computed once per such combination (a few hundred `vn_search_segment` calls, not one per job:
 * the dictionary's ~200 phrase tests cost ~0.6 ms a call, 10 minutes at a million jobs), then
 * written in id ranges of REFRESH_BATCH, only where it changes: no statement of the migration
 * sorts or hashes the whole table (its transaction still holds the row locks to its end).
 */
export function refreshDetailsSegmentSql(batch = REFRESH_BATCH): string {
  const details = rendered(searchSegmentsOfRows({ ...REFRESH_ALIASES, kind: 'c.kind' })[1] as SQL);
  const part = (n: number) => `split_part(jobs.search_text, '|', ${n})`;
  return `DO $$
DECLARE lo bigint := 0; top bigint := (SELECT coalesce(max(id), 0) FROM jobs);
BEGIN
  CREATE TEMP TABLE job_details ON COMMIT DROP AS
    SELECT c.work_id, coalesce(c.field_id, 0) AS field_id, c.kind, vn_search_segment(${details}) AS details
    FROM (SELECT DISTINCT work_id, field_id, kind FROM jobs) c
    JOIN works w ON w.id = c.work_id
    JOIN works g ON g.id = w.work_id
    LEFT JOIN company_fields f ON f.id = c.field_id;
  WHILE lo < top LOOP
    UPDATE jobs SET search_text = ${part(1)} || '|' || s.details || '|' || ${part(3)} || '|' || ${part(4)}
    FROM job_details s
    WHERE jobs.id > lo AND jobs.id <= lo + ${batch}
      AND jobs.work_id = s.work_id AND coalesce(jobs.field_id, 0) = s.field_id AND jobs.kind = s.kind
      AND ${part(2)} IS DISTINCT FROM s.details;
    lo := lo + ${batch};
  END LOOP;
  DROP TABLE job_details;
END
$$`;
}

export async function refreshSearchText(db: Pick<Db, 'execute'>, scope: RefreshScope = 'old'): Promise<void> {
  await db.execute(sql.raw(refreshSearchTextSql(scope)));
}
