import {
  IconBell,
  IconBookmark,
  IconChartBar,
  IconFileDescription,
  IconKey,
  IconLayoutDashboard,
  IconListDetails,
  IconMailCheck,
  IconShieldLock,
  IconUserCircle,
  type TablerIcon,
} from '@tabler/icons-react';
import type { NavIcon } from '../navigation/nav-items.ts';

/**
 * The icons of the seeker's menu (userNav), apart from the other areas' (nav-icons.ts): the header's
 * user menu is on every public page, and each icon there is bytes every visitor downloads.
 */
export const userNavIcons = {
  dashboard: IconLayoutDashboard,
  chart: IconChartBar,
  list: IconListDetails,
  applications: IconFileDescription,
  saved: IconBookmark,
  alerts: IconMailCheck,
  profile: IconUserCircle,
  notifications: IconBell,
  password: IconKey,
  privacy: IconShieldLock,
} as const satisfies Partial<Record<NavIcon, TablerIcon>>;

export type UserNavIcon = keyof typeof userNavIcons;
