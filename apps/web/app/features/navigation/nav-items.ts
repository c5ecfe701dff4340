import type { UserInfo, UserType } from '@app/contract';

/**
 * Navigation as data (spec §2): sidebars of the role areas, the employee menu and the public
 * header. Icons are named here and drawn by the layout components, so this module stays pure.
 */
export type NavIcon =
  | 'dashboard'
  | 'users'
  | 'jobs'
  | 'licences'
  | 'applications'
  | 'review'
  | 'customers'
  | 'fields'
  | 'tags'
  | 'blogs'
  | 'contact'
  | 'newsletter'
  | 'notifications'
  | 'password'
  | 'settings'
  | 'list'
  | 'saved'
  | 'alerts'
  | 'profile'
  | 'chart'
  | 'scheduler'
  | 'logout'
  | 'privacy'
  | 'reports'
  | 'knowledge';

export interface NavLinkItem {
  kind: 'link';
  label: string;
  href: string;
  icon: NavIcon;
}

/** The logout entry: rendered as a POST form to /dang-xuat, never as a link. */
export interface NavLogoutItem {
  kind: 'logout';
  label: 'Đăng xuất';
  icon: 'logout';
}

export type NavItem = NavLinkItem | NavLogoutItem;

export const LOGOUT_ITEM: NavLogoutItem = { kind: 'logout', label: 'Đăng xuất', icon: 'logout' };

function link(label: string, href: string, icon: NavIcon): NavLinkItem {
  return { kind: 'link', label, href, icon };
}

/** Admin area. Items marked admin-only are hidden from sub_admin. */
const ADMIN_ITEMS: readonly { item: NavItem; adminOnly?: boolean }[] = [
  { item: link('Thống kê', '/admin/dashboard', 'dashboard') },
  { item: link('Tài khoản', '/admin/users', 'users') },
  { item: link('Việc làm', '/admin/jobs', 'jobs') },
  { item: link('Giấy phép XKLĐ', '/admin/licences', 'licences') },
  { item: link('Tin đáng ngờ', '/admin/reports', 'reports') },
  { item: link('Ứng viên', '/admin/applications', 'applications') },
  { item: link('Đánh giá', '/admin/review', 'review'), adminOnly: true },
  { item: link('Khách hàng', '/admin/customers', 'customers') },
  { item: link('Lĩnh vực', '/admin/fields', 'fields'), adminOnly: true },
  { item: link('Thẻ', '/admin/tags', 'tags'), adminOnly: true },
  { item: link('Tin tức', '/admin/blogs', 'blogs') },
  { item: link('Cẩm nang tư vấn', '/admin/knowledge', 'knowledge') },
  { item: link('Liên hệ', '/admin/contact-messages', 'contact') },
  { item: link('Nhận tin qua email', '/admin/newsletter', 'newsletter'), adminOnly: true },
  { item: link('Tác vụ định kỳ', '/admin/scheduler', 'scheduler'), adminOnly: true },
  { item: link('Thông báo của tôi', '/admin/notifications', 'notifications') },
  { item: link('Đổi mật khẩu', '/admin/change-password', 'password') },
  { item: LOGOUT_ITEM },
];

/**
 * Whether a page under `/admin` is admin only (spec §6: reviews, fields, tags; the newsletter's
 * subscribers, personal data exported as a file; the scheduled tasks, ADR 0035), as its sidebar item.
 */
export function isAdminOnlyPath(pathname: string): boolean {
  return ADMIN_ITEMS.some(
    (entry) => entry.adminOnly && entry.item.kind === 'link' && isActivePath(pathname, entry.item.href),
  );
}

export function adminNav(user: Pick<UserInfo, 'type'>): NavItem[] {
  const isAdmin = user.type === 'admin';
  return ADMIN_ITEMS.filter((entry) => isAdmin || !entry.adminOnly).map((entry) => entry.item);
}

