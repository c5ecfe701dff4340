import {
  IconAlertTriangle,
  IconBook,
  IconBriefcase,
  IconBuilding,
  IconCategory,
  IconCertificate,
  IconClockPlay,
  IconLogout,
  IconMail,
  IconMailCheck,
  IconNews,
  IconStar,
  IconTags,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import type { NavIcon } from '../navigation/nav-items.ts';
import { userNavIcons } from './user-nav-icons.ts';

/** Every area's sidebar icons (signed-in areas only; the seeker's menu icons are user-nav-icons.ts). */
export const navIcons: Record<NavIcon, TablerIcon> = {
  ...userNavIcons,
  users: IconUsers,
  jobs: IconBriefcase,
  licences: IconCertificate,
  review: IconStar,
  customers: IconUsersGroup,
  fields: IconCategory,
  tags: IconTags,
  blogs: IconNews,
  contact: IconMail,
  newsletter: IconMailCheck,
  settings: IconBuilding,
  scheduler: IconClockPlay,
  logout: IconLogout,
  reports: IconAlertTriangle,
  knowledge: IconBook,
};
