import { foldVietnamese } from '@app/contract';

/**
 * Look-alike company names (ADR 0030): a scam agency borrows a licensed one's name with one letter
 * or one word changed ("Sao Mai" / "Sao Mải", "Nhân lực Sao Mai" / "Nhân lực Sao Mai Việt"). Names are
 * compared without accents and without the legal-form words every company shares; two names are
 * confusingly close when one contains the other or their edit distance is small for their length.
 * Plain JavaScript over the verified companies (a few hundred at most: the licensed list is that
 * short), so it runs the same on PGlite and PostgreSQL without pg_trgm.
 */

const LEGAL_FORM_WORDS = new Set([
  'cong',
  'ty',
  'co',
  'phan',
  'tnhh',
  'mtv',
  'mot',
  'thanh',
  'vien',
  'jsc',
  'ltd',
  'company',
  'limited',
  'joint',
  'stock',
  'corp',
  'corporation',
  'tap',
  'doan',
  'chi',
  'nhanh',
]);

/** The distinctive part of a name: folded, punctuation gone, legal-form words dropped. */
export function nameCore(name: string): string {
  return foldVietnamese(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w: string) => w && !LEGAL_FORM_WORDS.has(w))
    .join(' ');
}

/** Levenshtein distance, or `max + 1` as soon as it must exceed `max` (bounded work). */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

/** Shorter cores than this are too generic to compare by containment ("viet", "abc"). */
const MIN_CONTAINED = 6;

export function confusinglyClose(a: string, b: string): boolean {
  const x = nameCore(a);
  const y = nameCore(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length >= MIN_CONTAINED && ` ${long} `.includes(` ${short} `)) return true;
  // One edit per 6 letters of the shorter name, at least one and at most three.
  const max = Math.min(3, Math.max(1, Math.floor(short.length / 6)));
  return boundedDistance(x, y, max) <= max;
}

/** For each name, the verified companies (other than itself) it is confusingly close to. */
export function lookalikesOf(
  company: { id: number; name: string },
  verified: readonly { id: number; name: string }[],
): { id: number; name: string }[] {
  return verified.filter((v) => v.id !== company.id && confusinglyClose(company.name, v.name));
}