/** Company area. Items marked companyAdmin are hidden from sub-users (parent_id !== null). */
const COMPANY_ITEMS: readonly { item: NavItem; companyAdmin?: boolean }[] = [
  { item: link('Thống kê', '/company/dashboard', 'dashboard') },
  { item: link('Tin tuyển dụng', '/company/jobs', 'jobs') },
  { item: link('Hồ sơ ứng tuyển', '/company/applications', 'applications') },
  { item: link('Danh sách quản lý', '/company/users', 'users'), companyAdmin: true },
  { item: link('Thông tin công ty', '/company/settings', 'settings'), companyAdmin: true },
  { item: link('Thông báo', '/company/notifications', 'notifications') },
  { item: link('Đổi mật khẩu', '/company/change-password', 'password') },
  { item: LOGOUT_ITEM },
];

/** Whether a company page is for the company's admin only (spec §6), as its sidebar item. */
export function isCompanyAdminPath(pathname: string): boolean {
  return COMPANY_ITEMS.some(
    (entry) => entry.companyAdmin && entry.item.kind === 'link' && isActivePath(pathname, entry.item.href),
  );
}

export function companyNav(user: Pick<UserInfo, 'parent_id'>): NavItem[] {
  const isCompanyAdmin = user.parent_id === null;
  return COMPANY_ITEMS.filter((entry) => isCompanyAdmin || !entry.companyAdmin).map((entry) => entry.item);
}

/** Employee area sidebar, also the avatar menu items for employees. */
export const userNav: readonly NavLinkItem[] = [
  link('Tổng quan', '/user/dashboard', 'dashboard'),
  link('Thống kê', '/user/statistics', 'chart'),
  link('Danh sách chương trình', '/user/job-list', 'list'),
  link('Hồ sơ đã ứng tuyển', '/user/job-apply', 'applications'),
  link('Chương trình đã lưu', '/user/saved-job', 'saved'),
  link('Thông báo việc làm', '/user/job-alerts', 'alerts'),
  link('Hồ sơ cá nhân', '/user/profile', 'profile'),
  link('Thông báo', '/user/notifications', 'notifications'),
  link('Đổi mật khẩu', '/user/change-password', 'password'),
  link('Dữ liệu của tôi', '/user/my-data', 'privacy'),
];

export type SaleArea = 'sale' | 'leader-sale';

export function saleNav(area: SaleArea): NavItem[] {
  return [
    link('Thống kê', `/${area}/dashboard`, 'dashboard'),
    link('Danh sách khách hàng', `/${area}/customers`, 'customers'),
    link('Thông báo', `/${area}/notifications`, 'notifications'),
    link('Đổi mật khẩu', `/${area}/change-password`, 'password'),
    LOGOUT_ITEM,
  ];
}

/** Public header links. */
export const publicNav: readonly { label: string; href: string }[] = [
  { label: 'Trang chủ', href: '/' },
  { label: 'Chương trình XKLĐ & du học', href: '/danh-sach-chuong-trinh-xkld-duhoc' },
  { label: 'Công ty', href: '/danh-sach-cong-ty-xkld-duhoc' },
  { label: 'Tin tức', href: '/tin-tuc-xkld-duhoc' },
  { label: 'Giới thiệu', href: '/introduction' },
];

export const POST_JOB_PATH = '/company/jobs/create';
export const EMPLOYER_LOGIN_PATH = `/dang-nhap?redirect=${POST_JOB_PATH}`;

/** The avatar menu's profile link per account type; none while the type is not chosen. */
export function profileLink(type: UserType | null): { label: string; href: string } | null {
  switch (type) {
    case 'employee':
      return { label: 'Hồ sơ cá nhân', href: '/user/profile' };
    case 'company':
      return { label: 'Thông tin công ty', href: '/company/settings' };
    case 'admin':
    case 'sub_admin':
      return { label: 'Trang cá nhân', href: '/admin/profile' };
    case 'sale':
      return { label: 'Trang cá nhân', href: '/sale/dashboard' };
    case 'leader_sale':
      return { label: 'Trang cá nhân', href: '/leader-sale/dashboard' };
    default:
      return null;
  }
}

/** The name shown in headers: companies show their abbreviation when they have one. */
export function displayName(user: Pick<UserInfo, 'type' | 'name' | 'company'>): string {
  const abbreviation = user.type === 'company' ? user.company?.abbreviation?.trim() : null;
  return abbreviation || user.name;
}

/** Active state of a sidebar link: the page itself or one of its sub-pages. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
