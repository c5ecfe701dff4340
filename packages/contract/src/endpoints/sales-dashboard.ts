/**
 * The sale's and the leader's dashboards (issue 15 item 4, ADR 0026 "Dashboards"): figures over the
 * caller's scope (a sale's own customers, a leader's team's), Vietnam calendar days.
 */
import { z } from 'zod';
import { CUSTOMER_STAGES } from '../customers-text.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';

/** The dashboards count the jobs and applications of the last 30 Vietnam days, today included. */
export const SALES_DASHBOARD_DAYS = 30;
/** How many due follow-ups the dashboard lists (the totals count them all). */
export const SALES_DASHBOARD_FOLLOW_UPS = 10;

const count = z.number().int().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZSalesFollowUp = z.object({
  /** The customer (`/sale/customers/{id}`, `/leader-sale/customers/{id}`). */
  id: z.number().int(),
  company_name: z.string(),
  stage: z.enum(CUSTOMER_STAGES),
  next_follow_up_on: isoDate,
  overdue: z.boolean(),
  sale_name: z.string().nullable(),
});
export type SalesFollowUp = z.infer<typeof ZSalesFollowUp>;

export const ZSalesDashboard = z.object({
  /** Today and the first day of the 30-day window (Vietnam calendar). */
  today: isoDate,
  from: isoDate,
  customers_total: count,
  /** Every stage, in the pipeline's order, zeros included. */
  stages: z.array(z.object({ stage: z.enum(CUSTOMER_STAGES), count })),
  follow_ups: z.object({
    today_total: count,
    overdue_total: count,
    /** Overdue first (oldest first), then today's; at most SALES_DASHBOARD_FOLLOW_UPS. */
    items: z.array(ZSalesFollowUp),
  }),
  /** Jobs posted and applications received by the customers' companies, per day (every day listed). */
  activity: z.array(z.object({ date: isoDate, jobs: count, applications: count })),
  conversion: z.object({
    /** Customers still without a company account. */
    prospects: count,
    /** Customers converted by an invitation (an `invited` event), whatever their account's state. */
    invited: count,
    /** Of those, the ones whose company account is now activated. */
    activated: count,
    /** Customers at stage `contracted`. */
    contracted: count,
  }),
});
export type SalesDashboard = z.infer<typeof ZSalesDashboard>;

export const ZTeamMemberFigures = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['sale', 'leader_sale']),
  customers: count,
  due_today: count,
  overdue: count,
  contracted: count,
  jobs: count,
  applications: count,
});
export type TeamMemberFigures = z.infer<typeof ZTeamMemberFigures>;

export const ZLeaderSaleDashboard = ZSalesDashboard.extend({
  /** One row per member of the team, the leader first: figures over each one's own customers. */
  team: z.array(ZTeamMemberFigures),
});
export type LeaderSaleDashboard = z.infer<typeof ZLeaderSaleDashboard>;

export const salesDashboardEndpoints = {
  sale: defineEndpoint({
    method: 'GET',
    path: '/sale/dashboard',
    summary:
      'Số liệu của sale: khách hàng theo giai đoạn, hẹn liên hệ lại hôm nay và quá hạn, tin và hồ sơ 30 ngày, chuyển đổi',
    tag: 'Sale',
    access: access.sale,
    response: ZSalesDashboard,
  }),
  leaderSale: defineEndpoint({
    method: 'GET',
    path: '/leader-sale/dashboard',
    summary: 'Số liệu của cả nhóm và một dòng cho mỗi sale trong nhóm',
    tag: 'Leader sale',
    access: access.leaderSale,
    response: ZLeaderSaleDashboard,
  }),
};
