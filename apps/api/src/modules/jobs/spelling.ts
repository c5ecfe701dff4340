import { SEARCH_CONCEPTS, type SearchConcept, searchWords } from '@app/contract';

/**
 * Spelling correction for the job search (ADR 0012, ADR 0016): a word found in no job is replaced
 * by the vocabulary's words a few edits away, or the words it starts, or its trigram look-alikes.
 * The vocabulary (`job_words`) holds every word of the jobs' text, already folded, so this
 * compares plain ASCII lexemes; search-vocabulary.ts reads the few candidates of a word.
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
export const allowedEdits = (length: number) => (length <= 2 ? 0 : length >= 7 ? 2 : 1);

/** At most this many alternatives per misspelt word (the most frequent of the nearest). */
const MAX_ALTERNATIVES = 4;

/**
 * What the vocabulary offers for one word found in no job (search-vocabulary.ts): `near`, words
 * that may be a few edits away (same first letter, similar length); `completions`, words it starts
 * ("nago" → "nagoya"), shortest first; `similar`, words sharing most of its trigrams, most similar
 * first (a typo in the first letter).
 */
export interface Lookalikes {
  near: readonly string[];
  completions: readonly string[];
  similar: readonly string[];
}

/**
 * For each word not in the vocabulary (a key of `lookalikes`), what it most likely meant: the
 * candidates fewest edits away (most frequent first, by `shares`), else the words it is the start
 * of, else its trigram look-alikes. Words of one or two letters are left alone (too many
 * neighbours). Null when no word changes: there is nothing better to try.
 */
export function correctWords(
  words: readonly string[],
  lookalikes: ReadonlyMap<string, Lookalikes>,
  shares: ReadonlyMap<string, number> = new Map(),
): string[][] | null {
  let changed = false;
  const groups = words.map((word) => {
    const found = lookalikes.get(word);
    const edits = allowedEdits(word.length);
    if (!found || edits === 0) return [word];
    let bestDistance = edits + 1;
    let nearest: string[] = [];
    for (const candidate of new Set([...found.near, ...found.completions, ...found.similar])) {
      const d = editDistance(word, candidate, edits);
      if (d < bestDistance) {
        bestDistance = d;
        nearest = [candidate];
      } else if (d === bestDistance && d <= edits) {
        nearest.push(candidate);
      }
    }
    const mostFrequent = (list: string[]) =>
      list
        .map((w, k) => ({ w, share: shares.get(w) ?? 0, k }))
        .sort((x, y) => y.share - x.share || x.k - y.k)
        .map((x) => x.w);
    const chosen =
      nearest.length > 0
        ? mostFrequent(nearest)
        : found.completions.length > 0
          ? [...found.completions]
          : [...found.similar];
    if (chosen.length === 0) return [word];
    changed = true;
    return chosen.slice(0, MAX_ALTERNATIVES);
  });
  return changed ? groups : null;
}

/** The dictionary's one-word phrases of 4+ letters (shorter ones have too many neighbours), folded. */
const CONCEPT_WORDS: { word: string; concept: SearchConcept }[] = SEARCH_CONCEPTS.flatMap((concept) =>
  concept.phrases
    .map((p) => searchWords(p))
    .filter((w) => w.length === 1 && (w[0] as string).length >= 4)
    .map(([word]) => ({ word: word as string, concept })),
);

/**
 * The concept whose one-word phrase a word found in no job misspells ("xkdl" → XKLĐ, "tokutai" →
 * tokutei), by the same edit distance as the vocabulary's corrections; null when none is near.
 */
export function nearConcept(word: string): SearchConcept | null {
  const edits = allowedEdits(word.length);
  if (edits === 0) return null;
  let best: { d: number; concept: SearchConcept } | null = null;
  for (const c of CONCEPT_WORDS) {
    const d = editDistance(word, c.word, edits);
    if (d <= edits && (!best || d < best.d)) best = { d, concept: c.concept };
  }
  return best?.concept ?? null;
}
