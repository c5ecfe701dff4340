/**
 * The company's figures (spec §7 "Company": GET company/stats) for its dashboard (issue 14 item 2)
 * and per job. Sub-users see the figures of their company's jobs. Views and search appearances
 * are counted as ADR 0025 says; days are Vietnam calendar days.
 */
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../application-status.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';
import { JOB_STATES } from './jobs.ts';

/** The periods the dashboard offers, in days. */
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const STATS_PERIOD_INVALID = 'Khoảng thời gian phải là 7, 30 hoặc 90 ngày';
/** Jobs whose deadline falls within this many days are "closing soon". */
export const CLOSING_SOON_DAYS = 14;

/** The pipeline from sent to departed (the funnel counts applications that reached each step). */
export const FUNNEL_STATUSES = [
  'submitted',
  'reviewing',
  'interview',
  'passed',
  'preparing',
  'departed',
] as const;

export const ZCompanyStatsQuery = z.object({
  days: z.coerce
    .number({ error: STATS_PERIOD_INVALID })
    .refine((v) => (STATS_PERIODS as readonly number[]).includes(v), { error: STATS_PERIOD_INVALID })
    .default(30),
  /** One job's figures (the company's job page); another company's job is "not found". */
  job_id: z.coerce.number().int().positive().optional(),
});
export type CompanyStatsQuery = z.input<typeof ZCompanyStatsQuery>;

const ZCount = z.number().int().min(0);

export const ZCompanyStats = z
  .object({
    days: z.number(),
    /** First and last day of the period (YYYY-MM-DD, Vietnam), both included. */
    from: z.string(),
    to: z.string(),
    /** Every job of the company by its display state (not limited to the period). */
    jobs_by_state: z.record(z.enum(JOB_STATES), ZCount),
    totals: z.object({ views: ZCount, search_appearances: ZCount, applications: ZCount }),
    /** One row per day of the period, days without anything included. */
    daily: z.array(
      z.object({ day: z.string(), views: ZCount, search_appearances: ZCount, applications: ZCount }),
    ),
    /** The jobs with views or applications in the period, most applications then views first (20 at most). */
    per_job: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        state: z.enum(JOB_STATES),
        views: ZCount,
        search_appearances: ZCount,
        applications: ZCount,
      }),
    ),
    /** Applications sent in the period by their status now. */
    by_status: z.record(z.enum(APPLICATION_STATUSES), ZCount),
    /** Applications sent in the period that reached each step (now or before being rejected/withdrawn). */
    funnel: z.array(z.object({ status: z.enum(FUNNEL_STATUSES), count: ZCount })),
    /**
     * Time from sending to the first status change made by the company (or an admin) — the
     * application's history (`application_events`), a candidate's withdrawal not included.
     */
    first_response: z.object({
      responded: ZCount,
      waiting: ZCount,
      median_hours: z.number().nullable(),
      average_hours: z.number().nullable(),
    }),
    /** Open jobs whose deadline is within CLOSING_SOON_DAYS days, soonest first. */
    closing_soon: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        deadline: z.string(),
        days_left: ZCount,
        applications: ZCount,
      }),
    ),
  })
  .meta({ id: 'CompanyStats' });
export type CompanyStats = z.infer<typeof ZCompanyStats>;

export const companyStatsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/company/stats',
    summary:
      'Số liệu của công ty trong 7/30/90 ngày: tin theo trạng thái, lượt xem, lượt hiển thị trong tìm kiếm và hồ sơ theo ngày và theo tin, phễu hồ sơ, thời gian phản hồi đầu tiên, tin sắp hết hạn; job_id cho số liệu một tin',
    tag: 'Company',
    access: access.company,
    query: ZCompanyStatsQuery,
    response: ZCompanyStats,
  }),
};
