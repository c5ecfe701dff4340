import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type Reader = Pick<Db, 'execute'>;

/**
 * What the search strategy needs to know about the data (ADR 0012), read from PostgreSQL's own
 * statistics and cached per process: they change slowly, and a stale value only changes which
 * plan answers, never the answer.
 */

const TTL_MS = 5 * 60_000;
const frequencies = new WeakMap<object, { at: number; map: Map<string, number> }>();

/**
 * Share of jobs containing each common word: `most_common_elems` of `jobs.search_words` as
 * ANALYZE (or autovacuum) last sampled it. A word not listed is rarer than every listed one.
 * Empty before the first ANALYZE (a new PGlite database): every word then counts as rare.
 */
export async function wordShares(db: Reader, now = Date.now()): Promise<Map<string, number>> {
  const hit = frequencies.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.map;
  const result = await db.execute(sql`
    SELECT s.elem AS word, s.freq AS share
    FROM pg_stats p,
      unnest(p.most_common_elems::text::text[], p.most_common_elem_freqs) AS s(elem, freq)
    WHERE p.schemaname = current_schema() AND p.tablename = 'jobs' AND p.attname = 'search_words'
      AND s.elem IS NOT NULL`);
  const map = new Map<string, number>();
  for (const row of rowsOf(result)) map.set(String(row.word), Number(row.share));
  frequencies.set(db, { at: now, map });
  return map;
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
