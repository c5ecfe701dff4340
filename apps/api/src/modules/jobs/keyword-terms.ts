import { conceptToken, type QueryUnit, type SearchQuery } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { KeywordTerms, WordGroup } from './job-search.ts';
import type { WordStats } from './search-stats.ts';
import { vocabularyLookalikes } from './search-vocabulary.ts';
import { correctWords, nearConcept } from './spelling.ts';

/**
 * A typed keyword as the search reads it (ADR 0012, 0016, 0024): its units as `search_words`
 * holds them, split by how common they are by PostgreSQL's statistics, and corrected through the
 * vocabulary when nothing matches. `job-list.ts` decides how to read them.
 */

type Reader = Pick<Db, 'execute'>;

/**
 * Words in at least this share of jobs are "common": never looked up alone, only checked per row on
 * a walk, or intersected in the words index with the rare words of the same query.
 */
export const COMMON_WORD_SHARE = 0.05;
/**
 * Splits units by how common they are: an alternative's share is its rarest word's (a phrase is in
 * no more jobs than that word), a unit's the sum of its alternatives'.
 */
export function keywordTerms(
  query: Pick<SearchQuery, 'phrase' | 'nations'>,
  groups: WordGroup[],
  stats: Pick<WordStats, 'shares' | 'floor'>,
): KeywordTerms {
  const shareOf = (w: string) => stats.shares.get(w) ?? 0;
  const rarest = (a: string) => a.split(' ').reduce((best, w) => (shareOf(w) < shareOf(best) ? w : best));
  const share = (g: WordGroup) => g.reduce((sum, a) => sum + shareOf(rarest(a)), 0);
  const rare = groups.filter((g) => share(g) < COMMON_WORD_SHARE);
  const common = groups.filter((g) => share(g) >= COMMON_WORD_SHARE);
  // What the lookup may select: an alternative no statistic lists is counted at the smallest listed.
  const estimate = (g: WordGroup) =>
    g.reduce((sum, a) => sum + (stats.shares.get(rarest(a)) ?? stats.floor), 0);
  return {
    phrase: query.phrase,
    rare,
    lookup: (rare.length > 0 ? [...rare, ...common] : []).map((g) => [...new Set(g.map(rarest))]),
    lookupShare: rare.length > 0 ? Math.min(...rare.map(estimate)) : 0,
    common,
    units: groups,
    nations: query.nations,
  };
}

/**
 * What `search_words` is asked for one unit: a concept of the dictionary is its token, which every
 * segment holding one of its phrases carries (`vn_search_segment`, ADR 0024), so a concept of common
 * syllables ("du hoc nghe", "dieu duong") is one posting list, not phrases tested row by row; a
 * word is itself.
 */
export const unitGroup = (u: QueryUnit): WordGroup =>
  u.concept ? [conceptToken(u.concept)] : [...u.alternatives];

/**
 * The units after spelling correction (ADR 0016): a one-word unit found in no job is replaced by
 * its look-alikes; concepts of the dictionary stay as they are. Null when nothing changes.
 */
export async function correctedUnits(db: Reader, query: SearchQuery, shares: ReadonlyMap<string, number>) {
  const single = query.units.filter((u) => !u.concept && !u.typed.includes(' ')).map((u) => u.typed);
  if (single.length === 0) return null;
  // A misspelt abbreviation of the dictionary ("xkdl", "tokutai") is that concept.
  const byWord = new Map<string, string[]>();
  for (const w of single) {
    const concept = nearConcept(w);
    if (concept) byWord.set(w, [conceptToken(concept)]);
  }
  const rest = single.filter((w) => !byWord.has(w));
  const fixed = rest.length > 0 ? correctWords(rest, await vocabularyLookalikes(db, rest), shares) : null;
  if (fixed) for (const [i, w] of rest.entries()) byWord.set(w, fixed[i] as string[]);
  if (byWord.size === 0) return null;
  return query.units.map((u) => byWord.get(u.typed) ?? unitGroup(u));
}
