import { JOB_STATES, type JobState, jobStateLabels, type Option } from '@app/contract';
import {
  BONUS_TYPES,
  formatMoney,
  formatSalaryRange,
  JOB_EDUCATION_LEVELS,
  JOB_GENDERS,
  JOB_KINDS,
  SALARY_PERIODS,
  WORKING_TYPES,
} from '@app/contract/client';

function labelOf(list: readonly Option<string>[]) {
  const map = new Map(list.map((o) => [o.value, o.label]));
  return (value: string | null | undefined): string => (value ? (map.get(value) ?? value) : '—');
}

export const kindLabel = labelOf(JOB_KINDS);
export const genderLabel = labelOf(JOB_GENDERS);
export const educationLabel = labelOf(JOB_EDUCATION_LEVELS);
export const workingTypeLabel = labelOf(WORKING_TYPES);
export const periodLabel = labelOf(SALARY_PERIODS);
export const bonusLabel = labelOf(BONUS_TYPES);

export const STATE_COLORS: Record<JobState, string> = {
  waiting: 'yellow',
  approved: 'green',
  rejected: 'red',
  disabled: 'gray',
  expired: 'orange',
};

export const stateOptions = JOB_STATES.map((s) => ({ value: s, label: jobStateLabels[s] }));
export const kindOptions = JOB_KINDS.map((k) => ({ value: k.value, label: k.label }));

/** An ISO calendar date ('2027-03-15') as DD/MM/YYYY, without time zone arithmetic. */
export function formatDay(isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : isoDate;
}

export function salaryText(job: {
  salary_minimum: number | null;
  salary_maximum: number | null;
  salary_currency: string;
  salary_period: 'hour' | 'month' | 'year';
}): string {
  return formatSalaryRange(job.salary_minimum, job.salary_maximum, job.salary_currency, job.salary_period);
}

export function ageText(min: number | null, max: number | null): string {
  if (min === null && max === null) return 'Không yêu cầu';
  if (min !== null && max !== null) return `${min} – ${max} tuổi`;
  return min !== null ? `Từ ${min} tuổi` : `Đến ${max} tuổi`;
}

export const vnd = (n: number | null | undefined): string => (n == null ? '—' : formatMoney(n, 'VND'));

/** Where the job is: nation, and the province or place when given. */
export function placeText(job: {
  nation: { name: string };
  province: { name: string } | null;
  location: string | null;
}): string {
  return [job.location, job.province?.name, job.nation.name].filter(Boolean).join(', ');
}
