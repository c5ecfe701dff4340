import type { UserType } from '@app/contract';

/** The notifications page of each area (spec §2 routes). */
export function notificationsPagePath(type: UserType | null | undefined): string | null {
  switch (type) {
    case 'employee':
      return '/user/notifications';
    case 'company':
      return '/company/notifications';
    case 'admin':
    case 'sub_admin':
      return '/admin/notifications';
    case 'sale':
      return '/sale/notifications';
    case 'leader_sale':
      return '/leader-sale/notifications';
    default:
      return null;
  }
}

/** Spec §10: the bell asks again every 60 s while signed in. */
export const NOTIFICATION_POLL_MS = 60_000;

export const FEED_PATH = '/thong-bao/feed';
