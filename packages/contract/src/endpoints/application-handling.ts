import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  applicationStatusLabels,
} from '../application-status.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import { access } from '../roles.ts';
import { date, maxLength, trimmedString } from '../validation/index.ts';
import {
  ZApplicationCv,
  ZApplicationDetail,
  ZApplicationEvent,
  ZApplicationRow,
  ZApplicationStatus,
  ZCandidateSummary,
} from './applications-shared.ts';

/*
 * Handling applications (ADR 0015): the company of the job (its admin account and staff) and the
 * admins read applications and move them along APPLICATION_TRANSITIONS. The spec names the reads
 * (`GET company/applications/{id}/status`, `GET admin/jobs/{id}/applications/{appId}/admin_status`);
 * the write is a POST on the same path, one service for both.
 */

/** The list filters, kept in the page's URL with the same names. */
export const ZApplicationListQuery = ZPaginationQuery.extend({
  job_id: z.coerce.number().int().positive().optional(),
  status: ZApplicationStatus.optional(),
  /** First day (Vietnam calendar day, 'YYYY-MM-DD') the application was sent. */
  from: z.string().check(date()).optional(),
  /** Last day (Vietnam calendar day, inclusive). */
  to: z.string().check(date()).optional(),
  /** Name, phone or email of the candidate; the name ignores accents ("le van hung"). */
  search: z.string().trim().max(200).optional(),
});
export type ApplicationListQuery = z.infer<typeof ZApplicationListQuery>;

export const ZAdminApplicationListQuery = ZApplicationListQuery.extend({
  company_id: z.coerce.number().int().positive().optional(),
});

export const APPLICATION_COUNT_KEYS = ['all', ...APPLICATION_STATUSES] as const;
export type ApplicationCounts = Record<ApplicationStatus | 'all', number>;

/** A page of applications plus, for the status chips, how many match the other filters per status. */
export const ZApplicationListPage = ZPage(ZApplicationRow).extend({
  counts: z.record(z.enum(APPLICATION_COUNT_KEYS), z.number().int()),
});
export type ApplicationListPage = z.infer<typeof ZApplicationListPage>;

/** An application with its history and the statuses the caller may move it to now. */
export const ZHandledApplication = ZApplicationDetail.extend({
  allowed: z.array(ZApplicationStatus),
  cv: ZApplicationCv.nullable(),
  candidate: ZCandidateSummary.nullable(),
}).meta({ id: 'HandledApplication' });
export type HandledApplication = z.infer<typeof ZHandledApplication>;

/** The spec's status call: where the application is, where it may go, how it got there. */
export const ZApplicationStatusInfo = z
  .object({
    id: z.number().int(),
    status: ZApplicationStatus,
    status_label: z.string(),
    allowed: z.array(z.object({ status: ZApplicationStatus, label: z.string() })),
    events: z.array(ZApplicationEvent),
  })
  .meta({ id: 'ApplicationStatusInfo' });
export type ApplicationStatusInfo = z.infer<typeof ZApplicationStatusInfo>;

export const APPLICATION_NOTE_MAX = 1000;

export const ZApplicationStatusBody = z.object({
  status: z.enum(APPLICATION_STATUSES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Vui lòng chọn trạng thái mới.'
        : 'Trạng thái không hợp lệ.',
  }),
  note: trimmedString().check(maxLength(APPLICATION_NOTE_MAX)).optional(),
  /**
   * The status the form showed. When given and the application has moved on meanwhile (someone
   * else changed it), the change is refused with 1119 instead of being applied on top.
   */
  from: ZApplicationStatus.optional(),
});
export type ApplicationStatusBody = z.infer<typeof ZApplicationStatusBody>;

export const ApplicationHandlingMessage = {
  statusChanged: 'Đã cập nhật trạng thái hồ sơ ứng tuyển',
  notFound: 'Không tìm thấy hồ sơ ứng tuyển',
  jobNotFound: 'Không tìm thấy tin tuyển dụng',
  sameStatus: (s: ApplicationStatus) =>
    `Hồ sơ đang ở trạng thái "${applicationStatusLabels[s]}". Vui lòng chọn trạng thái khác.`,
  notAllowed: (from: ApplicationStatus, to: ApplicationStatus) =>
    `Không thể chuyển hồ sơ từ "${applicationStatusLabels[from]}" sang "${applicationStatusLabels[to]}".`,
  finalStatus: (s: ApplicationStatus) =>
    `Hồ sơ ở trạng thái "${applicationStatusLabels[s]}" không thể chuyển sang trạng thái khác.`,
} as const;

