import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import { access } from '../roles.ts';
import {
  date,
  isValidDate,
  maxLength,
  requiredString,
  todayInVietnam,
  trimmedString,
  url,
} from '../validation/index.ts';
import { LICENCE_ACTIONS, LICENCE_METHODS, LICENCE_STATES, LicenceText } from './licences-text.ts';

const optionalText = (max: number) =>
  trimmedString()
    .check(maxLength(max))
    .optional()
    .transform((v) => (v ? v : null));

export const ZVerifyLicenceBody = z
  .object({
    method: z.enum(LICENCE_METHODS, { message: 'Vui lòng chọn cách xác minh' }),
    link: trimmedString()
      .check(url())
      .optional()
      .transform((v) => v || null),
    note: optionalText(1000),
    expires_on: trimmedString()
      .check(date())
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((b, ctx) => {
    if (!b.link && !b.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: LicenceText.evidenceRequired });
    }
    const d = b.expires_on;
    // A verification must outlive the day it is given.
    if (d && isValidDate(d) && d <= todayInVietnam()) {
      ctx.addIssue({ code: 'custom', path: ['expires_on'], message: LicenceText.expiryNotFuture });
    }
  });
export type VerifyLicenceBody = z.input<typeof ZVerifyLicenceBody>;

export const ZLicenceReasonBody = z.object({
  reason: requiredString('Lý do').check(maxLength(1000)),
});

export const ZLicenceEvent = z.object({
  action: z.enum(LICENCE_ACTIONS),
  from_state: z.enum(LICENCE_STATES).nullable(),
  to_state: z.enum(LICENCE_STATES),
  actor: z.object({ id: z.number(), name: z.string() }).nullable(),
  method: z.enum(LICENCE_METHODS).nullable(),
  link: z.string().nullable(),
  note: z.string().nullable(),
  expires_on: z.string().nullable(),
  licence_number: z.string().nullable(),
  created_at: z.string(),
});
export type LicenceEvent = z.infer<typeof ZLicenceEvent>;

/** What the company reads of its own licence (in its profile). */
export const ZCompanyLicence = z.object({
  state: z.enum(LICENCE_STATES),
  authority: z.string().nullable(),
  file: z.object({ name: z.string(), size: z.number(), mime_type: z.string() }).nullable(),
  expires_on: z.string().nullable(),
  verified_at: z.string().nullable(),
  /** The reason of the last rejection or revocation, while the licence is in that state. */
  reason: z.string().nullable(),
});
export type CompanyLicence = z.infer<typeof ZCompanyLicence>;

export const ZLicenceQueueRow = z
  .object({
    company_id: z.number(),
    name: z.string(),
    state: z.enum(LICENCE_STATES),
    licence_number: z.string().nullable(),
    licence_date: z.string().nullable(),
    authority: z.string().nullable(),
    has_file: z.boolean(),
    expires_on: z.string().nullable(),
    updated_at: z.string(),
    /** Verified companies whose name, without accents and legal-form words, is confusingly close. */
    lookalikes: z.array(z.object({ id: z.number(), name: z.string() })),
  })
  .meta({ id: 'LicenceQueueRow' });
export type LicenceQueueRow = z.infer<typeof ZLicenceQueueRow>;

export const ZLicenceDetail = ZLicenceQueueRow.extend({
  tax_code: z.string().nullable(),
  history: z.array(ZLicenceEvent),
}).meta({ id: 'LicenceDetail' });
export type LicenceDetail = z.infer<typeof ZLicenceDetail>;

export const ZLicenceQuery = ZPaginationQuery.extend({
  state: z.enum([...LICENCE_STATES, 'all', 'lookalike']).default('pending'),
});

const ZCompanyId = z.object({ id: z.coerce.number().int().positive() });

export const licenceEndpoints = {
  queue: defineEndpoint({
    method: 'GET',
    path: '/admin/licences',
    summary:
      'Hàng chờ xác minh giấy phép xuất khẩu lao động (lọc theo trạng thái; "lookalike": công ty có tên dễ nhầm với công ty đã xác minh)',
    tag: 'Admin licences',
    access: access.adminOrSubAdmin,
    query: ZLicenceQuery,
    response: ZPage(ZLicenceQueueRow),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/licences/:id',
    summary: 'Giấy phép của một công ty (theo id công ty) và lịch sử xác minh',
    tag: 'Admin licences',
    access: access.adminOrSubAdmin,
    params: ZCompanyId,
    response: ZLicenceDetail,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/admin/licences/:id/file',
    summary: 'Tải bản scan giấy phép đưa người lao động đi làm việc ở nước ngoài (tệp riêng tư)',
    tag: 'Admin licences',
    access: access.adminOrSubAdmin,
    params: ZCompanyId,
    response: z.null(),
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/admin/licences/:id/verify',
    summary: 'Xác minh giấy phép (cách xác minh, đường dẫn hoặc ghi chú, ngày hết hạn tùy chọn)',
    tag: 'Admin licences',
    access: access.adminOrSubAdmin,
    params: ZCompanyId,
    body: ZVerifyLicenceBody,
    response: ZLicenceDetail,
    successMessage: LicenceText.verified,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/admin/licences/:id/reject',
    summary: 'Từ chối giấy phép đang chờ xác minh, kèm lý do',
    tag: 'Admin licences',
    access: access.adminOrSubAdmin,
    params: ZCompanyId,
    body: ZLicenceReasonBody,
    response: ZLicenceDetail,
    successMessage: LicenceText.rejected,
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/admin/licences/:id/revoke',
    summary: 'Thu hồi xác minh (kèm lý do): các đơn hàng xuất khẩu lao động của công ty bị gỡ khỏi trang',
    tag: 'Admin licences',
    access: access.adminOrSubAdmin,
    params: ZCompanyId,
    body: ZLicenceReasonBody,
    response: ZLicenceDetail,
    successMessage: LicenceText.revoked,
  }),
};
