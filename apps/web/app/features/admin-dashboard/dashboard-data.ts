import type { DashboardData } from '@app/contract';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  applicationStatusLabels,
  JOB_KINDS,
  NO_ROLE_LABEL,
  roleLabels,
  USER_STATUSES,
  USER_TYPES,
  type UserStatus,
  type UserType,
} from '@app/contract/client';
import { formatDayMonth } from '../../lib/vn-time.ts';

/**
 * What the dashboard's blocks show, derived from GET admin/dashboard: pivots, totals and chart
 * series with Vietnamese labels. Pure, so the charts and their tables read the same numbers.
 */

export interface Series {
  name: string;
  label: string;
  color: string;
}

export const REGISTRATION_SERIES: Series[] = [
  { name: 'employee', label: roleLabels.employee, color: 'blue.6' },
  { name: 'company', label: roleLabels.company, color: 'teal.6' },
  { name: 'other', label: 'Khác (quản trị, sale, chưa chọn loại)', color: 'gray.5' },
];

const APPLICATION_COLORS: Record<ApplicationStatus, string> = {
  submitted: 'blue.6',
  reviewing: 'cyan.6',
  interview: 'indigo.6',
  passed: 'teal.6',
  preparing: 'lime.7',
  departed: 'green.8',
  rejected: 'red.6',
  withdrawn: 'gray.5',
};
export const APPLICATION_SERIES: Series[] = APPLICATION_STATUSES.map((s) => ({
  name: s,
  label: applicationStatusLabels[s],
  color: APPLICATION_COLORS[s],
}));

/** The order the job states are listed in: the queue first, then the public, then the closed ones. */
const JOB_STATE_ORDER = ['waiting', 'approved', 'expired', 'rejected', 'disabled'] as const;

export const kindLabel = (kind: string) => JOB_KINDS.find((k) => k.value === kind)?.label ?? kind;
export const typeLabel = (type: UserType | null) => (type ? roleLabels[type] : NO_ROLE_LABEL);

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Accounts: one row per type present (in the product's order, "no type" last), counts per status. */
export function accountRows(cells: DashboardData['accounts']) {
  const types: (UserType | null)[] = [...USER_TYPES, null];
  return types
    .map((type) => {
      const mine = cells.filter((c) => c.type === type);
      const byStatus = Object.fromEntries(
        USER_STATUSES.map((s) => [s, mine.find((c) => c.status === s)?.count ?? 0]),
      ) as Record<UserStatus, number>;
      return { type, label: typeLabel(type), byStatus, total: sum(mine.map((c) => c.count)) };
    })
    .filter((r) => r.total > 0);
}

/** The statuses that have at least one account (columns of the accounts table). */
export function presentStatuses(cells: DashboardData['accounts']): UserStatus[] {
  return USER_STATUSES.filter((s) => cells.some((c) => c.status === s && c.count > 0));
}

/** Jobs: one row per state present, counts per kind. */
export function jobRows(cells: DashboardData['jobs']) {
  return JOB_STATE_ORDER.map((state) => {
    const mine = cells.filter((c) => c.state === state);
    const byKind = Object.fromEntries(
      JOB_KINDS.map((k) => [k.value, mine.find((c) => c.kind === k.value)?.count ?? 0]),
    );
    return { state, byKind, total: sum(mine.map((c) => c.count)) };
  }).filter((r) => r.total > 0);
}

export function registrationChart(rows: DashboardData['registrations']) {
  return rows.map((r) => ({
    day: formatDayMonth(r.date),
    employee: r.employee,
    company: r.company,
    other: r.other,
  }));
}

export function applicationChart(rows: DashboardData['applications']) {
  return rows.map((r) => ({ day: formatDayMonth(r.date), ...r.counts }));
}

/** The headline figures above the blocks. */
export function headline(d: DashboardData) {
  return {
    accounts: sum(d.accounts.map((c) => c.count)),
    registrations: sum(d.registrations.map((r) => r.total)),
    openJobs: sum(d.jobs.filter((c) => c.state === 'approved').map((c) => c.count)),
    applications: sum(d.applications_by_status.map((r) => r.count)),
    waitingJobs: d.queue.jobs_total,
    waitingCompanies: d.queue.companies_total,
  };
}

/** A Mantine colour (`teal.6`) as its CSS variable, for the swatches beside the numbers. */
export const colorVar = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** Each series' sum over the period's rows. */
export const seriesTotals = (rows: object[], series: { name: string }[]): Record<string, number> =>
  Object.fromEntries(
    series.map((s) => [s.name, sum(rows.map((r) => Number((r as Record<string, unknown>)[s.name] ?? 0)))]),
  );
