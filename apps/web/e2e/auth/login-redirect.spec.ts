import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, hydrated, test } from '../fixtures.ts';

const EMPLOYEE = 'ungvien@viecxa.vn';
/** Where an employee lands when the requested page is not followed. */
const SAFE_DEFAULT = '/user/dashboard';
const LIST = '/danh-sach-chuong-trinh-xkld-duhoc';

/** Other hosts written the ways browsers read as one ('/\t/x' is '//x' to them). */
const FOREIGN = ['/\t/evil.example', 'https://evil.example', '//evil.example', '/\\evil.example'];

/** Opens the login page with `?redirect=` and signs in through the form. */
async function loginWithRedirect(page: Page, redirect: string, scripts: boolean) {
  await page.goto(`/dang-nhap?redirect=${encodeURIComponent(redirect)}`);
  if (scripts) await hydrated(page);
  await page.getByLabel('Email hoặc tên đăng nhập').fill(EMPLOYEE);
  await page.getByLabel('Mật khẩu', { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

for (const scripts of [true, false]) {
  const how = scripts ? 'with JavaScript' : 'without JavaScript (plain redirects)';

  test.describe(`login ?redirect= ${how}`, () => {
    test.use({ javaScriptEnabled: scripts });

    for (const target of FOREIGN) {
      test(`${JSON.stringify(target)} ends on the dashboard, never on another host`, async ({ page }) => {
        const hosts = new Set<string>();
        page.on('request', (r) => hosts.add(new URL(r.url()).host));
        await loginWithRedirect(page, target, scripts);
        await expect(page).toHaveURL(SAFE_DEFAULT);
        await expect(page.getByTestId('dashboard-user')).toBeVisible();
        expect([...hosts].filter((h) => h.includes('evil'))).toEqual([]);
      });
    }

    test('an encoded non-ASCII same-site address is followed to its page', async ({ page }) => {
      await loginWithRedirect(page, `${LIST}?search=điện tử`, scripts);
      await expect(page).toHaveURL(
        (url) => url.pathname === LIST && url.searchParams.get('search') === 'điện tử',
      );
      await expect(page.getByRole('searchbox', { name: 'Từ khóa' })).toHaveValue('điện tử');
    });
  });
}
