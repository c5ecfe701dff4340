/**
 * Spelling correction for the job search (ADR 0012): a word found in no job is replaced by the
 * known words one edit away. Known words are the common words of the jobs' text as PostgreSQL's
 * statistics list them (search-stats.ts), already folded, so this compares plain ASCII lexemes.
 */

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbours ("bna" → "ban") cost one. Stops early and returns `max + 1` once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

/** Edits allowed for a word of this length: none for one or two letters (too many neighbours). */
const allowedEdits = (length: number) => (length <= 2 ? 0 : length >= 7 ? 2 : 1);

/** At most this many alternatives per misspelt word (the most frequent of the nearest). */
const MAX_ALTERNATIVES = 4;

/**
 * For each word not in `known` (word → share of jobs), the nearest known words (fewest edits, then
 * most frequent). Null when no word changes: there is nothing better to try.
 */
export function correctWords(
  words: readonly string[],
  known: ReadonlyMap<string, number>,
): string[][] | null {
  let changed = false;
  const groups = words.map((word) => {
    const edits = allowedEdits(word.length);
    if (known.has(word) || edits === 0) return [word];
    let bestDistance = edits + 1;
    let nearest: [string, number][] = [];
    for (const [candidate, share] of known) {
      const d = editDistance(word, candidate, edits);
      if (d < bestDistance) {
        bestDistance = d;
        nearest = [[candidate, share]];
      } else if (d === bestDistance && d <= edits) {
        nearest.push([candidate, share]);
      }
    }
    if (nearest.length === 0) return [word];
    changed = true;
    return nearest
      .sort((x, y) => y[1] - x[1])
      .slice(0, MAX_ALTERNATIVES)
      .map(([candidate]) => candidate);
  });
  return changed ? groups : null;
}
