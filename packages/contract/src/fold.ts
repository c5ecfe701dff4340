/**
 * Vietnamese folding for matching typed text, the JavaScript twin of the database's `vn_fold()`
 * (migration 0000: NFC, đ/Đ → d/D, unaccent, lower case): "Hà Nội", "ha noi" and "HÀ NỘI" fold to
 * the same "ha noi". Pickers and any in-browser matching use this so that they agree with the
 * server's search; keep both in step (fold.test.ts pins the cases, the API test compares with SQL).
 */
const COMBINING_MARKS = /\p{M}/gu;
// unaccent's rules also turn typographic dashes and quotes into ASCII ones.
const DASHES = /[\u2010-\u2015]/g;
const SINGLE_QUOTES = /[\u2018\u2019]/g;
const DOUBLE_QUOTES = /[\u201c\u201d]/g;

export function foldVietnamese(text: string): string {
  return text
    .normalize('NFC')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(DASHES, '-')
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .toLowerCase();
}
