import { access } from '@app/contract/client';
import {
  CUSTOMER_ACTIVITIES,
  CUSTOMER_SOURCES,
  CUSTOMER_STAGES,
  CustomerMessage,
  type CustomerStage,
  customerActivityLabels,
  customerSourceLabels,
  customerStageLabels,
  FOLLOW_UP_FILTERS,
  followUpFilterLabels,
} from '@app/contract/customers-text';

/**
 * The three areas that show the sales CRM's customer pages (ADR 0026): the admin area (every
 * customer, assigns any sale), the leader's (its team, reassigns within it) and the sale's (its own).
 * One set of pages takes the area as a parameter; only the API prefix and these rules differ.
 */
export type CustomerArea = 'admin' | 'sale' | 'leader-sale';

/** Who may open the customer pages of each area (the API checks again, and scopes the data). */
export const customerAreaAccess = {
  admin: access.adminOrSubAdmin,
  sale: access.sale,
  'leader-sale': access.leaderSale,
} as const;

/** The area of a customer page's path (`/sale/customers/3` → sale); one route module serves all three. */
export function customerAreaOfPath(pathname: string): CustomerArea {
  const first = pathname.split('/')[1];
  return first === 'admin' || first === 'leader-sale' ? first : 'sale';
}

/** The pages' base path in the area: `/admin/customers`, `/sale/customers`, … */
export const customersBase = (area: CustomerArea) => `/${area}/customers`;

/** Whether the area picks the customer's sale (the admin: any sale; the leader: its team). */
export const canAssign = (area: CustomerArea) => area !== 'sale';

export const stageOptions = CUSTOMER_STAGES.map((s) => ({ value: s, label: customerStageLabels[s] }));
export const sourceOptions = CUSTOMER_SOURCES.map((s) => ({ value: s, label: customerSourceLabels[s] }));
export const followUpOptions = FOLLOW_UP_FILTERS.map((f) => ({ value: f, label: followUpFilterLabels[f] }));
export const activityFilterOptions = CUSTOMER_ACTIVITIES.map((a) => ({
  value: a,
  label: customerActivityLabels[a],
}));
/** The activities a customer may have (spec §3 company_activity); none = domestic jobs. */
export const ACTIVITY_CHOICES = [
  { value: '1', label: customerActivityLabels.study_abroad },
  { value: '2', label: customerActivityLabels.labor_export },
] as const;

export function activitiesText(activities: readonly number[]): string {
  if (activities.length === 0) return customerActivityLabels.domestic;
  return activities
    .map((a) => (a === 1 ? customerActivityLabels.study_abroad : customerActivityLabels.labor_export))
    .join(', ');
}

export const STAGE_COLORS: Record<CustomerStage, string> = {
  new: 'blue',
  contacted: 'cyan',
  consulting: 'violet',
  contracted: 'teal',
  paused: 'grape',
  lost: 'gray',
};

/** A sales person as a select option; the unassigned choice first when asked for. */
export function saleOptions(
  people: readonly { id: number; name: string; email: string }[],
  withUnassigned: boolean,
): { value: string; label: string }[] {
  const out = people.map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` }));
  return withUnassigned ? [{ value: 'none', label: CustomerMessage.unassigned }, ...out] : out;
}

/** Success toasts carried across a redirect as `?ok=key` (lib/flash.ts). */
export const customerFlashMessages = {
  created: CustomerMessage.created,
  updated: CustomerMessage.updated,
} as const;

/** A Vietnam day plus `days` days, both 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' as DD/MM/YYYY (a calendar day: no time zone to convert). */
export function formatDay(day: string | null): string {
  if (!day) return CustomerMessage.noFollowUp;
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/**
 * A customer form's fields as strings, on the server and in the browser alike: the activity
 * checkboxes (several values, or none) joined with commas when the form has them.
 */
export function customerFormValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && key !== 'activities') out[key] = value;
  if (form.has('activities_sent')) out.activities = form.getAll('activities').join(',');
  delete out.activities_sent;
  return out;
}
