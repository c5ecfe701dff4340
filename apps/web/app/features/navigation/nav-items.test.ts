import { describe, expect, it } from 'vitest';
import { userNavIcons } from '../layout/user-nav-icons.ts';
import {
  adminNav,
  companyNav,
  displayName,
  isActivePath,
  isAdminOnlyPath,
  isCompanyAdminPath,
  type NavItem,
  profileLink,
  saleNav,
  userNav,
} from './nav-items.ts';

const labels = (items: readonly NavItem[]) => items.map((item) => item.label);
const hrefs = (items: readonly NavItem[]) =>
  items.map((item) => (item.kind === 'link' ? item.href : 'logout'));

describe('adminNav', () => {
  it('lists every admin item in the spec order', () => {
    const items = adminNav({ type: 'admin' });
    expect(labels(items)).toEqual([
      'Thống kê',
      'Tài khoản',
      'Việc làm',
      'Giấy phép XKLĐ',
      'Tin đáng ngờ',
      'Ứng viên',
      'Đánh giá',
      'Khách hàng',
      'Lĩnh vực',
      'Thẻ',
      'Tin tức',
      'Cẩm nang tư vấn',
      'Liên hệ',
      'Nhận tin qua email',
      'Tác vụ định kỳ',
      'Thông báo của tôi',
      'Đổi mật khẩu',
      'Đăng xuất',
    ]);
    expect(hrefs(items)).toEqual([
      '/admin/dashboard',
      '/admin/users',
      '/admin/jobs',
      '/admin/licences',
      '/admin/reports',
      '/admin/applications',
      '/admin/review',
      '/admin/customers',
      '/admin/fields',
      '/admin/tags',
      '/admin/blogs',
      '/admin/knowledge',
      '/admin/contact-messages',
      '/admin/newsletter',
      '/admin/scheduler',
      '/admin/notifications',
      '/admin/change-password',
      'logout',
    ]);
  });

  it('hides the admin-only items from sub_admin', () => {
    const items = adminNav({ type: 'sub_admin' });
    expect(labels(items)).toEqual([
      'Thống kê',
      'Tài khoản',
      'Việc làm',
      'Giấy phép XKLĐ',
      'Tin đáng ngờ',
      'Ứng viên',
      'Khách hàng',
      'Tin tức',
      'Cẩm nang tư vấn',
      'Liên hệ',
      'Thông báo của tôi',
      'Đổi mật khẩu',
      'Đăng xuất',
    ]);
    for (const href of [
      '/admin/review',
      '/admin/fields',
      '/admin/tags',
      '/admin/newsletter',
      '/admin/scheduler',
    ])
      expect(hrefs(items)).not.toContain(href);
  });
});

describe('companyNav', () => {
  it('lists every item for the company admin in the spec order', () => {
    const items = companyNav({ parent_id: null });
    expect(labels(items)).toEqual([
      'Thống kê',
      'Tin tuyển dụng',
      'Hồ sơ ứng tuyển',
      'Danh sách quản lý',
      'Thông tin công ty',
      'Thông báo',
      'Đổi mật khẩu',
      'Đăng xuất',
    ]);
    expect(hrefs(items)).toEqual([
      '/company/dashboard',
      '/company/jobs',
      '/company/applications',
      '/company/users',
      '/company/settings',
      '/company/notifications',
      '/company/change-password',
      'logout',
    ]);
  });

  it('hides the company-admin-only items from sub-users', () => {
    const items = companyNav({ parent_id: 42 });
    expect(labels(items)).toEqual([
      'Thống kê',
      'Tin tuyển dụng',
      'Hồ sơ ứng tuyển',
      'Thông báo',
      'Đổi mật khẩu',
      'Đăng xuất',
    ]);
    expect(hrefs(items)).not.toContain('/company/users');
    expect(hrefs(items)).not.toContain('/company/settings');
  });
});