const ZApplicationId = z.object({ id: z.coerce.number().int().positive() });
const ZJobApplicationId = z.object({
  id: z.coerce.number().int().positive(),
  appId: z.coerce.number().int().positive(),
});

/** The company of the job: its admin account and its staff (sub-users). */
export const companyApplicationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/company/applications',
    summary: 'Hồ sơ ứng tuyển vào các tin của công ty (lọc theo tin, trạng thái, ngày nộp, tìm kiếm)',
    tag: 'Company applications',
    access: access.company,
    query: ZApplicationListQuery,
    response: ZApplicationListPage,
  }),
  jobList: defineEndpoint({
    method: 'GET',
    path: '/company/jobs/:id/applications',
    summary: 'Hồ sơ ứng tuyển vào một tin của công ty',
    tag: 'Company applications',
    access: access.company,
    params: ZApplicationId,
    query: ZApplicationListQuery.omit({ job_id: true }),
    response: ZApplicationListPage,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/company/applications/:id',
    summary: 'Chi tiết hồ sơ ứng tuyển, lịch sử và các trạng thái có thể chuyển',
    tag: 'Company applications',
    access: access.company,
    params: ZApplicationId,
    response: ZHandledApplication,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/company/applications/:id/status',
    summary: 'Trạng thái hiện tại, các trạng thái có thể chuyển và lịch sử',
    tag: 'Company applications',
    access: access.company,
    params: ZApplicationId,
    response: ZApplicationStatusInfo,
  }),
  setStatus: defineEndpoint({
    method: 'POST',
    path: '/company/applications/:id/status',
    summary: 'Chuyển trạng thái hồ sơ (kèm ghi chú); báo cho ứng viên qua thông báo và email',
    tag: 'Company applications',
    access: access.company,
    params: ZApplicationId,
    body: ZApplicationStatusBody,
    response: ZHandledApplication,
    successMessage: ApplicationHandlingMessage.statusChanged,
  }),
};

/** Admins and sub-admins: every company's applications. */
export const adminApplicationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/applications',
    summary: 'Hồ sơ ứng tuyển của mọi công ty (lọc theo công ty, tin, trạng thái, ngày nộp, tìm kiếm)',
    tag: 'Admin applications',
    access: access.adminOrSubAdmin,
    query: ZAdminApplicationListQuery,
    response: ZApplicationListPage,
  }),
  jobList: defineEndpoint({
    method: 'GET',
    path: '/admin/jobs/:id/applications',
    summary: 'Hồ sơ ứng tuyển vào một tin tuyển dụng',
    tag: 'Admin applications',
    access: access.adminOrSubAdmin,
    params: ZApplicationId,
    query: ZApplicationListQuery.omit({ job_id: true }),
    response: ZApplicationListPage,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/jobs/:id/applications/:appId',
    summary: 'Chi tiết một hồ sơ ứng tuyển của tin (404 nếu hồ sơ không thuộc tin này)',
    tag: 'Admin applications',
    access: access.adminOrSubAdmin,
    params: ZJobApplicationId,
    response: ZHandledApplication,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/admin/jobs/:id/applications/:appId/admin_status',
    summary: 'Trạng thái hiện tại, các trạng thái có thể chuyển và lịch sử (spec: admin_status)',
    tag: 'Admin applications',
    access: access.adminOrSubAdmin,
    params: ZJobApplicationId,
    response: ZApplicationStatusInfo,
  }),
  setStatus: defineEndpoint({
    method: 'POST',
    path: '/admin/jobs/:id/applications/:appId/admin_status',
    summary: 'Admin chuyển trạng thái hồ sơ (kèm ghi chú); báo cho ứng viên qua thông báo và email',
    tag: 'Admin applications',
    access: access.adminOrSubAdmin,
    params: ZJobApplicationId,
    body: ZApplicationStatusBody,
    response: ZHandledApplication,
    successMessage: ApplicationHandlingMessage.statusChanged,
  }),
};
