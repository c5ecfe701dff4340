import { type Notification, notificationEndpoints } from '@app/contract';
import { data, type RouterContextProvider } from 'react-router';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';

type Ctx = Readonly<RouterContextProvider>;

export interface NotificationFeed {
  signedIn: boolean;
  notifications: Notification[];
  unread_count: number;
}

/** The bell's data: the latest 10 and the unread count, from the API in-process. */
export async function loadFeed(context: Ctx, request: Request): Promise<NotificationFeed> {
  const res = await callApi(context, request, notificationEndpoints.latest);
  if (!res.ok) return { signedIn: false, notifications: [], unread_count: 0 };
  return { signedIn: true, ...res.data };
}

/** The page's data: one page of all notifications, `?unread=1` for unread only. */
export async function loadNotificationPage(context: Ctx, request: Request) {
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const unread = url.searchParams.get('unread') === '1';
  const res = await callApi(context, request, notificationEndpoints.list, {
    query: { page, limit: 20, ...(unread ? { unread: '1' } : {}) },
  });
  if (!res.ok) throw data(res.error.message, { status: res.status });
  return { page: res.data, unread };
}

/** Read one, read all, delete one: the bell and the pages share these intents. */
export async function notificationAction(
  context: Ctx,
  request: Request,
): Promise<ActionFeedback & { unread_count?: number }> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const res =
    intent === 'read-all'
      ? await callApi(context, request, notificationEndpoints.markAllRead)
      : intent === 'read'
        ? await callApi(context, request, notificationEndpoints.read, { params: { id } })
        : intent === 'delete'
          ? await callApi(context, request, notificationEndpoints.remove, { params: { id } })
          : null;
  if (!res) return { status: 400, error: { message: 'Yêu cầu không hợp lệ' } };
  if (!res.ok) return { status: res.status, error: res.error };
  return {
    status: 200,
    unread_count: res.data.unread_count,
    ...(intent === 'read' ? {} : { success: res.message }),
  };
}