describe('userNav', () => {
  it("has every icon in the header menu's own small set (user-nav-icons.ts)", () => {
    for (const item of userNav) expect(Object.keys(userNavIcons), item.label).toContain(item.icon);
  });

  it('lists the employee menu in the spec order', () => {
    expect(labels(userNav)).toEqual([
      'Tổng quan',
      'Thống kê',
      'Danh sách chương trình',
      'Hồ sơ đã ứng tuyển',
      'Chương trình đã lưu',
      'Thông báo việc làm',
      'Hồ sơ cá nhân',
      'Thông báo',
      'Đổi mật khẩu',
      'Dữ liệu của tôi',
    ]);
    expect(hrefs(userNav)).toEqual([
      '/user/dashboard',
      '/user/statistics',
      '/user/job-list',
      '/user/job-apply',
      '/user/saved-job',
      '/user/job-alerts',
      '/user/profile',
      '/user/notifications',
      '/user/change-password',
      '/user/my-data',
    ]);
  });
});

describe('saleNav', () => {
  it.each(['sale', 'leader-sale'] as const)('lists the %s menu in the spec order', (area) => {
    const items = saleNav(area);
    expect(labels(items)).toEqual([
      'Thống kê',
      'Danh sách khách hàng',
      'Thông báo',
      'Đổi mật khẩu',
      'Đăng xuất',
    ]);
    expect(hrefs(items)).toEqual([
      `/${area}/dashboard`,
      `/${area}/customers`,
      `/${area}/notifications`,
      `/${area}/change-password`,
      'logout',
    ]);
  });
});

describe('helpers', () => {
  it('gives each account type its profile link, none without a type', () => {
    expect(profileLink('employee')?.href).toBe('/user/profile');
    expect(profileLink('company')?.href).toBe('/company/settings');
    expect(profileLink('admin')?.href).toBe('/admin/profile');
    expect(profileLink('sub_admin')?.href).toBe('/admin/profile');
    expect(profileLink('sale')?.href).toBe('/sale/dashboard');
    expect(profileLink('leader_sale')?.href).toBe('/leader-sale/dashboard');
    expect(profileLink(null)).toBeNull();
  });

  it('shows the company abbreviation when there is one', () => {
    const company = { abbreviation: 'ABC' } as NonNullable<Parameters<typeof displayName>[0]['company']>;
    expect(displayName({ type: 'company', name: 'Nguyễn Văn A', company })).toBe('ABC');
    expect(displayName({ type: 'company', name: 'Nguyễn Văn A', company: null })).toBe('Nguyễn Văn A');
    expect(displayName({ type: 'employee', name: 'Trần Thị B', company: null })).toBe('Trần Thị B');
  });

  it('marks a link active on its page and its sub-pages only', () => {
    expect(isActivePath('/company/jobs', '/company/jobs')).toBe(true);
    expect(isActivePath('/company/jobs/create', '/company/jobs')).toBe(true);
    expect(isActivePath('/company/jobs-old', '/company/jobs')).toBe(false);
    expect(isActivePath('/introduction', '/')).toBe(false);
  });
});

describe('admin-only and company-admin-only pages follow their sidebar items', () => {
  it('marks reviews, fields, tags and the newsletter (and their sub-pages) admin only', () => {
    for (const path of [
      '/admin/review',
      '/admin/review/3',
      '/admin/fields/create',
      '/admin/tags',
      '/admin/newsletter',
      '/admin/scheduler',
    ])
      expect(isAdminOnlyPath(path), path).toBe(true);
    for (const path of ['/admin/blogs', '/admin/customers', '/admin/users', '/admin/tagsx'])
      expect(isAdminOnlyPath(path), path).toBe(false);
  });
  it("marks the company's managers list and settings for its admin only", () => {
    expect(isCompanyAdminPath('/company/users/create')).toBe(true);
    expect(isCompanyAdminPath('/company/settings')).toBe(true);
    expect(isCompanyAdminPath('/company/jobs')).toBe(false);
  });
});
