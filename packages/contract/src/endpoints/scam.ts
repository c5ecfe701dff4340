import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import { access } from '../roles.ts';
import { SCAM_CASE_STATUSES, SCAM_EVENT_ACTIONS, SCAM_OUTCOMES, ScamAdminText } from '../scam-admin-text.ts';
import {
  REPORT_CONTACT_MAX,
  REPORT_DETAILS_MAX,
  REPORT_DETAILS_MIN,
  REPORT_HONEYPOT,
  REPORT_REASON_VALUES,
  ReportText,
} from '../scam-text.ts';
import {
  isEmail,
  isVietnamesePhone,
  maxLength,
  minLength,
  requiredString,
  trimmedString,
} from '../validation/index.ts';

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().positive().optional(),
);

/** A report of a job or a company (exactly one), from anyone, signed in or not (ADR 0032). */
export const ZScamReportBody = z
  .object({
    job_id: optionalId,
    company_id: optionalId,
    reason: z.enum(REPORT_REASON_VALUES, { message: ReportText.reasonRequired }),
    details: requiredString(ReportText.details).check(
      minLength(REPORT_DETAILS_MIN),
      maxLength(REPORT_DETAILS_MAX),
    ),
    /** A phone number or an email: only an email is told the outcome. */
    contact: trimmedString()
      .check(maxLength(REPORT_CONTACT_MAX))
      .optional()
      .transform((v) => v || null)
      .refine((v) => v === null || isEmail(v) || isVietnamesePhone(v), {
        message: ReportText.contactInvalid,
      }),
    [REPORT_HONEYPOT]: trimmedString().optional(),
  })
  .superRefine((b, ctx) => {
    if (Boolean(b.job_id) === Boolean(b.company_id))
      ctx.addIssue({ code: 'custom', path: ['job_id'], message: ReportText.targetRequired });
  });
export type ScamReportBody = z.input<typeof ZScamReportBody>;

const ZNamed = z.object({ id: z.number(), name: z.string() });

export const ZScamCaseRow = z
  .object({
    id: z.number(),
    status: z.enum(SCAM_CASE_STATUSES),
    outcome: z.enum(SCAM_OUTCOMES).nullable(),
    /** What put it in the queue: rules fired on the job, reports from people, or both. */
    sources: z.array(z.enum(['rule', 'report'])),
    /** The fired rules' codes and texts, then the reports' reasons (each once). */
    reasons: z.array(z.string()),
    rules: z.array(z.string()),
    job: ZNamed.extend({ status: z.string() }).nullable(),
    company: ZNamed.extend({ locked: z.boolean() }),
    report_count: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ScamCaseRow' });
export type ScamCaseRow = z.infer<typeof ZScamCaseRow>;

export const ZScamReport = z.object({
  id: z.number(),
  reason: z.string(),
  reason_label: z.string(),
  details: z.string(),
  contact: z.string().nullable(),
  created_at: z.string(),
  outcome_mailed_at: z.string().nullable(),
});
export type ScamReport = z.infer<typeof ZScamReport>;

export const ZScamEvent = z.object({
  action: z.enum(SCAM_EVENT_ACTIONS),
  actor: ZNamed.nullable(),
  note: z.string().nullable(),
  rules: z.array(z.string()),
  created_at: z.string(),
});
export type ScamEvent = z.infer<typeof ZScamEvent>;

export const ZScamCaseDetail = ZScamCaseRow.extend({
  reports: z.array(ZScamReport),
  history: z.array(ZScamEvent),
}).meta({ id: 'ScamCaseDetail' });
export type ScamCaseDetail = z.infer<typeof ZScamCaseDetail>;

export const ZScamCaseQuery = ZPaginationQuery.extend({
  /** `active`: open and asked (the default); `all`: everything. */
  status: z.enum([...SCAM_CASE_STATUSES, 'active', 'all']).default('active'),
  source: z.enum(['rule', 'report', 'all']).default('all'),
});

export const ZScamNoteBody = z.object({
  note: trimmedString()
    .check(maxLength(1000))
    .optional()
    .transform((v) => v || null),
});
export const ZScamQuestionBody = z.object({
  question: requiredString('Câu hỏi').check(maxLength(1000)),
});

const ZCaseId = z.object({ id: z.coerce.number().int().positive() });
const TAG = 'Scam reports';

export const scamEndpoints = {
  report: defineEndpoint({
    method: 'POST',
    path: '/scam-reports',
    summary:
      'Báo cáo tin tuyển dụng hoặc công ty đáng ngờ (khách cũng gửi được; giới hạn theo IP): vào hàng chờ kiểm duyệt của admin',
    tag: TAG,
    // Optional: a signed-in reporter is recorded (a guest is welcome too).
    access: access.optional,
    body: ZScamReportBody,
    response: z.null(),
    successMessage: ReportText.thanks,
  }),
  queue: defineEndpoint({
    method: 'GET',
    path: '/admin/reports',
    summary: 'Hàng chờ tin đáng ngờ: tin bị quy tắc gắn cờ và báo cáo của người dùng (mới nhất trước)',
    tag: TAG,
    access: access.adminOrSubAdmin,
    query: ZScamCaseQuery,
    response: ZPage(ZScamCaseRow),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/reports/:id',
    summary: 'Một mục trong hàng chờ: lý do, các báo cáo và lịch sử xử lý',
    tag: TAG,
    access: access.adminOrSubAdmin,
    params: ZCaseId,
    response: ZScamCaseDetail,
  }),
  dismiss: defineEndpoint({
    method: 'POST',
    path: '/admin/reports/:id/dismiss',
    summary: 'Bỏ qua (không vi phạm), kèm ghi chú; người báo cáo có email được báo kết quả',
    tag: TAG,
    access: access.adminOrSubAdmin,
    params: ZCaseId,
    body: ZScamNoteBody,
    response: ZScamCaseDetail,
    successMessage: ScamAdminText.dismissed,
  }),
  ask: defineEndpoint({
    method: 'POST',
    path: '/admin/reports/:id/ask',
    summary: 'Hỏi công ty (thông báo loại 24 kèm câu hỏi của admin); mục vẫn ở trong hàng chờ',
    tag: TAG,
    access: access.adminOrSubAdmin,
    params: ZCaseId,
    body: ZScamQuestionBody,
    response: ZScamCaseDetail,
    successMessage: ScamAdminText.asked,
  }),
  disableJob: defineEndpoint({
    method: 'POST',
    path: '/admin/reports/:id/disable-job',
    summary: 'Vô hiệu hóa tin (gỡ khỏi trang) và đóng mục; người báo cáo có email được báo kết quả',
    tag: TAG,
    access: access.adminOrSubAdmin,
    params: ZCaseId,
    body: ZScamNoteBody,
    response: ZScamCaseDetail,
    successMessage: ScamAdminText.jobDisabled,
  }),
  lockCompany: defineEndpoint({
    method: 'POST',
    path: '/admin/reports/:id/lock-company',
    summary: 'Khóa tài khoản công ty (mọi tin của công ty rời trang, phiên đăng nhập bị thu hồi) và đóng mục',
    tag: TAG,
    access: access.adminOrSubAdmin,
    params: ZCaseId,
    body: ZScamNoteBody,
    response: ZScamCaseDetail,
    successMessage: ScamAdminText.companyLocked,
  }),
};
