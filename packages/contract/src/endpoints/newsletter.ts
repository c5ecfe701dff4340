import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import { access } from '../roles.ts';
import { blankToUndefined, email, maxLength, requiredString } from '../validation/index.ts';
import { NEWSLETTER_STATUSES, NewsletterMessage } from './newsletter-text.ts';

export const ZNewsletterBody = z.object({ email: requiredString('Email').check(email(), maxLength(255)) });

/** A link's token: anything missing, blank or too long is simply an invalid link. */
const linkToken = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .check(z.refine((v) => v !== '' && v.length <= 200, { error: invalid }));

export const ZNewsletterConfirmBody = z.object({ token: linkToken(NewsletterMessage.confirmLinkInvalid) });

/** The token travels in the query: the List-Unsubscribe URL of the mails and the page's form alike. */
export const ZNewsletterUnsubscribeQuery = z.object({
  token: linkToken(NewsletterMessage.unsubscribeLinkInvalid),
});
/** RFC 8058: mail providers POST `List-Unsubscribe=One-Click` (form-encoded); the page posts nothing. */
export const ZNewsletterUnsubscribeBody = z.object({ 'List-Unsubscribe': z.string().optional() });

export const ZNewsletterSubscriber = z
  .object({
    id: z.number().int(),
    email: z.string(),
    status: z.enum(NEWSLETTER_STATUSES),
    /** When the address was given with consent (the latest sign-up). */
    consented_at: z.string(),
    confirmed_at: z.string().nullable(),
    unsubscribed_at: z.string().nullable(),
  })
  .meta({ id: 'NewsletterSubscriber' });
export type NewsletterSubscriber = z.infer<typeof ZNewsletterSubscriber>;

export const ZNewsletterFilter = z.object({
  status: z.preprocess(blankToUndefined, z.enum(NEWSLETTER_STATUSES).optional()),
  /** Part of the address, case-insensitive. */
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export const ZNewsletterListQuery = ZPaginationQuery.extend(ZNewsletterFilter.shape);
export type NewsletterListQuery = z.infer<typeof ZNewsletterListQuery>;

const TAG = 'Newsletter';

export const newsletterEndpoints = {
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/newsletter/subscribe',
    summary:
      'Đăng ký nhận tin qua email (ô ở chân trang, xác nhận hai bước): gửi thư có liên kết xác nhận; cùng một câu trả lời cho mọi địa chỉ; giới hạn theo IP và theo email',
    tag: TAG,
    access: access.public,
    body: ZNewsletterBody,
    response: z.null(),
    successMessage: NewsletterMessage.subscribed,
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/newsletter/confirm',
    summary: 'Xác nhận đăng ký nhận tin bằng mã trong liên kết của thư xác nhận (trang /nhan-tin/xac-nhan)',
    tag: TAG,
    access: access.public,
    body: ZNewsletterConfirmBody,
    response: z.null(),
    successMessage: NewsletterMessage.confirmed,
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/newsletter/unsubscribe',
    summary:
      'Hủy đăng ký nhận tin: trang /nhan-tin/huy, hoặc POST một lần bấm (RFC 8058, header List-Unsubscribe của mọi thư bản tin)',
    tag: TAG,
    access: access.public,
    query: ZNewsletterUnsubscribeQuery,
    body: ZNewsletterUnsubscribeBody,
    response: z.null(),
    successMessage: NewsletterMessage.unsubscribed,
  }),
  unsubscribeLink: defineEndpoint({
    method: 'GET',
    path: '/newsletter/unsubscribe',
    summary:
      'Liên kết List-Unsubscribe mở bằng GET (ứng dụng email chưa hỗ trợ RFC 8058): chuyển (303) tới trang /nhan-tin/huy, nơi nút bấm mới hủy đăng ký; GET không thay đổi gì',
    tag: TAG,
    access: access.public,
    query: z.object({ token: z.string().max(200).optional() }),
    response: z.null(),
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/admin/newsletter-subscribers',
    summary: 'Người đăng ký nhận tin, mới nhất trước (lọc theo trạng thái, tìm theo email)',
    tag: TAG,
    access: access.admin,
    query: ZNewsletterListQuery,
    response: ZPage(ZNewsletterSubscriber),
  }),
  adminExport: defineEndpoint({
    method: 'GET',
    path: '/admin/newsletter-subscribers.csv',
    summary: 'Tải danh sách người đăng ký nhận tin dạng CSV (UTF-8 có BOM), cùng bộ lọc như danh sách',
    tag: TAG,
    access: access.admin,
    query: ZNewsletterFilter,
    response: z.null(),
  }),
};
