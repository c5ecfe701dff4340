/**
 * The 13 notification types of spec §9, the event that creates each and where a click leads.
 * The targets are the spec's; the events are ours (docs/notifications.md). Every type needs a
 * `target_id` to build its link. Types 14–16 (company reviews, ADR 0019), 17–20 (sales CRM,
 * ADR 0026), 21–23 (licence verification, ADR 0030), 24–25 (scam reports, ADR 0032), 27–29
 * (scheduled work, ADR 0035) and 31 (job alerts, ADR 0036) go beyond the spec.
 */

export const NOTIFICATION_TYPES = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 27, 28, 29, 31,
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationTypeInfo {
  /** Who receives it. */
  audience: 'employee' | 'company' | 'admin' | 'sales';
  /** The event that creates it. */
  event: string;
}

export const notificationTypes: Record<NotificationType, NotificationTypeInfo> = {
  1: {
    audience: 'employee',
    event: 'The seeker applied: the application was received (target: application)',
  },
  2: {
    audience: 'employee',
    event: 'The company or an admin changed the status of an application (target: application)',
  },
  3: {
    audience: 'company',
    event: 'The company must fill in its information (wait_approval) (target: company)',
  },
  4: { audience: 'company', event: 'An admin activated the company: it may post jobs (target: company)' },
  5: { audience: 'company', event: 'An admin approved a job (target: job)' },
  6: { audience: 'company', event: 'An admin rejected a job, with the reason (target: job)' },
  7: { audience: 'company', event: 'An admin disabled a job (target: job)' },
  8: { audience: 'admin', event: 'A seeker with an account applied to a job (target: application)' },
  9: { audience: 'company', event: 'A job of the company received an application (target: job)' },
  10: { audience: 'admin', event: 'A new company or user account was registered (target: user)' },
  11: { audience: 'admin', event: 'A job was posted or edited and waits for approval (target: job)' },
  12: { audience: 'admin', event: 'A guest applied without an account (target: application)' },
  13: {
    audience: 'employee',
    event: 'A new job matches the seeker’s wished nations or fields (target: job)',
  },
  14: { audience: 'company', event: 'A candidate reviewed the company (target: company)' },
  15: { audience: 'employee', event: 'The company replied to the seeker’s review (target: company)' },
  16: {
    audience: 'employee',
    event: 'An admin removed the seeker’s review, with the reason (target: company)',
  },
  17: {
    audience: 'sales',
    event: 'A customer’s company account registered or was activated (target: customer)',
  },
  18: { audience: 'sales', event: 'A customer posted a job (target: customer)' },
  19: { audience: 'sales', event: 'A job of a customer was approved (target: customer)' },
  20: { audience: 'sales', event: 'A customer’s follow-up is due today (target: customer)' },
  21: {
    audience: 'company',
    event: 'An admin verified the company’s labour-export licence (target: company)',
  },
  22: {
    audience: 'company',
    event: 'An admin rejected the company’s labour-export licence, with the reason (target: company)',
  },
  23: {
    audience: 'company',
    event:
      'The licence verification was revoked or expired: its labour-export orders left the site (target: company)',
  },
  27: {
    audience: 'company',
    event: 'A job passed its deadline and closed; the click opens its one-click renewal (target: job)',
  },
  28: { audience: 'company', event: 'A job closes in 3 days (target: job)' },
  29: {
    audience: 'company',
    event: 'Applications to a job were left unanswered for 7 days (target: job)',
  },
  31: {
    audience: 'employee',
    event: 'A job alert’s digest found new matching jobs (target: job alert; ADR 0036)',
  },
  24: {
    audience: 'company',
    event:
      'An admin asks the company about a flagged or reported offer (target: job, or company when `link` is "company")',
  },
  25: {
    audience: 'admin',
    event: 'An offer tripped a scam rule or was reported as suspicious (target: queue item)',
  },
};

/** The area a sales notification opens in (`link` of types 17–20): the recipient's own. */
export type SalesArea = 'sale' | 'leader-sale';

/**
 * Where a click on a notification leads (spec §9). `link` is the job slug for type 13 and the
 * job id for the application types that open a job's applications; for the sales types (17–20) it is
 * the recipient's area (`sale` or `leader-sale`) and the target the customer.
 */
export function notificationHref(type: NotificationType, targetId: number, link?: string | null): string {
  switch (type) {
    case 1:
    case 2:
      return '/user/job-apply';
    case 3:
      return '/company/settings';
    case 4:
      return '/company/jobs/create';
    case 5:
    case 6:
    case 7:
      return `/company/jobs/${targetId}`;
    case 8:
    case 12:
      return '/admin/applications';
    case 9:
      return `/company/jobs/${targetId}/applications`;
    case 10:
      return `/admin/users/${targetId}`;
    case 11:
      return `/admin/jobs/${targetId}`;
    case 13:
      return `/job/${targetId}/${link ?? ''}`;
    case 14:
    case 15:
    case 16:
      return `/companies/${targetId}#danh-gia`;
    case 17:
    case 18:
    case 19:
    case 20:
      return `/${link === 'leader-sale' ? 'leader-sale' : 'sale'}/customers/${targetId}`;
    case 21:
    case 22:
    case 23:
      return '/company/settings#giay-phep';
    case 27:
      return `/company/jobs/${targetId}/renew`;
    case 28:
      return `/company/jobs/${targetId}`;
    case 29:
      return `/company/jobs/${targetId}/applications`;
    case 31:
      return '/user/job-alerts';
    case 24:
      return link === 'company' ? '/company/settings' : `/company/jobs/${targetId}`;
    case 25:
      return `/admin/reports/${targetId}`;
  }
}
