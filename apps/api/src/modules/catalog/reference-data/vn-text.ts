/**
 * Text clean-up shared by the reference-data producers: Unicode NFC, one tone-mark style,
 * one apostrophe, single spaces, Vietnamese place-name capitalisation.
 */

const A_TONES = 'àáảãạ';
const E_TONES = 'èéẻẽẹ';
const Y_TONES = 'ỳýỷỹỵ';
const O_TONES = 'òóỏõọ';
const U_TONES = 'ùúủũụ';

const isUpper = (ch: string): boolean => ch !== ch.toLowerCase();
const withCase = (ch: string, upper: boolean): string => (upper ? ch.toUpperCase() : ch);

/** Moves the tone from the second vowel to the first: ('o', 'á', 'a', A_TONES, O_TONES) → 'óa'. */
function moveTone(first: string, marked: string, bare: string, from: string, to: string): string {
  const tone = from.indexOf(marked.toLowerCase());
  const target = to[tone];
  if (target === undefined) return first + marked;
  return withCase(target, isUpper(first)) + withCase(bare, isUpper(marked));
}

// Only open syllables (no final consonant) ending in oa / oe / uy take the mark on the first vowel;
// `(?![\p{L}\p{M}])` keeps 'Hoàng', 'Khoái', 'Quỳnh' untouched, `(?<![qQ])` keeps 'Quý' (qu + y).
const OA = /([oO])([àáảãạÀÁẢÃẠ])(?![\p{L}\p{M}])/gu;
const OE = /([oO])([èéẻẽẹÈÉẺẼẸ])(?![\p{L}\p{M}])/gu;
const UY = /(?<![qQ])([uU])([ỳýỷỹỵỲÝỶỸỴ])(?![\p{L}\p{M}])/gu;

/**
 * Converts the "new" tone placement ('Hoá', 'Hoà', 'Thuỷ', 'Khoẻ') to the placement used by ICU
 * and the official 2025 data ('Hóa', 'Hòa', 'Thủy', 'Khỏe'). Returns NFC; idempotent.
 */
export function normalizeToneMarks(text: string): string {
  return text
    .normalize('NFC')
    .replace(OA, (_m, o: string, a: string) => moveTone(o, a, 'a', A_TONES, O_TONES))
    .replace(OE, (_m, o: string, e: string) => moveTone(o, e, 'e', E_TONES, O_TONES))
    .replace(UY, (_m, u: string, y: string) => moveTone(u, y, 'y', Y_TONES, U_TONES));
}

/** True when a text still contains a tone mark in the placement `normalizeToneMarks` removes. */
export function hasOldStyleToneMarks(text: string): boolean {
  const nfc = text.normalize('NFC');
  return [OA, OE, UY].some((re) => new RegExp(re.source, 'u').test(nfc));
}

/** NFC, typographic apostrophes → "'", no space after an apostrophe, single spaces, trimmed. */
export function cleanSpacing(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02BC`]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/' /g, "'")
    .trim();
}

/**
 * Cleans the proper-name part of a place name (without its type prefix): spacing, tone marks,
 * 'NT'/'N.T' (nông trường) spelled out, and the first letter of every word in upper case.
 * Letters after the first are left alone: 'KBang', 'EaBar', "M'Đrắk", 'Hải Châu II' are official.
 * A purely numeric name loses its leading zeros ('05' → '5').
 */
export function cleanPlaceName(text: string): string {
  const cleaned = normalizeToneMarks(cleanSpacing(text));
  if (/^\d+$/.test(cleaned)) return String(Number(cleaned));
  return cleaned
    .split(' ')
    .flatMap((word) => (word === 'NT' || word === 'N.T' ? ['Nông', 'Trường'] : [word]))
    .map((word) => word.charAt(0).toLocaleUpperCase('vi') + word.slice(1))
    .join(' ');
}

export interface SplitName<T extends string> {
  type: T;
  /** The proper name without its type, e.g. 'Ba Đình' or, for numbered units, '12'. */
  rest: string;
}

/** Splits 'Phường Ba Đình' into its type and proper name; the prefix match ignores case. */
export function splitTypePrefix<T extends string>(name: string, types: readonly T[]): SplitName<T> {
  const cleaned = cleanSpacing(name);
  const lower = cleaned.toLocaleLowerCase('vi');
  // Longest prefix first, so 'Thị xã' wins over a hypothetical 'Thị'.
  const sorted = [...types].sort((a, b) => b.length - a.length);
  for (const type of sorted) {
    const prefix = `${type.toLocaleLowerCase('vi')} `;
    if (lower.startsWith(prefix)) return { type, rest: cleanPlaceName(cleaned.slice(prefix.length)) };
  }
  throw new Error(`Unknown administrative type in "${name}" (expected one of ${types.join(', ')})`);
}

/**
 * The display name of a unit: its proper name, except for numbered units whose number alone is no
 * name ('Phường 12', 'Quận 1', 'Phường 1 Bảo Lộc'), which keep their type.
 */
export function displayName(type: string, rest: string): string {
  return /^\d/.test(rest) ? `${type} ${rest}` : rest;
}
