import { access } from '@app/contract/client';
import { NotificationsPage } from '../../features/notifications/NotificationsPage.tsx';
import {
  loadNotificationPage,
  notificationAction,
} from '../../features/notifications/notifications.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/notifications';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Thông báo', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.sale);
  return loadNotificationPage(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request, access.sale);
  return notificationAction(context, request);
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsPage page={loaderData.page} unread={loaderData.unread} />;
}
