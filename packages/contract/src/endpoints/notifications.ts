import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import { NOTIFICATION_TYPES } from '../notification-types.ts';
import { access } from '../roles.ts';

/** Spec §3 Notification, plus `href`: where a click leads (spec §9 targets). */
export const ZNotification = z
  .object({
    id: z.number().int(),
    type: z.union(NOTIFICATION_TYPES.map((t) => z.literal(t))),
    message: z.string(),
    is_read: z.boolean(),
    read_at: z.string().nullable(),
    created_at: z.string(),
    target_id: z.number().int(),
    link: z.string().nullable(),
    href: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof ZNotification>;

/** How many the header bell shows. */
export const LATEST_NOTIFICATIONS = 10;

export const ZNotificationId = z.object({ id: z.coerce.number().int().positive() });

export const ZNotificationListQuery = ZPaginationQuery.extend({
  /** `1`: unread only. */
  unread: z.enum(['0', '1']).optional(),
});
export type NotificationListQuery = z.input<typeof ZNotificationListQuery>;

export const ZNotificationSummary = z.object({
  notifications: z.array(ZNotification),
  unread_count: z.number().int().min(0),
});
export type NotificationSummary = z.infer<typeof ZNotificationSummary>;

/** Spec §7 Notifications: every logged-in account has its own. */
export const notificationEndpoints = {
  latest: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    summary: 'Thông báo mới nhất (10) và số chưa đọc, cho chuông ở đầu trang',
    tag: 'Notifications',
    access: access.authenticated,
    response: ZNotificationSummary,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/all-notifications',
    summary: 'Tất cả thông báo (phân trang, ?unread=1 chỉ chưa đọc)',
    tag: 'Notifications',
    access: access.authenticated,
    query: ZNotificationListQuery,
    response: ZPage(ZNotification).extend({ unread_count: z.number().int().min(0) }),
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/notifications/:id/read',
    summary: 'Đánh dấu một thông báo đã đọc',
    tag: 'Notifications',
    access: access.authenticated,
    params: ZNotificationId,
    response: z.object({ notification: ZNotification, unread_count: z.number().int().min(0) }),
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/mark-all-read',
    summary: 'Đánh dấu tất cả thông báo đã đọc',
    tag: 'Notifications',
    access: access.authenticated,
    response: z.object({ updated: z.number().int(), unread_count: z.number().int().min(0) }),
    successMessage: 'Đã đánh dấu tất cả là đã đọc',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/notifications/:id',
    summary: 'Xóa một thông báo',
    tag: 'Notifications',
    access: access.authenticated,
    params: ZNotificationId,
    response: z.object({ id: z.number().int(), unread_count: z.number().int().min(0) }),
    successMessage: 'Đã xóa thông báo',
  }),
};
