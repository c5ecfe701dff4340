import { ErrorCode, errorMessages } from '@app/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, hydrated, signIn, test } from './fixtures.ts';
import { ROLES, roleContexts } from './support/roles.ts';

/**
 * Unknown and not-yet-built paths (issue 12 item 1): each signed-in area's catch-all runs the area's
 * guard first, then sends a spec page that is not built yet to /coming-soon and shows a 404 for
 * anything else inside the area's layout; public paths do the same in the public shell.
 */

type Expect =
  | { login: true }
  | { status: 403; message: string }
  | { redirect: string }
  | { status: 404; area: string };

const forbidden = { status: 403, message: errorMessages[ErrorCode.Forbidden] } as const;
const adminOnly = { status: 403, message: errorMessages[ErrorCode.AdminOnly] } as const;
const companyAdminOnly = { status: 403, message: errorMessages[ErrorCode.CompanyAdminOnly] } as const;

const CASES: readonly { path: string; role: string; expect: Expect }[] = [
  { path: '/admin/khong-co-trang-nay', role: 'guest', expect: { login: true } },
  { path: '/admin/khong-co-trang-nay', role: 'employee', expect: forbidden },
  { path: '/admin/khong-co-trang-nay', role: 'admin', expect: { status: 404, area: 'Trang quản trị' } },
  { path: '/admin/khong-co-trang-nay', role: 'sub_admin', expect: { status: 404, area: 'Trang quản trị' } },
  { path: '/admin', role: 'admin', expect: { redirect: '/admin/dashboard' } },
  { path: '/admin/fields', role: 'sub_admin', expect: adminOnly },
  { path: '/admin/tags/create', role: 'sub_admin', expect: adminOnly },
  { path: '/admin/review', role: 'sub_admin', expect: adminOnly },
  { path: '/admin/fields', role: 'company admin', expect: forbidden },
  {
    path: '/company/khong-co-trang-nay',
    role: 'company admin',
    expect: { status: 404, area: 'Trang nhà tuyển dụng' },
  },
  { path: '/company/khong-co-trang-nay', role: 'sale', expect: forbidden },
  { path: '/company/users', role: 'company sub-user', expect: companyAdminOnly },
  { path: '/company/users/create', role: 'company sub-user', expect: companyAdminOnly },
  { path: '/company/users', role: 'guest', expect: { login: true } },
  { path: '/user/khong-co-trang-nay', role: 'employee', expect: { status: 404, area: 'Hồ sơ đã ứng tuyển' } },
  { path: '/user/khong-co-trang-nay', role: 'admin', expect: forbidden },
  { path: '/sale/customers', role: 'leader_sale', expect: forbidden },
  { path: '/sale/khong-co-trang-nay', role: 'sale', expect: { status: 404, area: 'Danh sách khách hàng' } },
  {
    path: '/leader-sale/customers/12/x',
    role: 'leader_sale',
    expect: { status: 404, area: 'Danh sách khách hàng' },
  },
  { path: '/leader-sale/customers', role: 'sale', expect: forbidden },
  { path: '/leader-sale', role: 'leader_sale', expect: { redirect: '/leader-sale/dashboard' } },
  { path: '/khong-co-trang-nay', role: 'guest', expect: { status: 404, area: 'Danh sách chương trình' } },
];

test.describe('area catch-alls: guard first, then coming-soon or a 404 in the area', () => {
  const contexts = new Map<string, APIRequestContext>();

  test.beforeAll(async ({ baseURL }) => {
    const names = new Set(CASES.map((c) => c.role));
    for (const [name, ctx] of await roleContexts(
      baseURL,
      ROLES.filter((r) => names.has(r.name)),
    ))
      contexts.set(name, ctx);
  });

  test.afterAll(async () => {
    for (const ctx of contexts.values()) await ctx.dispose();
  });

  test('every case answers as the guard and the route table say', async ({ baseURL }) => {
    const failures: string[] = [];
    for (const { path, role, expect: want } of CASES) {
      const ctx = contexts.get(role) as APIRequestContext;
      const res = await ctx.get(path, { maxRedirects: 0, failOnStatusCode: false });
      const status = res.status();
      const location = res.headers().location;
      const target = location ? new URL(location, baseURL) : undefined;
      const got = `${status}${location ? ` → ${location}` : ''}`;
      const fail = (why: string) => failures.push(`${role} ${path}: expected ${why}, got ${got}`);
      if ('login' in want) {
        if (
          status !== 302 ||
          target?.pathname !== '/dang-nhap' ||
          target.searchParams.get('redirect') !== path
        )
          fail(`the login page with redirect=${path}`);
      } else if ('redirect' in want) {
        if (status !== 302 || target?.pathname !== want.redirect) fail(`a redirect to ${want.redirect}`);
      } else {
        const body = status === want.status ? await res.text() : '';
        const text = want.status === 403 ? want.message : want.area;
        if (status !== want.status || !body.includes(text)) fail(`${want.status} with "${text}"`);
        if (
          want.status === 404 &&
          !(body.includes('Không tìm thấy trang') && body.includes('This page could not be found'))
        )
          fail('the 404 page');
      }
    }
    expect(failures).toEqual([]);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an unknown admin page keeps the admin layout, and its menu leads back', async ({ page }) => {
    await signIn(page, 'subadmin@viecxa.vn', undefined, '/admin/trang-da-xoa');
    await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByTestId('error-status')).toHaveText('404');
    await hydrated(page);
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.getByRole('link', { name: 'Việc làm' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByText('This page could not be found')).toHaveCount(0);
  });

  test('the footer link to the currency converter, unbuilt until issue 16, opens the working page', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Quy đổi tiền tệ' }).click();
    await expect(page).toHaveURL(/\/currency-exchange$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Tính năng đang được hoàn thiện');
  });
});
