import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type Reader = Pick<Db, 'execute'>;

/**
 * What the search strategy needs to know about the data (ADR 0012), read from PostgreSQL's own
 * statistics and cached per process: they change slowly, and a stale value only changes which
 * plan answers, never the answer.
 */

const TTL_MS = 5 * 60_000;

export interface WordStats {
  /** Share of jobs containing each common word (see `wordShares`). */
  shares: Map<string, number>;
  /**
   * The smallest share listed: a word not in `shares` is in fewer jobs than this (0 when nothing
   * is listed).
   */
  floor: number;
  /** Rows of `jobs` as ANALYZE last estimated them (0 before the first). */
  rows: number;
}

const stats = new WeakMap<object, { at: number; value: WordStats }>();

/**
 * Share of jobs containing each common word: `most_common_elems` of `jobs.search_words` as
 * ANALYZE (or autovacuum) last sampled it, and the table's estimated size. A word not listed is
 * rarer than every listed one. Empty before the first ANALYZE (a new PGlite database): every word
 * then counts as rare.
 */
export async function wordStats(db: Reader, now = Date.now()): Promise<WordStats> {
  const hit = stats.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const result = await db.execute(sql`
    SELECT s.elem AS word, s.freq AS share
    FROM pg_stats p,
      unnest(p.most_common_elems::text::text[], p.most_common_elem_freqs) AS s(elem, freq)
    WHERE p.schemaname = current_schema() AND p.tablename = 'jobs' AND p.attname = 'search_words'
      AND s.elem IS NOT NULL`);
  const shares = new Map<string, number>();
  for (const row of rowsOf(result)) shares.set(String(row.word), Number(row.share));
  const size = rowsOf(
    await db.execute(
      sql`SELECT greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE oid = 'jobs'::regclass`,
    ),
  )[0];
  const value: WordStats = {
    shares,
    floor: shares.size > 0 ? Math.min(...shares.values()) : 0,
    rows: Number(size?.rows ?? 0),
  };
  stats.set(db, { at: now, value });
  return value;
}

const windows = new WeakMap<object, { at: number; start: { publishedAt: string; id: number } | null }>();
const WINDOW_TTL_MS = 60_000;

/**
 * Where the newest `size` approved jobs end (published_at, id), or null when there are fewer:
 * a walk for a common keyword reads no further than this (one index-only range read to find it).
 */
export async function scanWindowStart(
  db: Reader,
  size: number,
  now = Date.now(),
): Promise<{ publishedAt: string; id: number } | null> {
  const hit = windows.get(db);
  if (hit && now - hit.at < WINDOW_TTL_MS) return hit.start;
  const result = await db.execute(sql`
    SELECT published_at::text AS published_at, id FROM jobs WHERE status = 'approved'
    ORDER BY published_at DESC, id DESC OFFSET ${size} LIMIT 1`);
  const row = rowsOf(result)[0];
  const start = row ? { publishedAt: String(row.published_at), id: Number(row.id) } : null;
  windows.set(db, { at: now, start });
  return start;
}

/** node-postgres answers `{rows}`, PGlite too; both through drizzle's execute. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
