import {
  JOB_KINDS,
  type JobAlert,
  type JobAlertFrequency,
  JobAlertMessage,
  readSearchQuery,
  type ZJobAlertCriteria,
} from '@app/contract';
import type { z } from 'zod';
import type { jobAlerts } from '../../db/schema/index.ts';
import { tsqueryText } from '../jobs/job-search.ts';
import { unitGroup } from '../jobs/keyword-terms.ts';

type Criteria = z.output<typeof ZJobAlertCriteria>;
type AlertRow = typeof jobAlerts.$inferSelect;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
export const PERIOD_MS: Record<JobAlertFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/**
 * Due this much before a full period: the timer ticks hourly, so a daily digest due at 10:00 and
 * run at 10:40 is due again at 10:10 the next day, not 10:40 — it never slips a whole day.
 */
export const DUE_SLACK_MS = HOUR_MS;

/** When an alert is due after a digest (or a resume) at `from`; a new alert is due at once (ADR 0036). */
export function nextDueAt(frequency: JobAlertFrequency, from: Date): Date {
  return new Date(from.getTime() + PERIOD_MS[frequency] - DUE_SLACK_MS);
}

/**
 * The keyword as the list's words index reads it (ADR 0024): folded, the dictionary's concepts as
 * their tokens, every unit required. Null without a searchable keyword. Spelling correction is the
 * list's fallback for a query that finds nothing now; an alert waits for jobs that have the words.
 */
export function keywordQuery(search: string | undefined | null): string | null {
  const read = readSearchQuery(search ?? undefined);
  return read ? tsqueryText(read.units.map(unitGroup)) : null;
}

const orNull = <T>(list: T[] | undefined): T[] | null =>
  list && list.length > 0 ? [...new Set(list)] : null;

/** The columns of an alert's criteria. */
export function criteriaColumns(c: Criteria) {
  return {
    search: c.search || null,
    keywordQuery: keywordQuery(c.search),
    kinds: orNull(c.kind),
    nations: orNull(c.nation),
    provinces: orNull(c.province),
    fields: orNull(c.field),
    salaryMin: c.salary_min ?? null,
    salaryMax: c.salary_max ?? null,
  };
}

/** The job list's query string of an alert: "see all" in the digest, the search in /user/job-alerts. */
export function listQuery(
  a: Pick<AlertRow, 'search' | 'kinds' | 'nations' | 'provinces' | 'fields' | 'salaryMin' | 'salaryMax'>,
): string {
  const q = new URLSearchParams();
  if (a.search) q.set('search', a.search);
  if (a.kinds?.length) q.set('kind', a.kinds.join(','));
  if (a.nations?.length) q.set('nation', a.nations.join(','));
  if (a.provinces?.length) q.set('province', a.provinces.join(','));
  if (a.fields?.length) q.set('field', a.fields.join(','));
  if (a.salaryMin !== null) q.set('salary_min', String(a.salaryMin));
  if (a.salaryMax !== null) q.set('salary_max', String(a.salaryMax));
  const s = q.toString();
  return s ? `?${s}` : '';
}

const kindLabel = (v: string) => JOB_KINDS.find((k) => k.value === v)?.label ?? v;
const million = (vnd: number) => `${Math.round(vnd / 100_000) / 10} triệu`;

/** A line naming the search, for mails and notifications: "kỹ sư" · Xuất khẩu lao động · Nhật Bản. */
export function alertSummary(
  a: Pick<AlertRow, 'search' | 'kinds' | 'salaryMin' | 'salaryMax'> & {
    nationNames?: string | null;
    provinceNames?: string | null;
  },
): string {
  const parts = [
    a.search ? `“${a.search}”` : null,
    ...(a.kinds ?? []).map(kindLabel),
    a.nationNames ?? null,
    a.provinceNames ?? null,
    a.salaryMin !== null && a.salaryMax !== null
      ? `lương ${million(a.salaryMin)}–${million(a.salaryMax)}`
      : a.salaryMin !== null
        ? `lương từ ${million(a.salaryMin)}`
        : a.salaryMax !== null
          ? `lương đến ${million(a.salaryMax)}`
          : null,
  ].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' · ') : JobAlertMessage.everything;
}

export function toJobAlert(
  a: AlertRow,
  names: { nationNames?: string | null; provinceNames?: string | null },
): JobAlert {
  return {
    id: a.id,
    search: a.search,
    kind: a.kinds ?? [],
    nation: a.nations ?? [],
    province: a.provinces ?? [],
    field: a.fields ?? [],
    salary_min: a.salaryMin,
    salary_max: a.salaryMax,
    frequency: a.frequency,
    paused: a.pausedAt !== null,
    list_query: listQuery(a),
    summary: alertSummary({ ...a, ...names }),
    last_sent_at: a.lastSentAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
  };
}
