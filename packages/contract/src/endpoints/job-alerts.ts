import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { JOB_KINDS, optionValues } from '../options.ts';
import { access } from '../roles.ts';
import { email, maxLength, RuleMessage, salaryRange, whenFieldsValid } from '../validation/index.ts';
import { JOB_ALERT_FREQUENCIES, JobAlertMessage } from './job-alerts-text.ts';

/** Several values (`['JP','KR']`, or `'JP,KR'` as in the list's URL); blank is no filter. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined || v === '' || v === null
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter((x) => x !== ''),
    z.array(item).max(50).optional(),
  );
const money = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: RuleMessage.numeric }).int().min(0).max(10_000_000_000).optional(),
);

/**
 * The saved search: the job list's keyword and the filters an alert matches (kind, country,
 * province, field, salary), as the list's query names them, so the list's URL is the alert.
 */
export const ZJobAlertCriteria = z.object({
  search: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().max(200).optional(),
  ),
  kind: list(z.enum(optionValues(JOB_KINDS))),
  nation: list(z.string().regex(/^[A-Z]{2}$/)),
  province: list(z.string().regex(/^[0-9]{1,6}$/)),
  field: list(z.coerce.number().int().positive()),
  salary_min: money,
  salary_max: money,
});

const frequency = z.enum(JOB_ALERT_FREQUENCIES, { error: 'Tần suất không hợp lệ' });

export const ZJobAlertCreateBody = ZJobAlertCriteria.extend({
  /** A guest's address (double opt-in); ignored for a logged-in candidate (their account's). */
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().check(email(), maxLength(255)).optional(),
  ),
  frequency: frequency.default('daily'),
}).superRefine(salaryRange('salary_min', 'salary_max'), whenFieldsValid('salary_min', 'salary_max'));
export type JobAlertCreateBody = z.input<typeof ZJobAlertCreateBody>;

export const ZJobAlert = z
  .object({
    id: z.number().int(),
    search: z.string().nullable(),
    kind: z.array(z.string()),
    nation: z.array(z.string()),
    province: z.array(z.string()),
    field: z.array(z.number()),
    salary_min: z.number().nullable(),
    salary_max: z.number().nullable(),
    frequency,
    paused: z.boolean(),
    /** The job list's query string of this search (`?search=…&nation=JP`). */
    list_query: z.string(),
    /** The search in words, as the digest's subject names it: “kỹ sư” · Nhật Bản. */
    summary: z.string(),
    last_sent_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'JobAlert' });
export type JobAlert = z.infer<typeof ZJobAlert>;

export const ZJobAlertUpdateBody = z.object({
  frequency: frequency.optional(),
  paused: z.boolean().optional(),
});

const ZJobAlertIdParams = z.object({ id: z.coerce.number().int().positive() });

/** A link's token: anything missing, blank or too long is simply an invalid link. */
const linkToken = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .check(z.refine((v) => v !== '' && v.length <= 200, { error: invalid }));

const TAG = 'Job alerts';

export const jobAlertEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/job-alerts',
    summary:
      'Tạo thông báo việc làm từ bộ lọc của danh sách việc làm: ứng viên đã đăng nhập được lưu ngay; khách nhập email và xác nhận qua thư (cùng một câu trả lời cho mọi địa chỉ)',
    tag: TAG,
    access: access.optional,
    body: ZJobAlertCreateBody,
    response: z.object({ status: z.enum(['active', 'pending']) }),
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/job-alerts/confirm',
    summary:
      'Khách xác nhận thông báo việc làm bằng mã trong liên kết của thư (trang /thong-bao-viec-lam/xac-nhan)',
    tag: TAG,
    access: access.public,
    body: z.object({ token: linkToken(JobAlertMessage.confirmLinkInvalid) }),
    response: z.null(),
    successMessage: JobAlertMessage.confirmed,
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/job-alerts/unsubscribe',
    summary:
      'Hủy một thông báo việc làm: trang /thong-bao-viec-lam/huy, hoặc POST một lần bấm (RFC 8058, header List-Unsubscribe của mọi thư thông báo)',
    tag: TAG,
    access: access.public,
    query: z.object({ token: linkToken(JobAlertMessage.unsubscribeLinkInvalid) }),
    body: z.object({ 'List-Unsubscribe': z.string().optional() }),
    response: z.null(),
    successMessage: JobAlertMessage.unsubscribed,
  }),
  unsubscribeLink: defineEndpoint({
    method: 'GET',
    path: '/job-alerts/unsubscribe',
    summary:
      'Liên kết List-Unsubscribe mở bằng GET: chuyển (303) tới trang /thong-bao-viec-lam/huy, nơi nút bấm mới hủy; GET không thay đổi gì',
    tag: TAG,
    access: access.public,
    query: z.object({ token: z.string().max(200).optional() }),
    response: z.null(),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/employee/job-alerts',
    summary: 'Thông báo việc làm của ứng viên (mới tạo trước)',
    tag: TAG,
    access: access.employee,
    response: z.array(ZJobAlert),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/employee/job-alerts/:id',
    summary: 'Đổi tần suất, tạm dừng hoặc bật lại một thông báo việc làm của mình',
    tag: TAG,
    access: access.employee,
    params: ZJobAlertIdParams,
    body: ZJobAlertUpdateBody,
    response: ZJobAlert,
    successMessage: JobAlertMessage.updated,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/employee/job-alerts/:id',
    summary: 'Xóa một thông báo việc làm của mình',
    tag: TAG,
    access: access.employee,
    params: ZJobAlertIdParams,
    response: z.null(),
    successMessage: JobAlertMessage.deleted,
  }),
};
