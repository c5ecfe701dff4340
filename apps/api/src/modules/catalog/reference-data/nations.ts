import { normalizeToneMarks } from './vn-text.ts';

/**
 * Countries and territories (ISO 3166-1 alpha-2), listed from Node's own ICU data at seed time.
 * Only the destination markets are curated by hand: which ones they are, their order, and the few
 * Vietnamese names where ICU's reads unnaturally.
 */

export interface NationRow {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Vietnamese, NFC. */
  name: string;
  nameEn: string;
  isDestination: boolean;
  /** 1-based display order: destinations in market order, then the rest in Vietnamese order. */
  sort: number;
}

/** Labour-export and study-abroad destinations, in the order the market lists them. */
export const DESTINATION_CODES = [
  'JP',
  'KR',
  'TW',
  'DE',
  'SG',
  'MY',
  'AU',
  'CA',
  'US',
  'GB',
  'NZ',
  'CN',
  'HU',
  'RO',
  'PL',
  'CZ',
  'BG',
  'SK',
  'RU',
  'FR',
  'NL',
  'FI',
  'SA',
  'AE',
  'QA',
  'IL',
] as const;

/**
 * Where ICU's Vietnamese name (short style) reads unnaturally. Every other destination
 * (JP 'Nhật Bản', KR 'Hàn Quốc', TW 'Đài Loan', DE 'Đức', AU 'Úc', CZ 'Séc', ...) is ICU's own.
 */
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  // ICU's short style says 'Mỹ'; job postings and official papers say 'Hoa Kỳ'.
  US: 'Hoa Kỳ',
  // ICU: 'Ả Rập Xê-út' (hyphenated transliteration).
  SA: 'Ả Rập Xê Út',
  // ICU: 'Các Tiểu Vương quốc Ả Rập Thống nhất' (stray capital).
  AE: 'Các Tiểu vương quốc Ả Rập Thống nhất',
};

/**
 * Region codes ICU knows that are not countries or territories: ISO 3166-1 "exceptionally
 * reserved" codes (Ascension, Clipperton, Sark, Diego Garcia, Ceuta & Melilla, Canary Islands,
 * Tristan da Cunha, EU, eurozone, UN). User-assigned codes are handled by `isUserAssigned`.
 */
const RESERVED_CODES = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'IC', 'TA', 'EU', 'EZ', 'UN']);

/** ISO 3166-1 user-assigned ranges (AA, QM–QZ, XA–XZ, ZZ); XK (Kosovo) is kept by convention. */
function isUserAssigned(code: string): boolean {
  return code !== 'XK' && /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/.test(code);
}

/** ICU resolves deprecated codes (DD, SU, UK, YU, ZR, ...) to their successor: keep canonical ones only. */
function isCanonical(code: string): boolean {
  return Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
}

function allRegionCodes(): string[] {
  const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      if (en.of(code) === undefined) continue;
      if (RESERVED_CODES.has(code) || isUserAssigned(code) || !isCanonical(code)) continue;
      codes.push(code);
    }
  }
  return codes;
}

/** Every country and territory ICU knows (~250 rows), destinations first. */
export function loadNations(): NationRow[] {
  // Short style gives 'Hồng Kông' / 'Macao' / 'Palestine' instead of 'Đặc khu Hành chính ...'.
  const vi = new Intl.DisplayNames(['vi'], { type: 'region', style: 'short', fallback: 'none' });
  const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const destinations: readonly string[] = DESTINATION_CODES;

  const rows = allRegionCodes().map((code) => {
    const name = NAME_OVERRIDES[code] ?? vi.of(code);
    const nameEn = en.of(code);
    if (!name || !nameEn) throw new Error(`ICU has no name for region ${code}`);
    return {
      code,
      name: normalizeToneMarks(name.trim()),
      nameEn: nameEn.normalize('NFC'),
      isDestination: destinations.includes(code),
    };
  });

  const collator = new Intl.Collator('vi');
  const rank = (code: string): number => {
    const index = destinations.indexOf(code);
    return index === -1 ? destinations.length : index;
  };
  return rows
    .sort((a, b) => rank(a.code) - rank(b.code) || collator.compare(a.name, b.name))
    .map((row, index) => ({ ...row, sort: index + 1 }));
}
