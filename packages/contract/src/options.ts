/**
 * Option groups served by `GET options/:group` and used by the web forms. Pure data (no Node
 * APIs: the browser imports this file). Values are stable identifiers; labels are Vietnamese.
 */

import { DEFAULT_PAGE_SIZE } from './page-size.ts';

export interface Option<V extends string | number = string | number> {
  readonly value: V;
  readonly label: string;
}

/** A range option; `min`/`max` are inclusive, `null` means unbounded. */
export interface RangeOption extends Option<string> {
  readonly min: number | null;
  readonly max: number | null;
}

export const OPTION_GROUPS = [
  'user',
  'userProfile',
  'job',
  'jobDetail',
  'jobEducation',
  'jobSearch',
] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];

export const BIRTH_YEAR_MIN = 1962;
export const BIRTH_YEAR_MAX = 1998;
export const DEFAULT_JOB_SORT = 'moi-nhat';
/** The order of a job list with a keyword when none is chosen: the most relevant first (issue 19). */
export const KEYWORD_JOB_SORT = 'phu-hop-nhat';
/** The order a job list takes when none is chosen: relevance with a keyword, newest otherwise. */
export function defaultJobSort(
  search: string | undefined,
): typeof DEFAULT_JOB_SORT | typeof KEYWORD_JOB_SORT {
  return search?.trim() ? KEYWORD_JOB_SORT : DEFAULT_JOB_SORT;
}

/** Integer options from `from` to `to` inclusive, labelled with the number itself. */
function numberOptions(from: number, to: number): Option<number>[] {
  return Array.from({ length: to - from + 1 }, (_, i) => ({ value: from + i, label: String(from + i) }));
}

// ---------------------------------------------------------------------------------------------
// Shared lists

export const GENDERS = [
  { value: 'male', label: 'Nam' },
  { value: 'female', label: 'Nữ' },
  { value: 'other', label: 'Khác' },
] as const satisfies readonly Option<string>[];
export type Gender = (typeof GENDERS)[number]['value'];

export const JOB_GENDERS = [
  { value: 'any', label: 'Không yêu cầu' },
  { value: 'male', label: 'Nam' },
  { value: 'female', label: 'Nữ' },
] as const satisfies readonly Option<string>[];
export type JobGender = (typeof JOB_GENDERS)[number]['value'];

export const ACCOUNT_TYPES = [
  { value: 'employee', label: 'Người tìm việc' },
  { value: 'company', label: 'Công ty' },
] as const satisfies readonly Option<string>[];
export type AccountType = (typeof ACCOUNT_TYPES)[number]['value'];

/** A person's highest education; the values are shared with `JOB_EDUCATION_LEVELS` where they meet. */
export const EDUCATION_LEVELS = [
  { value: 'primary_school', label: 'Tiểu học' },
  { value: 'middle_school', label: 'Trung học cơ sở' },
  { value: 'high_school', label: 'Trung học phổ thông' },
  { value: 'vocational', label: 'Trung cấp' },
  { value: 'college', label: 'Cao đẳng' },
  { value: 'university', label: 'Đại học' },
  { value: 'master', label: 'Thạc sĩ' },
  { value: 'doctorate', label: 'Tiến sĩ' },
] as const satisfies readonly Option<string>[];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]['value'];

/** A job's minimum education requirement. */
export const JOB_EDUCATION_LEVELS = [
  { value: 'none', label: 'Không yêu cầu' },
  { value: 'middle_school', label: 'Tốt nghiệp THCS' },
  { value: 'high_school', label: 'Tốt nghiệp THPT' },
  { value: 'vocational', label: 'Trung cấp' },
  { value: 'college', label: 'Cao đẳng' },
  { value: 'university', label: 'Đại học' },
  { value: 'postgraduate', label: 'Trên đại học' },
] as const satisfies readonly Option<string>[];
export type JobEducationLevel = (typeof JOB_EDUCATION_LEVELS)[number]['value'];

export const MARITAL_STATUSES = [
  { value: 'single', label: 'Độc thân' },
  { value: 'married', label: 'Đã kết hôn' },
] as const satisfies readonly Option<string>[];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number]['value'];

export const LANGUAGE_LEVELS = [
  ...(['N5', 'N4', 'N3', 'N2', 'N1'] as const).map((level) => ({
    value: `jlpt_${level.toLowerCase()}`,
    label: `Tiếng Nhật JLPT ${level}`,
  })),
  ...[1, 2, 3, 4, 5, 6].map((level) => ({ value: `topik_${level}`, label: `Tiếng Hàn TOPIK ${level}` })),
  ...(['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const).map((level) => ({
    value: `cefr_${level.toLowerCase()}`,
    label: `CEFR ${level}`,
  })),
] satisfies readonly Option<string>[];

