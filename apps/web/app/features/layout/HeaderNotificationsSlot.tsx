import type { UserInfo } from '@app/contract';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { notificationsPagePath } from '../notifications/paths.ts';

/** The notification bell of a signed-in account (an account without a type has no area page). */
export function HeaderNotificationsSlot({ user }: { user: UserInfo }) {
  if (!user.type) return null;
  return <NotificationBell allHref={notificationsPagePath(user.type)} />;
}
