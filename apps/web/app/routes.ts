import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The route table, grouped by the spec's layouts (§2). Later issues add their pages here;
 * no page is listed before it works.
 */
/** Each area's catch-all (guard, then coming-soon or a 404 inside the area's layout). */
const AREA_NOT_FOUND = 'routes/area-not-found.tsx';

export default [
  // Resource routes (no UI).
  route('dang-xuat', 'routes/auth/logout.ts'),
  route('server-middleware/auth', 'routes/auth/server-middleware.ts'),
  route('newsletter', 'routes/public/newsletter.ts'),
  route('viec-lam-da-luu/toggle', 'routes/user/saved-job-toggle.ts'),
  route('auth/social-callback', 'routes/auth/social-callback.ts'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('sitemaps/:file', 'routes/seo/sitemap-part.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('thong-bao/feed', 'routes/account/notifications-feed.ts'),

  layout('routes/layouts/default-layout.tsx', [
    index('routes/public/home.tsx'),
    route('danh-sach-chuong-trinh-xkld-duhoc', 'routes/public/jobs.tsx'),
    route('job/:id/:slug?', 'routes/public/job-detail.tsx'),
    route('danh-sach-cong-ty-xkld-duhoc', 'routes/public/companies.tsx'),
    route('companies/:id', 'routes/public/company-detail.tsx'),
    route('tin-tuc-xkld-duhoc', 'routes/public/news.tsx'),
    route('tin-tuc-xkld-duhoc/:id/:slug?', 'routes/public/news-detail.tsx'),
    route('chinh-sach-bao-ve', 'routes/public/privacy-policy.tsx'),
    route('dieu-khoan', 'routes/public/terms.tsx'),
    route('introduction', 'routes/public/introduction.tsx'),
    route('lien-he', 'routes/public/contact.tsx'),
    route('currency-exchange', 'routes/public/currency-exchange.tsx'),
    route('nhan-tin/xac-nhan', 'routes/public/newsletter-confirm.tsx'),
    route('nhan-tin/huy', 'routes/public/newsletter-unsubscribe.tsx'),
    route('thong-bao-viec-lam/xac-nhan', 'routes/public/job-alert-confirm.tsx'),
    route('thong-bao-viec-lam/huy', 'routes/public/job-alert-unsubscribe.tsx'),
    route('du-lieu-ung-tuyen', 'routes/public/guest-data.tsx'),
    route('dev/mailbox', 'routes/dev/mailbox.tsx'),
    route('bao-cao-tin-dang-ngo', 'routes/public/report-scam.tsx'),
    route('canh-bao-lua-dao', 'routes/public/scam-warning.tsx'),
    route('kiem-tra-don-hang', 'routes/public/offer-check.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),

  layout('routes/layouts/auth-layout.tsx', [
    route('dang-nhap', 'routes/auth/login.tsx'),
    route('chon-tai-khoan', 'routes/auth/choose-account-type.tsx'),
    route('dang-ky', 'routes/auth/register.tsx'),
    route('quen-mat-khau', 'routes/auth/forgot-password.tsx'),
    route('reset-password', 'routes/auth/reset-password.tsx'),
  ]),

  layout('routes/layouts/coming-soon-layout.tsx', [route('coming-soon', 'routes/public/coming-soon.tsx')]),

  ...prefix('admin', [
    layout('routes/layouts/admin-layout.tsx', [
      route('dashboard', 'routes/admin/dashboard.tsx'),
      route('profile', 'routes/admin/profile.tsx'),
      route('users', 'routes/admin/users/list.tsx'),
      route('users/create', 'routes/admin/users/create.tsx'),
      route('users/edit/:id', 'routes/admin/users/edit.tsx'),
      route('users/password/:id', 'routes/admin/users/password.tsx'),
      route('users/:id', 'routes/admin/users/detail.tsx'),
      route('jobs', 'routes/admin/jobs/list.tsx'),
      route('jobs/:id', 'routes/admin/jobs/detail.tsx'),
      route('licences', 'routes/admin/licences/list.tsx'),
      route('licences/:id', 'routes/admin/licences/detail.tsx'),
      route('jobs/:id/applications', 'routes/admin/applications/job.tsx'),
      route('jobs/:id/applications/:appId', 'routes/admin/applications/detail.tsx'),
      route('applications', 'routes/admin/applications/list.tsx'),
      route('blogs', 'routes/admin/blogs/list.tsx'),
      route('blogs/create', 'routes/admin/blogs/create.tsx'),
      route('blogs/edit/:id', 'routes/admin/blogs/edit.tsx'),
      route('blogs/:id', 'routes/admin/blogs/detail.tsx'),
      route('fields', 'routes/admin/fields/list.tsx'),
      route('fields/create', 'routes/admin/fields/create.tsx'),
      route('fields/edit/:id', 'routes/admin/fields/edit.tsx'),
      route('fields/:id', 'routes/admin/fields/detail.tsx'),
      route('tags', 'routes/admin/tags/list.tsx'),
      route('tags/create', 'routes/admin/tags/create.tsx'),
      route('tags/edit/:id', 'routes/admin/tags/edit.tsx'),
      route('change-password', 'routes/admin/change-password.tsx'),
      route('notifications', 'routes/admin/notifications.tsx'),
      route('contact-messages', 'routes/admin/contact/list.tsx'),
      route('customers', 'routes/admin/customers/list.tsx'),
      route('customers/sales', 'routes/admin/customers/sales.tsx'),
      route('customers/edit/:id', 'routes/customers/edit.tsx', { id: 'admin-customer-edit' }),
      route('customers/:id', 'routes/customers/detail.tsx', { id: 'admin-customer-detail' }),
      route('review', 'routes/admin/review/list.tsx'),
      route('review/:id', 'routes/admin/review/detail.tsx'),
      route('newsletter', 'routes/admin/newsletter/list.tsx'),
      route('scheduler', 'routes/admin/scheduler.tsx'),
      route('reports', 'routes/admin/reports/list.tsx'),
      route('reports/:id', 'routes/admin/reports/detail.tsx'),
      route('*', AREA_NOT_FOUND, { id: 'admin-not-found' }),
    ]),
  ]),

  ...prefix('company', [
    layout('routes/layouts/company-layout.tsx', [
      route('dashboard', 'routes/company/dashboard.tsx'),
      route('waiting-approval', 'routes/company/waiting-approval.tsx'),
      route('settings', 'routes/company/settings.tsx'),
      route('update-profile', 'routes/company/update-profile.tsx'),
      route('jobs', 'routes/company/jobs/list.tsx'),
      route('jobs/create', 'routes/company/jobs/create.tsx'),
      route('jobs/edit/:id', 'routes/company/jobs/edit.tsx'),
      route('jobs/:id', 'routes/company/jobs/detail.tsx'),
      route('jobs/:id/applications', 'routes/company/applications/job.tsx'),
      route('applications', 'routes/company/applications/list.tsx'),
      route('applications/:id', 'routes/company/applications/detail.tsx'),
      route('users', 'routes/company/users/list.tsx'),
      route('users/create', 'routes/company/users/create.tsx'),
      route('users/:id/edit', 'routes/company/users/edit.tsx'),
      route('change-password', 'routes/company/change-password.tsx'),
      route('notifications', 'routes/company/notifications.tsx'),
      route('jobs/:id/renew', 'routes/company/jobs/renew.tsx'),
      route('*', AREA_NOT_FOUND, { id: 'company-not-found' }),
    ]),
  ]),

  ...prefix('user', [
    layout('routes/layouts/user-layout.tsx', [
      route('dashboard', 'routes/user/dashboard.tsx'),
      route('statistics', 'routes/user/statistics.tsx'),
      route('job-apply', 'routes/user/job-apply.tsx'),
      route('job-list', 'routes/user/job-list.tsx'),
      route('profile', 'routes/user/profile.tsx'),
      route('update-profile', 'routes/user/update-profile.tsx'),
      route('saved-job', 'routes/user/saved-jobs.tsx'),
      route('change-password', 'routes/user/change-password.tsx'),
      route('notifications', 'routes/user/notifications.tsx'),
      route('job-alerts', 'routes/user/job-alerts.tsx'),
      route('my-data', 'routes/user/my-data.tsx'),
      route('*', AREA_NOT_FOUND, { id: 'user-not-found' }),
    ]),
  ]),

  ...prefix('sale', [
    layout('routes/layouts/sale-layout.tsx', [
      route('dashboard', 'routes/sale/dashboard.tsx'),
      route('customers', 'routes/customers/list.tsx', { id: 'sale-customers' }),
      route('customers/edit/:id', 'routes/customers/edit.tsx', { id: 'sale-customer-edit' }),
      route('customers/:id', 'routes/customers/detail.tsx', { id: 'sale-customer-detail' }),
      route('change-password', 'routes/sale/change-password.tsx'),
      route('notifications', 'routes/sale/notifications.tsx'),
      route('*', AREA_NOT_FOUND, { id: 'sale-not-found' }),
    ]),
  ]),

  ...prefix('leader-sale', [
    layout('routes/layouts/leader-sale-layout.tsx', [
      route('dashboard', 'routes/leader-sale/dashboard.tsx'),
      route('customers', 'routes/customers/list.tsx', { id: 'leader-sale-customers' }),
      route('customers/edit/:id', 'routes/customers/edit.tsx', { id: 'leader-sale-customer-edit' }),
      route('customers/:id', 'routes/customers/detail.tsx', { id: 'leader-sale-customer-detail' }),
      route('change-password', 'routes/leader-sale/change-password.tsx'),
      route('notifications', 'routes/leader-sale/notifications.tsx'),
      route('*', AREA_NOT_FOUND, { id: 'leader-sale-not-found' }),
    ]),
  ]),
] satisfies RouteConfig;