export const EXPERIENCE_YEARS = [
  { value: 'none', label: 'Chưa có kinh nghiệm' },
  { value: 'under_1', label: 'Dưới 1 năm' },
  { value: '1_2', label: '1–2 năm' },
  { value: '2_5', label: '2–5 năm' },
  { value: 'over_5', label: 'Trên 5 năm' },
] as const satisfies readonly Option<string>[];
export type ExperienceYears = (typeof EXPERIENCE_YEARS)[number]['value'];

export const JOB_KINDS = [
  { value: 'domestic', label: 'Việc làm trong nước' },
  { value: 'study_abroad', label: 'Du học' },
  { value: 'labor_export', label: 'Xuất khẩu lao động' },
] as const satisfies readonly Option<string>[];
export type JobKind = (typeof JOB_KINDS)[number]['value'];

export const BONUS_TYPES = [
  { value: 'main', label: 'Thưởng chính' },
  { value: 'warranty', label: 'Thưởng bảo hành' },
] as const satisfies readonly Option<string>[];
export type BonusType = (typeof BONUS_TYPES)[number]['value'];

export const SALARY_PERIODS = [
  { value: 'hour', label: 'Giờ' },
  { value: 'month', label: 'Tháng' },
  { value: 'year', label: 'Năm' },
] as const satisfies readonly Option<string>[];
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]['value'];

/** Currencies a posting may quote salary and cost in (ISO 4217). */
export const CURRENCIES = [
  { value: 'VND', label: 'Việt Nam đồng (VND)' },
  { value: 'JPY', label: 'Yên Nhật (JPY)' },
  { value: 'KRW', label: 'Won Hàn Quốc (KRW)' },
  { value: 'TWD', label: 'Đài tệ (TWD)' },
  { value: 'USD', label: 'Đô la Mỹ (USD)' },
  { value: 'EUR', label: 'Euro (EUR)' },
  { value: 'SGD', label: 'Đô la Singapore (SGD)' },
  { value: 'MYR', label: 'Ringgit Malaysia (MYR)' },
  { value: 'AUD', label: 'Đô la Úc (AUD)' },
] as const satisfies readonly Option<string>[];
export type Currency = (typeof CURRENCIES)[number]['value'];

export const WORKING_TYPES = [
  { value: 'full_time', label: 'Toàn thời gian' },
  { value: 'part_time', label: 'Bán thời gian' },
  { value: 'seasonal', label: 'Thời vụ' },
  { value: 'contract', label: 'Hợp đồng' },
] as const satisfies readonly Option<string>[];
export type WorkingType = (typeof WORKING_TYPES)[number]['value'];

/** Job list orders; the value is the permalink segment ('/viec-lam/moi-nhat'). */
export const JOB_SORTS = [
  { value: 'moi-nhat', label: 'Mới nhất' },
  { value: 'luong-cao-nhat', label: 'Lương cao nhất' },
  { value: 'chi-phi-thap-nhat', label: 'Chi phí thấp nhất' },
  { value: 'han-nop-gan-nhat', label: 'Hạn nộp gần nhất' },
  { value: 'phu-hop-nhat', label: 'Phù hợp nhất' },
] as const satisfies readonly Option<string>[];
export type JobSort = (typeof JOB_SORTS)[number]['value'];

/** Orders of the company list: companies hiring now first (default), or the best rated first. */
export const COMPANY_SORTS = [
  { value: 'dang-tuyen', label: 'Đang tuyển' },
  { value: 'danh-gia-cao', label: 'Được đánh giá cao' },
] as const satisfies readonly Option<string>[];
export type CompanySort = (typeof COMPANY_SORTS)[number]['value'];
export const DEFAULT_COMPANY_SORT: CompanySort = 'dang-tuyen';

const MILLION = 1_000_000;

/** Monthly salary ranges in VND. */
export const SALARY_RANGES: readonly RangeOption[] = [
  { value: '0-10000000', label: 'Dưới 10 triệu', min: 0, max: 10 * MILLION },
  { value: '10000000-20000000', label: '10 – 20 triệu', min: 10 * MILLION, max: 20 * MILLION },
  { value: '20000000-30000000', label: '20 – 30 triệu', min: 20 * MILLION, max: 30 * MILLION },
  { value: '30000000-50000000', label: '30 – 50 triệu', min: 30 * MILLION, max: 50 * MILLION },
  { value: '50000000-', label: 'Trên 50 triệu', min: 50 * MILLION, max: null },
];

export const AGE_RANGES: readonly RangeOption[] = [
  { value: '18-25', label: '18 – 25 tuổi', min: 18, max: 25 },
  { value: '26-30', label: '26 – 30 tuổi', min: 26, max: 30 },
  { value: '31-35', label: '31 – 35 tuổi', min: 31, max: 35 },
  { value: '36-40', label: '36 – 40 tuổi', min: 36, max: 40 },
  { value: '41-', label: 'Trên 40 tuổi', min: 41, max: null },
];

