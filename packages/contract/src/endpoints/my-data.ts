import { z } from 'zod';
import { ConsentMessage, DELETE_ACCOUNT_PHRASE } from '../consent-text.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';
import { maxLength, requiredString } from '../validation/index.ts';

export * from '../consent-text.ts';

/*
 * A candidate's control of their data (Decree 13/2023/NĐ-CP, ADR 0033): download everything kept
 * about them, withdraw consent for one application, delete the account; a guest does the same for
 * their one application through the link in their confirmation mail.
 */

export const MY_DATA_FORMATS = ['json', 'html'] as const;
export type MyDataFormat = (typeof MY_DATA_FORMATS)[number];

const ZFormat = z.object({ format: z.enum(MY_DATA_FORMATS).default('json') });
const ZId = z.object({ id: z.coerce.number().int().positive() });

/** A guest's data link token (base64url, 43 characters); anything else is the same 1165. */
const ZGuestToken = z.object({ token: requiredString('Đường dẫn').check(maxLength(200)) });

/** The state of an application's consent, as both sides see it after a withdrawal. */
export const ZConsentState = z
  .object({
    application_id: z.number().int(),
    consent_version: z.string().nullable(),
    consent_at: z.string().nullable(),
    consent_withdrawn_at: z.string().nullable(),
  })
  .meta({ id: 'ConsentState' });
export type ConsentState = z.infer<typeof ZConsentState>;

/**
 * Deleting one's account: the current password, or for an account without one (social sign-in)
 * the phrase DELETE_ACCOUNT_PHRASE typed out.
 */
export const ZDeleteAccountBody = z.object({
  password: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(200).optional())
    .optional(),
  phrase: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(100).optional())
    .optional(),
});
export type DeleteAccountBody = z.input<typeof ZDeleteAccountBody>;

/** What the guest's data page shows: their one application, as they sent it. */
export const ZGuestApplicationData = z
  .object({
    application_id: z.number().int(),
    job_title: z.string(),
    company_name: z.string(),
    status: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    message: z.string().nullable(),
    has_cv: z.boolean(),
    consent_version: z.string().nullable(),
    consent_text: z.string().nullable(),
    consent_at: z.string().nullable(),
    consent_withdrawn_at: z.string().nullable(),
    created_at: z.string(),
    link_expires_at: z.string(),
  })
  .meta({ id: 'GuestApplicationData' });
export type GuestApplicationData = z.infer<typeof ZGuestApplicationData>;

export const myDataEndpoints = {
  exportMyData: defineEndpoint({
    method: 'GET',
    path: '/user/my-data',
    summary:
      'Tải toàn bộ dữ liệu cá nhân của ứng viên (format=json hoặc html): tài khoản, hồ sơ, đơn ứng tuyển kèm tên việc làm/công ty và sự đồng ý, việc làm đã lưu, đánh giá, thông báo, danh sách tệp đã tải lên, phiên đăng nhập',
    tag: 'My data',
    access: access.employee,
    query: ZFormat,
    response: z.null(),
  }),
  withdrawConsent: defineEndpoint({
    method: 'POST',
    path: '/user/applications/:id/withdraw-consent',
    summary:
      'Rút lại sự đồng ý chia sẻ một đơn ứng tuyển: công ty không còn xem được số điện thoại, email, lời nhắn, CV và hồ sơ của ứng viên cho đơn này. 1167 khi đã rút; đơn của người khác là 404',
    tag: 'My data',
    access: access.employee,
    params: ZId,
    response: ZConsentState,
    successMessage: ConsentMessage.withdrawn,
  }),
  deleteAccount: defineEndpoint({
    method: 'POST',
    path: '/user/delete-account',
    summary: `Xoá tài khoản ứng viên (JSON { password } hoặc, với tài khoản không có mật khẩu, { phrase: "${DELETE_ACCOUNT_PHRASE}" }): đơn ứng tuyển được ẩn danh cho hồ sơ của công ty, tệp bị xoá khỏi kho, mọi phiên đăng nhập bị thu hồi, gửi thư xác nhận; email có thể đăng ký lại`,
    tag: 'My data',
    access: access.employee,
    body: ZDeleteAccountBody,
    response: z.null(),
    successMessage: ConsentMessage.accountDeleted,
  }),
  guestApplication: defineEndpoint({
    method: 'GET',
    path: '/guest-application',
    summary:
      'Đơn ứng tuyển của khách theo đường dẫn trong thư xác nhận (token). 1165 đường dẫn không hợp lệ hoặc đơn đã xoá, 1166 đường dẫn hết hạn',
    tag: 'My data',
    access: access.public,
    query: ZGuestToken,
    response: ZGuestApplicationData,
  }),
  guestApplicationExport: defineEndpoint({
    method: 'GET',
    path: '/guest-application/data',
    summary: 'Tải dữ liệu đơn ứng tuyển của khách (token, format=json hoặc html); lỗi như trên',
    tag: 'My data',
    access: access.public,
    query: ZGuestToken.extend(ZFormat.shape),
    response: z.null(),
  }),
  guestWithdrawConsent: defineEndpoint({
    method: 'POST',
    path: '/guest-application/withdraw-consent',
    summary: 'Khách rút lại sự đồng ý chia sẻ đơn ứng tuyển (JSON { token }); 1165, 1166, 1167',
    tag: 'My data',
    access: access.public,
    body: ZGuestToken,
    response: ZConsentState,
    successMessage: ConsentMessage.withdrawn,
  }),
  guestDelete: defineEndpoint({
    method: 'POST',
    path: '/guest-application/delete',
    summary:
      'Khách xoá dữ liệu đơn ứng tuyển (JSON { token }): đơn được ẩn danh cho hồ sơ của công ty, CV bị xoá khỏi kho, gửi thư xác nhận; đường dẫn hết hiệu lực',
    tag: 'My data',
    access: access.public,
    body: ZGuestToken,
    response: z.null(),
    successMessage: ConsentMessage.guestDeleted,
  }),
};
