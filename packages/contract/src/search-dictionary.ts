/**
 * The market's words for the job search (issue 19, ADR 0024, docs/search.md): abbreviations,
 * synonyms and country names a candidate types, each concept listed once with every written form
 * that means it. Zod-free, so browser code may use it as the server does.
 *
 * How the search uses it (apps/api/src/modules/jobs/job-search.ts):
 * - `readSearchQuery` folds the typed text (`foldVietnamese`, the twin of SQL `vn_fold()`) and
 *   reads it left to right, longest dictionary phrase first: "xuat khau lao dong nhat" is the
 *   concept XKLĐ, then the word "nhat". A concept matches a job whose text holds any of its
 *   phrases as adjacent words ("han quoc" never matches "hàn … Quốc tế" spread over fields).
 * - Every job's searchable text carries its kind's phrase (`KIND_SEARCH_TEXT`), so "xkld",
 *   "XKLĐ" and "xuất khẩu lao động" find every labour-export order.
 * - A country (a concept with `nation`, or one of `COUNTRY_WORDS`: "duc", "nhật", "hàn"…) ranks
 *   the jobs to that country first: "duc" lists Đức before "giáo dục".
 */
import { foldVietnamese } from './fold.ts';
import type { JobKind } from './options.ts';

export interface SearchConcept {
  /** Stable id, for tests and docs. */
  id: string;
  /** Written forms, as people write them (accents or not); all mean the same. */
  phrases: readonly string[];
  /** Every job of this kind holds the concept (its first phrase is in the job's text). */
  kind?: JobKind;
  /** ISO 3166-1 alpha-2 of the country the concept names: its jobs rank first. */
  nation?: string;
}