// ---------------------------------------------------------------------------------------------
// Groups

export interface UserOptions {
  genders: typeof GENDERS;
  birthYears: readonly Option<number>[];
  birthMonths: readonly Option<number>[];
  birthDays: readonly Option<number>[];
  accountTypes: typeof ACCOUNT_TYPES;
}

export interface UserProfileOptions {
  genders: typeof GENDERS;
  educationLevels: typeof EDUCATION_LEVELS;
  maritalStatuses: typeof MARITAL_STATUSES;
  languageLevels: readonly Option<string>[];
  experienceYears: typeof EXPERIENCE_YEARS;
}

export interface JobOptions {
  jobKinds: typeof JOB_KINDS;
  genders: typeof JOB_GENDERS;
  bonusTypes: typeof BONUS_TYPES;
  salaryPeriods: typeof SALARY_PERIODS;
  currencies: typeof CURRENCIES;
  workingTypes: typeof WORKING_TYPES;
}

export interface JobDetailOptions {
  /** Shown instead of a deadline when the posting has none. */
  noDeadlineLabel: string;
  /** Shown instead of an amount when the salary is negotiable. */
  negotiableLabel: string;
  labels: {
    nation: string;
    salary: string;
    cost: string;
    deadline: string;
    expectedFlightDate: string;
    quantity: string;
    age: string;
    gender: string;
    education: string;
    workingType: string;
    bonus: string;
  };
}

export interface JobEducationOptions {
  educationLevels: typeof JOB_EDUCATION_LEVELS;
}

export interface JobSearchOptions {
  sorts: typeof JOB_SORTS;
  defaultSort: typeof DEFAULT_JOB_SORT;
  salaryRanges: readonly RangeOption[];
  ageRanges: readonly RangeOption[];
  pageSize: number;
  jobKinds: typeof JOB_KINDS;
}

export interface OptionGroups {
  user: UserOptions;
  userProfile: UserProfileOptions;
  job: JobOptions;
  jobDetail: JobDetailOptions;
  jobEducation: JobEducationOptions;
  jobSearch: JobSearchOptions;
}

export const optionGroups: OptionGroups = {
  user: {
    genders: GENDERS,
    birthYears: numberOptions(BIRTH_YEAR_MIN, BIRTH_YEAR_MAX),
    birthMonths: numberOptions(1, 12),
    birthDays: numberOptions(1, 31),
    accountTypes: ACCOUNT_TYPES,
  },
  userProfile: {
    genders: GENDERS,
    educationLevels: EDUCATION_LEVELS,
    maritalStatuses: MARITAL_STATUSES,
    languageLevels: LANGUAGE_LEVELS,
    experienceYears: EXPERIENCE_YEARS,
  },
  job: {
    jobKinds: JOB_KINDS,
    genders: JOB_GENDERS,
    bonusTypes: BONUS_TYPES,
    salaryPeriods: SALARY_PERIODS,
    currencies: CURRENCIES,
    workingTypes: WORKING_TYPES,
  },
  jobDetail: {
    noDeadlineLabel: '(không giới hạn thời gian)',
    negotiableLabel: 'Thỏa thuận',
    labels: {
      nation: 'Quốc gia',
      salary: 'Mức lương',
      cost: 'Chi phí',
      deadline: 'Hạn nộp hồ sơ',
      expectedFlightDate: 'Lịch bay dự kiến',
      quantity: 'Số lượng tuyển',
      age: 'Độ tuổi',
      gender: 'Giới tính',
      education: 'Trình độ học vấn',
      workingType: 'Hình thức làm việc',
      bonus: 'Thưởng',
    },
  },
  jobEducation: {
    educationLevels: JOB_EDUCATION_LEVELS,
  },
  jobSearch: {
    sorts: JOB_SORTS,
    defaultSort: DEFAULT_JOB_SORT,
    salaryRanges: SALARY_RANGES,
    ageRanges: AGE_RANGES,
    pageSize: DEFAULT_PAGE_SIZE,
    jobKinds: JOB_KINDS,
  },
};

export function isOptionGroup(value: string): value is OptionGroup {
  return (OPTION_GROUPS as readonly string[]).includes(value);
}

type ValuesOf<T extends readonly Option[]> = { [K in keyof T]: T[K] extends Option<infer V> ? V : never };

/** The values of an option list, keeping the tuple type (for `z.enum(optionValues(GENDERS))`). */
export function optionValues<const T extends readonly [Option, ...Option[]]>(options: T): ValuesOf<T> {
  return options.map((o) => o.value) as ValuesOf<T>;
}
