import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import { access } from '../roles.ts';
import {
  email,
  maxLength,
  minLength,
  personName,
  phone,
  requiredString,
  trimmedString,
} from '../validation/index.ts';
import {
  CONTACT_HONEYPOT,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_SUBJECT_MAX,
  ContactLabel,
} from './contact-text.ts';

export const ZContactBody = z.object({
  name: requiredString(ContactLabel.name).check(personName(), maxLength(100)),
  phone: requiredString(ContactLabel.phone).check(phone()),
  email: requiredString(ContactLabel.email).check(email(), maxLength(255)),
  subject: requiredString(ContactLabel.subject).check(maxLength(CONTACT_SUBJECT_MAX)),
  message: requiredString(ContactLabel.message).check(
    minLength(CONTACT_MESSAGE_MIN),
    maxLength(CONTACT_MESSAGE_MAX),
  ),
  [CONTACT_HONEYPOT]: trimmedString().optional(),
});
export type ContactBody = z.input<typeof ZContactBody>;

export const ZContactMessage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    created_at: z.string(),
    handled_at: z.string().nullable(),
    handled_by_name: z.string().nullable(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ZContactMessage>;

export const CONTACT_STATUSES = ['open', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const ZContactListQuery = ZPaginationQuery.extend({
  /** `open`: not handled yet; `handled`; absent: all. */
  status: z.enum(CONTACT_STATUSES).optional(),
});

export const ZContactId = z.object({ id: z.coerce.number().int().positive() });

const TAG = 'Contact';

export const contactEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/send-email',
    summary:
      'Gửi liên hệ từ trang /lien-he: lưu tin nhắn, gửi thư tới địa chỉ liên hệ của trang (CONTACT_EMAIL) và thư xác nhận tới người gửi; giới hạn theo IP và theo email',
    tag: TAG,
    access: access.public,
    body: ZContactBody,
    response: z.null(),
    successMessage: 'Cảm ơn bạn đã liên hệ. Chúng tôi sẽ phản hồi trong thời gian sớm nhất.',
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/admin/contact-messages',
    summary: 'Tin nhắn liên hệ đã nhận, mới nhất trước (lọc chưa xử lý / đã xử lý)',
    tag: TAG,
    access: access.adminOrSubAdmin,
    query: ZContactListQuery,
    response: ZPage(ZContactMessage),
  }),
  adminHandle: defineEndpoint({
    method: 'POST',
    path: '/admin/contact-messages/:id/handled',
    summary: 'Đánh dấu tin nhắn liên hệ đã xử lý (lặp lại không đổi người và thời điểm xử lý)',
    tag: TAG,
    access: access.adminOrSubAdmin,
    params: ZContactId,
    response: ZContactMessage,
    successMessage: 'Đã đánh dấu là đã xử lý',
  }),
};