/** Kinds of offer, programmes, occupations the market abbreviates, destination countries. */
export const SEARCH_CONCEPTS: readonly SearchConcept[] = [
  // Kinds of offer. The first phrase is written into every job of the kind.
  {
    id: 'xkld',
    kind: 'labor_export',
    phrases: [
      'xuất khẩu lao động',
      'XKLĐ',
      'XKLD',
      'XKL',
      'đi xuất khẩu',
      'xuất khẩu',
      'lao động nước ngoài',
      'đi làm nước ngoài',
      'làm việc ở nước ngoài',
      'đơn hàng',
    ],
  },
  { id: 'du-hoc', kind: 'study_abroad', phrases: ['du học', 'du hoc sinh', 'du học sinh', 'study abroad'] },
  {
    id: 'trong-nuoc',
    kind: 'domestic',
    phrases: ['việc làm trong nước', 'trong nước', 'việc trong nước', 'nội địa', 'việc làm nội địa'],
  },
  // Programmes.
  { id: 'tts', phrases: ['thực tập sinh', 'TTS', 'ginou jisshu', 'gino jisshu'] },
  {
    id: 'kndd',
    phrases: ['kỹ năng đặc định', 'kĩ năng đặc định', 'KNĐĐ', 'KNDD', 'tokutei', 'tokutei ginou', 'SSW'],
  },
  { id: 'eps', phrases: ['EPS', 'EPS-TOPIK', 'chương trình EPS'] },
  { id: 'du-hoc-nghe', phrases: ['du học nghề', 'ausbildung'] },
  { id: 'vua-hoc-vua-lam', phrases: ['vừa học vừa làm', 'VHVL'] },
  { id: 'hoc-bong', phrases: ['học bổng', 'scholarship'] },
  // Occupations the market names in several ways.
  { id: 'ky-su', phrases: ['kỹ sư', 'kĩ sư', 'engineer', 'visa kỹ sư', 'kỹ sư tri thức'] },
  {
    id: 'dieu-duong',
    phrases: ['điều dưỡng', 'hộ lý', 'y tá', 'điều dưỡng viên', 'kaigo', 'hộ lí', 'chăm sóc người cao tuổi'],
  },
  { id: 'cong-nhan', phrases: ['công nhân', 'lao động phổ thông', 'LĐPT'] },
  { id: 'phien-dich', phrases: ['phiên dịch', 'thông dịch', 'biên phiên dịch'] },
  { id: 'it', phrases: ['công nghệ thông tin', 'CNTT', 'IT'] },
  { id: 'che-bien-thuc-pham', phrases: ['chế biến thực phẩm', 'CBTP'] },
  { id: 'khu-cong-nghiep', phrases: ['khu công nghiệp', 'KCN'] },
  // Destination countries: Vietnamese names with and without accents, their common and English
  // names. The first phrase is written into every job to that country (NATION_SEARCH_TEXT), so
  // "Germany" finds "Đức" jobs. One syllable alone ("Nhật", "Hàn", "Đức") is ambiguous: see
  // COUNTRY_WORDS.
  { id: 'nhat-ban', nation: 'JP', phrases: ['Nhật Bản', 'Japan', 'xứ Phù Tang', 'nước Nhật'] },
  {
    id: 'han-quoc',
    nation: 'KR',
    phrases: ['Hàn Quốc', 'Korea', 'South Korea', 'Nam Hàn', 'xứ Hàn', 'xứ kim chi'],
  },
  { id: 'dai-loan', nation: 'TW', phrases: ['Đài Loan', 'Taiwan', 'Đài Loan Trung Quốc'] },
  {
    id: 'duc',
    nation: 'DE',
    phrases: ['nước Đức', 'CHLB Đức', 'Germany', 'Deutschland', 'Cộng hòa Liên bang Đức'],
  },
  { id: 'singapore', nation: 'SG', phrases: ['Singapore', 'Xinh-ga-po', 'Singapo', 'Xin ga po'] },
  { id: 'malaysia', nation: 'MY', phrases: ['Malaysia', 'Ma-lai-xi-a', 'Malaixia', 'Mã Lai'] },
  { id: 'uc', nation: 'AU', phrases: ['nước Úc', 'Australia', 'Ô-xtrây-li-a', 'Autralia'] },
  { id: 'canada', nation: 'CA', phrases: ['Canada', 'Ca-na-đa', 'Canađa'] },
  { id: 'hoa-ky', nation: 'US', phrases: ['Hoa Kỳ', 'nước Mỹ', 'USA', 'United States'] },
  { id: 'anh', nation: 'GB', phrases: ['Vương quốc Anh', 'nước Anh', 'United Kingdom', 'UK', 'England'] },
  { id: 'new-zealand', nation: 'NZ', phrases: ['New Zealand', 'Niu Di-lân', 'Niu Dilan'] },
  { id: 'trung-quoc', nation: 'CN', phrases: ['Trung Quốc', 'China'] },
  { id: 'hungary', nation: 'HU', phrases: ['Hungary', 'Hung-ga-ri', 'Hungari'] },
  { id: 'romania', nation: 'RO', phrases: ['Romania', 'Ru-ma-ni', 'Rumani'] },
  { id: 'ba-lan', nation: 'PL', phrases: ['Ba Lan', 'Poland'] },
  { id: 'sec', nation: 'CZ', phrases: ['Cộng hòa Séc', 'Czech', 'Czechia'] },
  { id: 'bulgaria', nation: 'BG', phrases: ['Bulgaria', 'Bun-ga-ri', 'Bungari'] },
  { id: 'slovakia', nation: 'SK', phrases: ['Slovakia', 'Xlô-va-ki-a'] },
  { id: 'nga', nation: 'RU', phrases: ['Liên bang Nga', 'nước Nga', 'Russia'] },
  { id: 'phap', nation: 'FR', phrases: ['nước Pháp', 'France'] },
  { id: 'ha-lan', nation: 'NL', phrases: ['Hà Lan', 'Netherlands', 'Holland'] },
  { id: 'phan-lan', nation: 'FI', phrases: ['Phần Lan', 'Finland'] },
  { id: 'a-rap-xe-ut', nation: 'SA', phrases: ['Ả Rập Xê Út', 'Saudi Arabia', 'Saudi'] },
  { id: 'uae', nation: 'AE', phrases: ['Các Tiểu vương quốc Ả Rập Thống nhất', 'UAE', 'Dubai'] },
  { id: 'qatar', nation: 'QA', phrases: ['Qatar', 'Ca-ta'] },
  { id: 'israel', nation: 'IL', phrases: ['Israel', 'I-xra-en'] },
  { id: 'viet-nam', nation: 'VN', phrases: ['Việt Nam', 'Vietnam'] },
];

/**
 * One-syllable country names. Alone they are ambiguous ("đức" / "giáo dục", "hàn" the weld, "nhật"
 * / "nhất"), so they match as the plain word and only rank that country's jobs first. Typed with
 * accents, they count only when the accents are the country's ("dục" is not "Đức").
 */
export const COUNTRY_WORDS: Readonly<Record<string, string>> = {
  nhật: 'JP',
  hàn: 'KR',
  đài: 'TW',
  đức: 'DE',
  úc: 'AU',
  mỹ: 'US',
  séc: 'CZ',
  nga: 'RU',
  pháp: 'FR',
};

