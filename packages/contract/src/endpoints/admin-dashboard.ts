import { z } from 'zod';
import { APPLICATION_STATUSES } from '../application-status.ts';
import { defineEndpoint } from '../endpoint.ts';
import { JOB_KINDS } from '../options.ts';
import { access, USER_STATUSES, USER_TYPES } from '../roles.ts';
import { JOB_STATES } from './jobs.ts';

/** The periods the dashboard offers (issue 14): the last 7, 30 or 90 days of Vietnam's calendar, today included. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 7;

/** How many rows the queue and the top lists show (the queue's totals count every waiting one). */
export const DASHBOARD_LIST_SIZE = 10;

export const DashboardMessage = {
  days: 'Khoảng thời gian chỉ nhận 7, 30 hoặc 90 ngày',
} as const;

/** Registration series: the two public account types, every other type (staff, no type yet) as `other`. */
export const REGISTRATION_GROUPS = ['employee', 'company', 'other'] as const;
export type RegistrationGroup = (typeof REGISTRATION_GROUPS)[number];

export const ZDashboardQuery = z.object({
  days: z.preprocess(
    (v) => (v === '' || v == null ? undefined : Number(v)),
    z.literal(DASHBOARD_PERIODS, { error: DashboardMessage.days }).default(DEFAULT_DASHBOARD_PERIOD),
  ),
});
export type DashboardQuery = z.infer<typeof ZDashboardQuery>;

const count = z.number().int().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const jobKinds = JOB_KINDS.map((k) => k.value) as [string, ...string[]];

export const ZDashboardData = z.object({
  days: z.literal(DASHBOARD_PERIODS),
  /** First and last day of the period (Vietnam calendar, inclusive). */
  from: isoDate,
  to: isoDate,
  /** Every account now, by type (null: has not chosen one) and status; only non-empty cells. */
  accounts: z.array(z.object({ type: z.enum(USER_TYPES).nullable(), status: z.enum(USER_STATUSES), count })),
  /** Accounts created per day of the period (every day listed, zeros included). */
  registrations: z.array(
    z.object({ date: isoDate, employee: count, company: count, other: count, total: count }),
  ),
  /** Every job now, by state (approved past its deadline reads `expired`) and kind; only non-empty cells. */
  jobs: z.array(z.object({ state: z.enum(JOB_STATES), kind: z.enum(jobKinds), count })),
  /** What waits for an admin now, oldest first. */
  queue: z.object({
    jobs_total: count,
    jobs: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        kind: z.enum(jobKinds),
        company_name: z.string(),
        /** When it entered the queue: posted, or last edited (an edit sends a job back to waiting). */
        waiting_since: z.string(),
      }),
    ),
    companies_total: count,
    companies: z.array(
      z.object({
        /** The company admin's account (/admin/users/{user_id}). */
        user_id: z.number().int(),
        name: z.string(),
        email: z.string(),
        status: z.enum(['wait_activation', 'wait_approval']),
        waiting_since: z.string(),
      }),
    ),
  }),
  /** Applications made in the period, by their status now. */
  applications_by_status: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), count })),
  /** Applications made per day of the period, split by their status now (every day listed). */
  applications: z.array(
    z.object({
      date: isoDate,
      total: count,
      counts: z.object(
        Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, count])) as Record<
          (typeof APPLICATION_STATUSES)[number],
          typeof count
        >,
      ),
    }),
  ),
  /** Destinations by applications made in the period (and their jobs open now). */
  top_nations: z.array(
    z.object({ code: z.string(), name: z.string(), applications: count, open_jobs: count }),
  ),
  /** Companies by applications made in the period to their jobs. */
  top_companies: z.array(z.object({ id: z.number().int(), name: z.string(), applications: count })),
});
export type DashboardData = z.infer<typeof ZDashboardData>;

export const adminDashboardEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/dashboard',
    summary:
      'Số liệu trang quản trị trong 7, 30 hoặc 90 ngày (?days=): tài khoản, đăng ký mới theo ngày, việc làm, hàng chờ duyệt, hồ sơ ứng tuyển, điểm đến và công ty nổi bật',
    tag: 'Admin dashboard',
    access: access.adminOrSubAdmin,
    query: ZDashboardQuery,
    response: ZDashboardData,
  }),
};
