/**
 * The one filter of every picker (Mantine Select/MultiSelect/Autocomplete/TagsInput through the
 * theme's default props, and the public pages' plain pickers): typed text and labels are folded
 * as the main search folds them (`foldVietnamese`, the twin of SQL `vn_fold()`), so "ha noi" finds
 * "Hà Nội", "dong goi" finds "Đóng gói" and "Đ" or "d" find both "Đức" and "Dệt may".
 *
 * Matching: every word typed must occur in the label; the words may come in any order ("nhat
 * tieng" finds "Tiếng Nhật"). Ranking, best first, the data's order kept within a rank:
 *   0. the label starts with the typed text ("nhat" → "Nhật Bản"),
 *   1. the typed text starts a later word ("nhat" → "Tiếng Nhật"),
 *   2. the typed text is inside a word ("an" → "Quảng Nam"),
 *   3. the typed words each start a word of the label, in another order,
 *   4. the typed words each occur somewhere in the label.
 */
import { foldVietnamese } from '@app/contract/client';
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

const SPACES = /\s+/g;

/** Folded, trimmed, with single spaces: what labels and typed text are compared as. */
export function foldForMatch(text: string): string {
  return foldVietnamese(text).replace(SPACES, ' ').trim();
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Whether `needle` occurs in `hay` starting a word (at the start or after a non-letter). */
function atWordStart(hay: string, needle: string): boolean {
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + 1)) {
    if (!isWordChar(hay[i - 1])) return true;
  }
  return false;
}

/**
 * The rank of a label for typed text (see the module's comment), or null when it does not match.
 * Both are folded here; an empty query matches everything at rank 0.
 */
export function matchRank(label: string, query: string): number | null {
  const q = foldForMatch(query);
  if (q === '') return 0;
  const hay = foldForMatch(label);
  if (hay.startsWith(q)) return 0;
  if (atWordStart(hay, q)) return 1;
  if (hay.includes(q)) return 2;
  const words = q.split(' ');
  if (words.length < 2 || !words.every((w) => hay.includes(w))) return null;
  return words.every((w) => atWordStart(hay, w)) ? 3 : 4;
}

/** The options matching `query`, best first (stable within a rank), at most `limit`. */
export function rankOptions<T extends { label: string }>(
  options: readonly T[],
  query: string,
  limit = Number.POSITIVE_INFINITY,
): T[] {
  const ranked: { option: T; rank: number; index: number }[] = [];
  options.forEach((option, index) => {
    const rank = matchRank(option.label, query);
    if (rank !== null) ranked.push({ option, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, limit).map((r) => r.option);
}

/** A flat list or groups of options, ranked within each group; empty groups are left out. */
export function rankGroupedOptions<T extends { label: string }, G extends { items: T[] }>(
  options: readonly (T | G)[],
  query: string,
  limit = Number.POSITIVE_INFINITY,
): (T | G)[] {
  const result: (T | G)[] = [];
  let left = limit;
  const flat: T[] = [];
  const flush = () => {
    for (const option of rankOptions(flat, query, left)) result.push(option);
    left = limit - countItems(result);
    flat.length = 0;
  };
  for (const option of options) {
    if (!('items' in option)) {
      flat.push(option);
      continue;
    }
    flush();
    if (left <= 0) break;
    const items = rankOptions(option.items, query, left);
    if (items.length > 0) {
      result.push({ ...option, items });
      left -= items.length;
    }
  }
  flush();
  return result;
}

function countItems(options: readonly ({ label: string } | { items: unknown[] })[]): number {
  return options.reduce((n, o) => n + ('items' in o ? o.items.length : 1), 0);
}

/** `rankGroupedOptions` in the shape of Mantine's `filter` prop (theme default of every picker). */
export const foldedOptionsFilter: OptionsFilter<string> = ({ options, search, limit }) =>
  rankGroupedOptions<ComboboxItem<string>, Extract<ComboboxParsedItem<string>, { group: unknown }>>(
    options,
    search,
    limit,
  );