/** The words of a text as the search indexes them: folded, split on anything but letters and digits. */
export function searchWords(text: string): string[] {
  return foldVietnamese(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** The phrase each job of a kind carries in its searchable text (the kind's concept's first). */
export const KIND_SEARCH_TEXT: Readonly<Record<JobKind, string>> = Object.fromEntries(
  SEARCH_CONCEPTS.filter((c) => c.kind).map((c) => [c.kind, c.phrases[0]]),
) as Record<JobKind, string>;

/** The phrase each job to a country carries in its searchable text (its concept's first). */
export const NATION_SEARCH_TEXT: Readonly<Record<string, string>> = Object.fromEntries(
  SEARCH_CONCEPTS.filter((c) => c.nation).map((c) => [c.nation, c.phrases[0]]),
);

/** One unit of a query: a concept (any of its phrases) or one word as typed. */
export interface QueryUnit {
  /** The folded words as typed. */
  typed: string;
  /** Folded alternatives, each a phrase of one or more words; a job must hold one of them. */
  alternatives: readonly string[];
  concept: SearchConcept | null;
}

export interface SearchQuery {
  /** Every folded word as typed, in order. */
  words: string[];
  /** The typed words joined by single spaces. */
  phrase: string;
  units: QueryUnit[];
  /** Countries the query names (concepts and COUNTRY_WORDS): their jobs rank first. */
  nations: string[];
}

interface Entry {
  words: string[];
  concept: SearchConcept;
}

/** Dictionary phrases by their first folded word, longest first. */
const ENTRIES = new Map<string, Entry[]>();
for (const concept of SEARCH_CONCEPTS) {
  for (const phrase of concept.phrases) {
    const words = searchWords(phrase);
    const first = words[0];
    if (!first) continue;
    const list = ENTRIES.get(first) ?? [];
    list.push({ words, concept });
    ENTRIES.set(first, list);
  }
}
for (const list of ENTRIES.values()) list.sort((a, b) => b.words.length - a.words.length);

const COUNTRY_FOLDED = new Map(
  Object.entries(COUNTRY_WORDS).map(([w, code]) => [foldVietnamese(w), { w, code }]),
);

/** The alternatives of a concept: its phrases folded, duplicates removed. */
export function conceptAlternatives(concept: SearchConcept): string[] {
  return [...new Set(concept.phrases.map((p) => searchWords(p).join(' ')).filter((p) => p !== ''))];
}

/**
 * The one word a job's search text carries for a concept held in one of its segments ("kwxkld",
 * "kwduhocnghe"; ADR 0024): a query for the concept looks up this word instead of testing each of
 * its phrases, so a concept of common syllables is one short posting list. Letters only, so the
 * folding and the `simple` parser keep it whole.
 */
export function conceptToken(concept: SearchConcept): string {
  return `kw${concept.id.replace(/[^a-z0-9]/g, '')}`;
}

/** At most this many units: more words add nothing to a job search and only cost index work. */
export const MAX_QUERY_UNITS = 8;

/**
 * Reads a typed query (see the file's comment). Null when nothing searchable is left (only
 * punctuation). Repeated units are kept once; at most MAX_QUERY_UNITS.
 */
export function readSearchQuery(input: string | undefined): SearchQuery | null {
  if (!input) return null;
  const raw = input
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => w !== '');
  const words = raw.map((w) => foldVietnamese(w));
  if (words.length === 0) return null;
  const units: QueryUnit[] = [];
  const nations = new Set<string>();
  const seen = new Set<string>();
  for (let i = 0; i < words.length; ) {
    const entry = ENTRIES.get(words[i] as string)?.find((e) => e.words.every((w, k) => words[i + k] === w));
    const length = entry ? entry.words.length : 1;
    const typed = words.slice(i, i + length).join(' ');
    const key = entry ? `c:${entry.concept.id}` : `w:${typed}`;
    if (entry?.concept.nation) nations.add(entry.concept.nation);
    if (!entry) {
      const country = COUNTRY_FOLDED.get(typed);
      const asTyped = raw[i] as string;
      if (country && (asTyped === typed || asTyped === country.w)) nations.add(country.code);
    }
    if (!seen.has(key) && units.length < MAX_QUERY_UNITS) {
      seen.add(key);
      units.push({
        typed,
        alternatives: entry ? conceptAlternatives(entry.concept) : [typed],
        concept: entry?.concept ?? null,
      });
    }
    i += length;
  }
  return { words, phrase: words.join(' '), units, nations: [...nations] };
}
