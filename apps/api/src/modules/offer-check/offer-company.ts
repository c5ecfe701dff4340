/**
 * Which company an offer names (issue 30 item 3): by licence number, by name typed in the form, or
 * by a name found in the text, among the public companies that concern labour export. Names are
 * compared as ADR 0030 does (`nameCore`, `confusinglyClose`), and also with their accents, because
 * the demo's look-alike "Sao Mại" folds to the same letters as the licensed "Sao Mai": typed with
 * accents, the accents decide; typed without, both are named and the reader is told to check. Pure.
 */
import { COUNTRY_WORDS, foldVietnamese, type LicenceState, SEARCH_CONCEPTS } from '@app/contract';
import { confusinglyClose, nameCore } from '../licences/lookalike.ts';

export interface KnownCompany {
  id: number;
  name: string;
  abbreviation: string | null;
  licenceNumber: string | null;
  licenceState: LicenceState;
  licenceExpiresOn: string | null;
}

export interface CompanyMatch {
  /** The company the offer names, when one was found. */
  found: KnownCompany | null;
  /** How it was found. */
  by: 'licence' | 'name' | null;
  /** The name as the offer gives it (typed or found in the text), or null when none is named. */
  named: string | null;
  /** The licence number the offer gives, as written. */
  licence: string | null;
  /** Licensed companies whose names are confusingly close to the named one (found excluded). */
  lookalikes: KnownCompany[];
  /** Other companies whose names fold to the same letters (typed without accents). */
  ambiguous: KnownCompany[];
  /** The licence number belongs to a company other than the named one. */
  licenceOfOther: KnownCompany | null;
}

/** Phrases of a name every agency shares: they never tell two agencies apart ("thương mại" ≠ "Sao Mai"). */
const GENERIC_PHRASES = [
  'nhan luc',
  'quoc te',
  'hop tac',
  'lao dong',
  'xuat khau',
  'giao duc',
  'dich vu',
  'thuong mai',
  'dau tu',
  'phat trien',
  'tu van',
  'du hoc',
  'viec lam',
  'cung ung',
  'va',
  'vn',
  'hr',
  'labour',
  'labor',
  'edu',
  'group',
  'international',
  'manpower',
];

/** The words that tell this agency apart ("sao mai", "han viet"), folded. */
export function distinctiveCore(name: string): string {
  let core = ` ${nameCore(name)} `;
  for (const p of GENERIC_PHRASES) core = core.replaceAll(` ${p} `, ' ').replaceAll(` ${p} `, ' ');
  return core.trim().replace(/\s+/g, ' ');
}

