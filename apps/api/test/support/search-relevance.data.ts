/**
 * The relevance set of the job search (issue 19): Vietnamese queries as candidates type them —
 * with and without accents, abbreviations, synonyms, English country names, typos, phrases — each
 * with the jobs of the demo data a person judges relevant, written as a rule over the job (its
 * kind, destination, and the words of its title, occupation and field). The rules are written per
 * query, apart from the search dictionary, so they judge it rather than repeat it.
 * search-relevance.test.ts runs every query through `GET /api/listJobs` and measures precision.
 */
import { foldVietnamese } from '@app/contract/client';

export interface JudgedJob {
  kind: string;
  nation: string;
  /** Folded words of the title, occupation and its group, field, province and place, padded with spaces. */
  text: string;
}

export type Judge = (j: JudgedJob) => boolean;

export interface RelevanceCase {
  q: string;
  relevant: Judge;
  /** A typo: the answer comes from the spelling fallback (`keyword_match: 'similar'`). */
  typo?: boolean;
}

const fold = (s: string) =>
  ` ${foldVietnamese(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
/** The job's words hold one of these phrases. */
const has =
  (...phrases: string[]): Judge =>
  (j) =>
    phrases.some((p) => j.text.includes(fold(p)));
const kind =
  (k: string): Judge =>
  (j) =>
    j.kind === k;
const to =
  (code: string): Judge =>
  (j) =>
    j.nation === code;
const all =
  (...judges: Judge[]): Judge =>
  (j) =>
    judges.every((f) => f(j));

const LABOUR = kind('labor_export');
const STUDY = kind('study_abroad');
const DOMESTIC = kind('domestic');
const TTS = has('thực tập sinh');
const KNDD = has('kỹ năng đặc định', 'tokutei');
const NURSING = has('điều dưỡng', 'hộ lý', 'chăm sóc người cao tuổi');
const ENGINEER = has('kỹ sư');
const VOCATIONAL = has('du học nghề', 'du học đức nghề');

const cases = (relevant: Judge, ...qs: string[]): RelevanceCase[] => qs.map((q) => ({ q, relevant }));
const typos = (relevant: Judge, ...qs: string[]): RelevanceCase[] =>
  qs.map((q) => ({ q, relevant, typo: true }));

export const RELEVANCE_CASES: RelevanceCase[] = [
  // Kinds of offer, by their names and abbreviations.
  ...cases(LABOUR, 'xkld', 'XKLĐ', 'Xkld', 'xuất khẩu lao động', 'xuat khau lao dong', 'XUẤT KHẨU LAO ĐỘNG'),
  ...cases(
    LABOUR,
    'xuất khẩu',
    'đi xuất khẩu',
    'đơn hàng',
    'don hang',
    'lao động nước ngoài',
    'đi làm nước ngoài',
  ),
  ...cases(STUDY, 'du học', 'du hoc', 'DU HỌC', 'du học sinh'),
  ...cases(DOMESTIC, 'việc làm trong nước', 'viec lam trong nuoc', 'trong nước', 'nội địa', 'noi dia'),
  // Programmes.
  ...cases(TTS, 'thực tập sinh', 'thuc tap sinh', 'TTS', 'tts'),
  ...cases(all(TTS, to('JP')), 'tts nhật', 'thực tập sinh Nhật Bản'),
  ...cases(
    KNDD,
    'kỹ năng đặc định',
    'ky nang dac dinh',
    'KNĐĐ',
    'kndd',
    'tokutei',
    'Tokutei',
    'kĩ năng đặc định',
  ),
  ...cases(all(KNDD, NURSING), 'tokutei điều dưỡng', 'kỹ năng đặc định điều dưỡng'),
  ...cases(VOCATIONAL, 'du học nghề', 'du hoc nghe', 'ausbildung'),
  ...cases(all(VOCATIONAL, to('DE')), 'du học nghề Đức', 'du hoc nghe duc'),
  ...cases(has('vừa học vừa làm'), 'vừa học vừa làm', 'vua hoc vua lam'),
  ...cases(has('học bổng'), 'học bổng', 'hoc bong'),
  // Occupations named in several ways.
  ...cases(ENGINEER, 'kỹ sư', 'ky su', 'kĩ sư', 'engineer', 'Kỹ Sư'),
  ...cases(has('kỹ sư cơ khí'), 'kỹ sư cơ khí', 'ky su co khi', 'kĩ sư cơ khí'),
  ...cases(all(ENGINEER, to('JP')), 'kỹ sư Nhật', 'ky su nhat ban', 'kỹ sư Japan'),
  ...cases(has('kỹ sư điện'), 'kỹ sư điện'),
  ...cases(NURSING, 'điều dưỡng', 'dieu duong', 'hộ lý', 'ho ly', 'y tá', 'chăm sóc người cao tuổi', 'kaigo'),
  ...cases(all(NURSING, to('DE')), 'điều dưỡng Đức', 'dieu duong duc'),
  ...cases(has('công nghệ thông tin'), 'công nghệ thông tin', 'CNTT', 'IT'),
  ...cases(has('khu công nghiệp', 'kcn'), 'khu công nghiệp', 'KCN'),
  ...cases(has('công nhân'), 'công nhân', 'cong nhan'),
  // Destinations: Vietnamese names with and without accents, common and English names.
  ...cases(to('JP'), 'Nhật Bản', 'nhat ban', 'NHẬT BẢN', 'Japan', 'nhật', 'nhat', 'nước Nhật'),
  ...cases(to('KR'), 'Hàn Quốc', 'han quoc', 'hàn quốc', 'Korea', 'xứ Hàn', 'Nam Hàn'),
  ...cases(to('TW'), 'Đài Loan', 'dai loan', 'Taiwan', 'đài', 'Đai Loan'),
  ...cases(to('DE'), 'Đức', 'duc', 'Germany', 'nước Đức', 'CHLB Đức'),
  ...cases(to('AU'), 'Úc', 'uc', 'Australia', 'nước Úc'),
  ...cases(to('PL'), 'Ba Lan', 'ba lan', 'Poland'),
  ...cases(to('HU'), 'Hungary', 'Hung-ga-ri'),
  ...cases(to('RO'), 'Romania', 'Rumani'),
  // A kind and a destination.
  ...cases(
    all(LABOUR, to('JP')),
    'xkld nhat ban',
    'xkld nhật',
    'XKLĐ Japan',
    'đơn hàng Nhật Bản',
    'don hang nhat',
  ),
  ...cases(all(LABOUR, to('TW')), 'xuất khẩu lao động Đài Loan', 'xkld dai loan'),
  ...cases(all(STUDY, to('KR')), 'du học Hàn Quốc', 'du hoc han quoc', 'du học Korea'),
  ...cases(all(STUDY, to('JP')), 'du học Nhật', 'du hoc nhat ban'),
  ...cases(all(STUDY, to('TW')), 'du học Đài Loan', 'du hoc dai loan'),
  ...cases(all(STUDY, to('DE')), 'du học Đức', 'du hoc duc'),
  ...cases(all(STUDY, to('AU')), 'du học Úc'),
  ...cases(all(DOMESTIC, has('đà nẵng')), 'việc làm trong nước Đà Nẵng'),
  // Occupations and places as phrases.
  ...cases(has('may công nghiệp'), 'may công nghiệp', 'may cong nghiep'),
  ...cases(has('cơ khí'), 'cơ khí', 'co khi'),
  ...cases(has('thợ hàn', 'hàn bán tự động', 'hàn tig', 'hàn vỏ tàu'), 'thợ hàn', 'tho han'),
  ...cases(has('nông nghiệp', 'trồng rau'), 'nông nghiệp', 'nong nghiep'),
  ...cases(has('xây dựng', 'cốp pha'), 'xây dựng', 'cốp pha'),
  ...cases(has('nhà hàng'), 'nhà hàng', 'nha hang'),
  ...cases(has('đà nẵng', 'hội an', 'liên chiểu'), 'Đà Nẵng', 'da nang'),
  ...cases(has('tokyo'), 'Tokyo'),
  ...cases(has('osaka'), 'Osaka'),
  ...cases(has('hokkaido'), 'Hokkaido'),
  // Typos.
  ...typos(has('hokkaido'), 'Hokaido'),
  ...typos(has('kỹ sư cơ khí'), 'ky su co khj'),
  ...typos(NURSING, 'dieu duongg'),
  ...typos(to('JP'), 'nhat bna'),
  ...typos(LABOUR, 'xkdl'),
  ...typos(KNDD, 'tokutel'),
  ...typos(TTS, 'thuc tap sihn'),
];
