import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './search-stats.ts';
import { allowedEdits, type Lookalikes } from './spelling.ts';

/**
 * The typo fallback's look-ups in the search vocabulary (`job_words`, migration 0011, ADR 0016):
 * every word of the jobs' text once, a few thousand rows whatever the number of jobs. Each query
 * reads a bounded number of its rows by index and never the jobs.
 */

type Reader = Pick<Db, 'execute'>;

/** Candidates read per kind and word: enough for the nearest few, bounded whatever the vocabulary. */
const NEAR_LIMIT = 400;
const COMPLETION_LIMIT = 4;
const SIMILAR_LIMIT = 4;

/**
 * For each word of the query absent from the vocabulary (and long enough to correct), its
 * look-alikes. Words arrive folded (lexemes of `vn_search_key`): letters and digits only, so they
 * hold no LIKE wildcard.
 */
export async function vocabularyLookalikes(
  db: Reader,
  words: readonly string[],
): Promise<Map<string, Lookalikes>> {
  const out = new Map<string, Lookalikes>();
  const correctable = words.filter((w) => allowedEdits(w.length) > 0);
  if (correctable.length === 0) return out;
  const known = new Set(
    rowsOf(
      await db.execute(
        sql`SELECT word FROM job_words WHERE word IN (${sql.join(
          correctable.map((w) => sql`${w}`),
          sql`, `,
        )})`,
      ),
    ).map((r) => String(r.word)),
  );
  for (const word of correctable) {
    if (known.has(word)) continue;
    const edits = allowedEdits(word.length);
    // One statement per unknown word (at most 8 words, and only when nothing matched).
    const rows = rowsOf(
      await db.execute(sql`
        (SELECT word, 'near' AS kind FROM job_words
          WHERE word LIKE ${`${word[0]}%`} AND length(word) BETWEEN ${word.length - edits} AND ${word.length + edits}
          LIMIT ${NEAR_LIMIT})
        UNION ALL
        (SELECT word, 'completion' FROM job_words WHERE word LIKE ${`${word}%`}
          ORDER BY length(word), word LIMIT ${COMPLETION_LIMIT})
        UNION ALL
        (SELECT word, 'similar' FROM job_words WHERE word % ${word}
          ORDER BY similarity(word, ${word}) DESC, word LIMIT ${SIMILAR_LIMIT})`),
    );
    const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => String(r.word));
    out.set(word, { near: of('near'), completions: of('completion'), similar: of('similar') });
  }
  return out;
}
