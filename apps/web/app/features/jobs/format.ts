/**
 * How a job's facts read on cards and the detail page. Pure functions (server and browser give
 * the same text, so hydration never drifts).
 */
import type { JobCard, JobKind } from '@app/contract';
import {
  formatMoney,
  formatSalaryRange,
  hourlyBasis,
  JOB_EDUCATION_LEVELS,
  JOB_GENDERS,
  JOB_KINDS,
  optionGroups,
  WORKING_TYPES,
} from '@app/contract/client';

export const LIST_PATH = '/danh-sach-chuong-trinh-xkld-duhoc';
export const COMPANIES_PATH = '/danh-sach-cong-ty-xkld-duhoc';
export const companyPath = (id: number) => `/companies/${id}`;

export const detailLabels = optionGroups.jobDetail.labels;
export const NEGOTIABLE = optionGroups.jobDetail.negotiableLabel;

const labelOf = <T extends { value: string; label: string }>(list: readonly T[], value: string) =>
  list.find((o) => o.value === value)?.label ?? value;

export const kindLabel = (kind: JobKind) => labelOf(JOB_KINDS, kind);
/** Short labels for badges on cards. */
export const kindShortLabel: Record<JobKind, string> = {
  labor_export: 'XKLĐ',
  study_abroad: 'Du học',
  domestic: 'Trong nước',
};
export const genderLabel = (v: string) => labelOf(JOB_GENDERS, v);
export const educationLabel = (v: string) => labelOf(JOB_EDUCATION_LEVELS, v);
export const workingTypeLabel = (v: string) => labelOf(WORKING_TYPES, v);

/** `2026-12-31` (or a timestamp) → `31/12/2026`, read in Vietnam's calendar. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return optionGroups.jobDetail.noDeadlineLabel;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/** Whole days from `today` to `date` (both ISO dates). */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Where the job is: 'Nhật Bản · Aichi', 'Hà Nội', 'Đức'. */
export function jobPlace(job: Pick<JobCard, 'kind' | 'nation' | 'province' | 'location'>): string {
  const place = job.province?.name ?? job.location ?? null;
  if (job.kind === 'domestic' || job.nation.code === 'VN') return place ?? job.nation.name;
  return place ? `${job.nation.name} · ${place}` : job.nation.name;
}

/** The salary as the company entered it: '180.000 – 220.000 JPY/tháng', or 'Thỏa thuận'. */
export function salaryText(
  job: Pick<JobCard, 'salary_minimum' | 'salary_maximum' | 'salary_currency' | 'salary_period'>,
): string {
  return formatSalaryRange(
    job.salary_minimum,
    job.salary_maximum,
    job.salary_currency,
    job.salary_period,
    NEGOTIABLE,
  );
}

const oneDecimal = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });
const millions = (n: number) => oneDecimal.format(n / 1_000_000);

type ApproxJob = Pick<
  JobCard,
  'kind' | 'nation' | 'salary_currency' | 'salary_period' | 'salary_min_vnd' | 'salary_max_vnd'
>;

/**
 * The salary normalised to VND per month ('≈ 30,5 – 37,2 triệu ₫/tháng'), for salaries that are
 * not already VND per month; null otherwise or when no rate is known. An hourly wage says the
 * hours it counts (`hourlyBasis`): on a card briefly ('(làm thêm 20 giờ/tuần)' for a student,
 * '(theo 176 giờ/tháng)' for labour), on the job page in full.
 */
export function salaryVndApprox(job: ApproxJob, form: 'card' | 'page' = 'card'): string | null {
  if (job.salary_currency === 'VND' && job.salary_period === 'month') return null;
  const { salary_min_vnd: min, salary_max_vnd: max } = job;
  if (min === null && max === null) return null;
  const short = (n: number) => (n >= 1_000_000 ? `${millions(n)} triệu ₫` : formatMoney(n, 'VND'));
  let figure: string;
  if (min !== null && max !== null) {
    if (min >= 1_000_000 && max >= 1_000_000 && min !== max)
      figure = `≈ ${millions(min)} – ${millions(max)} triệu ₫/tháng`;
    else figure = min === max ? `≈ ${short(min)}/tháng` : `≈ ${short(min)} – ${short(max)}/tháng`;
  } else figure = min !== null ? `≈ từ ${short(min)}/tháng` : `≈ đến ${short(max as number)}/tháng`;
  if (job.salary_period !== 'hour') return figure;
  const basis = hourlyBasis(job.kind, job.nation.code);
  return `${figure} ${form === 'card' ? basis.short : basis.long}`;
}

/** Total cost to the candidate, in VND. */
export function costText(expense: number | null): string | null {
  return expense === null ? null : formatMoney(expense, 'VND');
}

/** '18 – 30 tuổi', 'Từ 18 tuổi', 'Đến 35 tuổi', or 'Không yêu cầu'. */
export function ageText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? `${min} tuổi` : `${min} – ${max} tuổi`;
  if (min !== null) return `Từ ${min} tuổi`;
  if (max !== null) return `Đến ${max} tuổi`;
  return 'Không yêu cầu';
}