/** Lower case with accents kept, punctuation gone: "Sao Mại" ≠ "Sao Mai". */
const accented = (s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The distinctive words with their accents, in the order of the name. */
function distinctiveAccented(name: string): string {
  // The last words of the name whose folded forms are the distinctive core ("Sao Mại").
  const n = distinctiveCore(name).split(' ').length;
  const words = accented(name).split(' ');
  const tail = words.slice(-n);
  return tail.map(foldVietnamese).join(' ') === distinctiveCore(name) ? tail.join(' ') : '';
}

const normaliseLicence = (s: string) => foldVietnamese(s).replace(/[^a-z0-9]/g, '');

/** A licence number as the ministry writes them: "215/LĐTBXH-GP", "128/GP-LĐTBXH" (folded). */
const LICENCE_IN_TEXT = /\b\d{1,4}\s*\/\s*[a-z]+(?:-[a-z]+)*/g;

/** The first licence-like number of the text ("số 215/LĐTBXH-GP"), as written, or null. */
export function licenceInText(text: string): string | null {
  const nfc = text.normalize('NFC');
  // Folding keeps an NFC text's length (one letter stays one letter), so indexes carry over.
  for (const m of foldVietnamese(nfc).matchAll(LICENCE_IN_TEXT)) {
    if (/gp|ldtbxh/.test(m[0])) return nfc.slice(m.index, m.index + m[0].length);
  }
  return null;
}

const COMPANY_WORD =
  /(?:^|[^\p{L}])(công ty|cty|trung tâm|doanh nghiệp|cong ty|trung tam|doanh nghiep)\s+/giu;
const LEGAL_FORM = /^(tnhh|cổ phần|co phan|cp|jsc|mtv|một thành viên|xkld|xklđ)\s+/iu;
const isCapital = (w: string) => /^\p{Lu}/u.test(w);
const STATE_CENTRE = /trung tâm lao động ngoài nước|trung tam lao dong ngoai nuoc/giu;
/** Country names as a name after "công ty" would be written ("Nhật", "Nhật Bản", "Hàn Quốc"), folded. */
const COUNTRY_NAMES = new Set([
  ...Object.keys(COUNTRY_WORDS).map(foldVietnamese),
  ...SEARCH_CONCEPTS.filter((c) => c.nation).flatMap((c) => c.phrases.map((p) => foldVietnamese(p))),
]);
/** Words that end a name even between two capitalised ones ("Sao Mại tuyển Nữ", "ABC bảo Tôi"). */
const NOT_IN_NAMES = new Set(
  'tuyen bao doi thu co la o tai nhan dang can hua cho yeu moi chuyen gui di sang lam se da vua noi hoi don cua voi'.split(
    ' ',
  ),
);

/**
 * A name written after "công ty"/"trung tâm" in the text: its capitalised words, with lower-case
 * words only between two capitalised ones ("Nhân lực Quốc tế Sao Mại"). "công ty bảo tôi…" names
 * nobody.
 */
export function namesInText(text: string): string[] {
  const out: string[] = [];
  // The state's own centre (EPS) is no agency to look up.
  const nfc = text.normalize('NFC').replace(STATE_CENTRE, ' ');
  for (const m of nfc.matchAll(COMPANY_WORD)) {
    let rest = nfc.slice((m.index ?? 0) + m[0].length);
    while (LEGAL_FORM.test(rest)) rest = rest.replace(LEGAL_FORM, '');
    const words = (rest.split(/[,.;:!?()\n"“”]/)[0] ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
    const name: string[] = [];
    for (let i = 0; i < words.length; i++) {
      const w = words[i] as string;
      if (isCapital(w)) name.push(w);
      else if (name.length > 0 && !NOT_IN_NAMES.has(foldVietnamese(w)) && isCapital(words[i + 1] ?? ''))
        name.push(w);
      else break;
    }
    const joined = name.join(' ');
    // "công ty Nhật", "công ty Hàn Quốc": the employer abroad, not a name to look up.
    if (distinctiveCore(joined).length >= 3 && !COUNTRY_NAMES.has(foldVietnamese(joined))) out.push(joined);
  }
  return out;
}

/** Word-bounded containment of a folded phrase. */
const containsWords = (hay: string, needle: string) => needle !== '' && ` ${hay} `.includes(` ${needle} `);

/** Among companies that fit, the one the accents name; without accents, the licensed one first. */
function decide(fits: KnownCompany[], hay: string): { hits: KnownCompany[]; ambiguous: KnownCompany[] } {
  if (fits.length <= 1) return { hits: fits, ambiguous: [] };
  const exact = fits.filter((c) => {
    const core = distinctiveAccented(c.name);
    return core !== '' && ` ${hay} `.includes(` ${core} `);
  });
  // Typed without any accent, "sao mai" may mean "Sao Mai" or "Sao Mại": the accents cannot decide.
  const unaccented = hay === foldVietnamese(hay);
  if (exact.length === 1 && !unaccented) return { hits: exact, ambiguous: [] };
  const sorted = [...fits].sort(
    (a, b) => Number(b.licenceState === 'verified') - Number(a.licenceState === 'verified'),
  );
  return { hits: sorted.slice(0, 1), ambiguous: sorted.slice(1) };
}

/** A name given on its own (typed, or written after "công ty"): the agency with that very name. */
function byGivenName(named: string, known: readonly KnownCompany[]) {
  const core = distinctiveCore(named);
  const full = nameCore(named);
  const fits = known.filter(
    (c) =>
      (core.length >= 3 && distinctiveCore(c.name) === core) ||
      (full.length >= 3 && nameCore(c.name) === full) ||
      (c.abbreviation !== null && nameCore(c.abbreviation) === full && full.length >= 3),
  );
  return decide(fits, accented(named));
}

/** A known agency's distinctive name anywhere in a text that names no company after "công ty". */
function byMention(text: string, known: readonly KnownCompany[]) {
  const folded = nameCore(text);
  const fits = known.filter((c) => {
    const core = distinctiveCore(c.name);
    const abbr = c.abbreviation ? nameCore(c.abbreviation) : '';
    return (
      (core.length >= 3 && containsWords(folded, core)) || (abbr.length >= 3 && containsWords(folded, abbr))
    );
  });
  return decide(fits, accented(text));
}

/**
 * A licensed name borrowed whole inside a longer one ("Nhân lực Sao Mai Việt" / "Sao Mai"), beside
 * ADR 0030's closeness: the distinctive words of the licensed name, at least 6 letters, all there.
 */
function borrows(named: string, licensed: string): boolean {
  const core = distinctiveCore(licensed);
  return core.replace(/ /g, '').length >= 6 && containsWords(distinctiveCore(named), core);
}

/**
 * The company an offer names. `company` and `licence` are the form's fields (optional); without
 * them, the text is read for a licence number, a known agency's name, or a name after "công ty".
 */
export function matchCompany(
  input: { text: string; company?: string | undefined; licence?: string | undefined },
  known: readonly KnownCompany[],
): CompanyMatch {
  const licence = input.licence?.trim() || licenceInText(input.text);
  const byLicence = licence
    ? (known.find(
        (c) => c.licenceNumber && normaliseLicence(c.licenceNumber) === normaliseLicence(licence),
      ) ?? null)
    : null;
  const typed = input.company?.trim() || null;
  // The name the offer gives: typed in the form, or written after "công ty" in the text; without
  // one, a known agency's name anywhere in the text ("cty han viet co uy tin ko").
  const given = typed ?? namesInText(input.text)[0] ?? null;
  const { hits, ambiguous } = given ? byGivenName(given, known) : byMention(input.text, known);
  let found = hits[0] ?? null;
  const named = given ?? found?.name ?? null;
  let licenceOfOther: KnownCompany | null = null;
  if (byLicence && found && byLicence.id !== found.id) licenceOfOther = byLicence;
  else if (byLicence && named && !found && !confusinglyClose(named, byLicence.name))
    licenceOfOther = byLicence;
  else if (byLicence && !found) found = byLicence;
  const verified = known.filter((c) => c.licenceState === 'verified' && c.id !== found?.id);
  const nameToCompare = found?.name ?? named;
  const lookalikes = nameToCompare
    ? verified.filter(
        (v) =>
          (confusinglyClose(nameToCompare, v.name) || borrows(nameToCompare, v.name)) &&
          !ambiguous.some((a) => a.id === v.id),
      )
    : [];
  return {
    found,
    by: found ? (found === byLicence ? 'licence' : 'name') : null,
    named: named ?? found?.name ?? null,
    licence,
    lookalikes,
    ambiguous,
    licenceOfOther,
  };
}
