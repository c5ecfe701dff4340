/**
 * The choices of the job list's filters and the labels of the active ones. The lists come from the
 * reference-data calls (nations, provinces, works, fields, tags); the rest from the contract.
 */
import {
  JOB_EDUCATION_LEVELS,
  JOB_GENDERS,
  JOB_KINDS,
  JOB_SORTS,
  LICENCE_VERIFIED_LABEL,
} from '@app/contract/client';
import { formatDate } from './format.ts';
import { type JobFilters, type ListKey, SCALAR_KEYS, type ScalarKey } from './search-params.ts';

export interface Choice {
  value: string;
  label: string;
}
export interface ChoiceGroup {
  group: string;
  items: Choice[];
}

export interface FilterOptions {
  nations: Choice[];
  provinces: Choice[];
  works: ChoiceGroup[];
  fields: ChoiceGroup[];
  tags: (Choice & { suggested: boolean })[];
}

export const kindChoices: Choice[] = JOB_KINDS.map((k) => ({ value: k.value, label: k.label }));
export const sortChoices: Choice[] = JOB_SORTS.map((s) => ({ value: s.value, label: s.label }));
/** The candidate's own gender: jobs open to it ('any' jobs included by the API). */
export const genderChoices: Choice[] = JOB_GENDERS.filter((g) => g.value !== 'any').map((g) => ({
  value: g.value,
  label: g.label,
}));
/** The candidate's own education: jobs requiring at most this level. */
export const educationChoices: Choice[] = JOB_EDUCATION_LEVELS.map((e) => ({
  value: e.value,
  label: e.value === 'none' ? 'Chưa tốt nghiệp THCS' : e.label,
}));

const MILLION = 1_000_000;
const millionLabel = (vnd: number) =>
  `${new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 }).format(vnd / MILLION)} triệu`;
export const salaryMinChoices: Choice[] = [5, 8, 10, 15, 20, 25, 30, 40, 50].map((m) => ({
  value: String(m * MILLION),
  label: `Từ ${millionLabel(m * MILLION)}`,
}));
export const salaryMaxChoices: Choice[] = [10, 15, 20, 25, 30, 40, 50, 70, 100].map((m) => ({
  value: String(m * MILLION),
  label: `Đến ${millionLabel(m * MILLION)}`,
}));

/** A select's choices plus the current value when a hand-made URL holds one not offered. */
export function withCurrent(choices: Choice[], current: string, label: (v: string) => string): Choice[] {
  if (!current || choices.some((c) => c.value === current)) return choices;
  return [...choices, { value: current, label: label(current) }];
}

export function salaryLabel(key: 'salary_min' | 'salary_max', value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return `${key === 'salary_min' ? 'Từ' : 'Đến'} ${n >= MILLION ? millionLabel(n) : `${n.toLocaleString('vi-VN')} ₫`}`;
}

/**
 * The options a form shows: the suggested tags and the chosen ones, without those that only
 * repeat a country.
 */
export function shownOptions(options: FilterOptions, filters: JobFilters): FilterOptions {
  const nationNames = new Set(options.nations.map((n) => n.label));
  return {
    ...options,
    tags: options.tags.filter(
      (t) => filters.tag.includes(t.value) || (t.suggested && !nationNames.has(t.label)),
    ),
  };
}

const flat = (groups: ChoiceGroup[]) => groups.flatMap((g) => g.items);
const find = (choices: Choice[], value: string) => choices.find((c) => c.value === value)?.label;

/** One removable chip per active filter value, labelled for people. */
export interface ActiveFilter {
  key: ListKey | ScalarKey;
  value: string;
  label: string;
}

export function activeFilters(f: JobFilters, o: FilterOptions): ActiveFilter[] {
  const lists: [ListKey, Choice[]][] = [
    ['kind', kindChoices],
    ['nation', o.nations],
    ['province', o.provinces],
    ['work', flat(o.works)],
    ['field', flat(o.fields)],
    ['tag', o.tags],
  ];
  const out: ActiveFilter[] = [];
  for (const [key, choices] of lists) {
    for (const value of f[key]) out.push({ key, value, label: find(choices, value) ?? value });
  }
  if (f.salary_min)
    out.push({
      key: 'salary_min',
      value: f.salary_min,
      label: `Lương ${salaryLabel('salary_min', f.salary_min).toLowerCase()}`,
    });
  if (f.salary_max)
    out.push({
      key: 'salary_max',
      value: f.salary_max,
      label: `Lương ${salaryLabel('salary_max', f.salary_max).toLowerCase()}`,
    });
  if (f.age) out.push({ key: 'age', value: f.age, label: `${f.age} tuổi` });
  if (f.gender)
    out.push({
      key: 'gender',
      value: f.gender,
      label: `Giới tính: ${find(genderChoices, f.gender) ?? f.gender}`,
    });
  if (f.education) {
    out.push({
      key: 'education',
      value: f.education,
      label: `Trình độ: ${find(educationChoices, f.education) ?? f.education}`,
    });
  }
  if (f.deadline_before) {
    out.push({
      key: 'deadline_before',
      value: f.deadline_before,
      label: `Hạn nộp trước ${formatDate(f.deadline_before)}`,
    });
  }
  if (f.licence_verified) {
    out.push({ key: 'licence_verified', value: f.licence_verified, label: LICENCE_VERIFIED_LABEL });
  }
  return out;
}

/** The filter state without one active value (the chip's link), back on page 1. */
export function without(f: JobFilters, chip: ActiveFilter): JobFilters {
  const next: JobFilters = { ...f, page: 1 };
  if ((SCALAR_KEYS as readonly string[]).includes(chip.key)) {
    (next as unknown as Record<string, string>)[chip.key] = '';
  } else {
    const key = chip.key as ListKey;
    next[key] = f[key].filter((v) => v !== chip.value);
  }
  return next;
}

/**
 * The list's heading from its category filters: 'Đơn hàng xuất khẩu lao động tại Nhật Bản',
 * 'Chương trình du học', 'Việc làm trong nước tại Hà Nội'…
 */
export function listHeading(f: JobFilters, o: Pick<FilterOptions, 'nations' | 'provinces'>): string {
  const kind = f.kind.length === 1 ? f.kind[0] : null;
  let base =
    kind === 'labor_export'
      ? 'Đơn hàng xuất khẩu lao động'
      : kind === 'study_abroad'
        ? 'Chương trình du học'
        : kind === 'domestic'
          ? 'Việc làm trong nước'
          : 'Chương trình XKLĐ, du học và việc làm';
  const nation = f.nation.length === 1 ? find(o.nations, f.nation[0] as string) : null;
  const province = f.province.length === 1 ? find(o.provinces, f.province[0] as string) : null;
  if (nation) base += ` tại ${nation}`;
  else if (province) base += ` tại ${province}`;
  return base;
}
