import { expect, hydrated, login, signIn, test } from '../fixtures.ts';

/*
 * Google login against the mock OAuth2/OIDC provider Playwright starts next to the app
 * (e2e/support/oauth-mock.mjs): its /authorize returns at once with a code, its /userinfo
 * answers the person the test signed in at the provider (a cookie the mock reads), a new person
 * with no account yet on every run.
 */
const OAUTH_MOCK = `http://127.0.0.1:${process.env.OAUTH_MOCK_PORT ?? '3291'}`;

test('a new person signs in with Google, chooses job seeker and lands on the dashboard', async ({
  page,
  context,
  consoleErrors,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const person = {
    sub: `e2e-google-${tag}`,
    email: `xa.hoi.${tag}@example.com`,
    email_verified: true,
    name: 'Trần Minh Khoa',
  };
  const value = Buffer.from(JSON.stringify(person)).toString('base64url');
  await context.addCookies([{ name: 'vx_mock_person', value, url: OAUTH_MOCK }]);
  await page.goto('/dang-nhap');
  // Only enabled providers get a button (Facebook has no client id in this run).
  await expect(page.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  const google = page.getByRole('link', { name: 'Google' });
  await expect(google).toHaveAttribute('href', '/api/auth/google?redirect_url=%2F');
  await google.click();

  // API → mock provider → API callback → /auth/social-callback → no type yet → /chon-tai-khoan.
  await expect(page).toHaveURL('/chon-tai-khoan');
  await expect(page.getByRole('heading', { name: 'Chọn loại tài khoản' })).toBeVisible();
  await expect(page.getByText('Xin chào Trần Minh Khoa!')).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'access_token')?.httpOnly).toBe(true);
  // The one-time binding cookies are spent.
  expect(cookies.map((c) => c.name)).not.toContain('vx_oauth');
  expect(cookies.map((c) => c.name)).not.toContain('vx_social');

  await hydrated(page);
  await page.getByRole('radio', { name: 'Người tìm việc' }).check();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL('/user/dashboard');
  // The user area's chunks load on this first visit; allow for a busy machine.
  await expect(page.getByTestId('dashboard-user')).toContainText('Trần Minh Khoa', { timeout: 15_000 });
  await expect(page.getByTestId('dashboard-user')).toContainText(person.email);

  // The choice is made once: the page now sends this account to its dashboard.
  await page.goto('/chon-tai-khoan');
  await expect(page).toHaveURL('/user/dashboard');
  expect(consoleErrors).toEqual([]);
});

test('the account-type page checks the choice and the company name in Vietnamese', async ({ page }) => {
  // The demo account without a type (password login); the form is never submitted valid here.
  await login(page, 'chuachon@viecxa.vn');
  await expect(page).toHaveURL('/chon-tai-khoan');
  await hydrated(page);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByText('Vui lòng chọn loại tài khoản')).toBeVisible();

  await page.getByRole('radio', { name: 'Doanh nghiệp / Trung tâm' }).check();
  await expect(page.getByLabel('Tên công ty')).toBeVisible();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByText('Tên công ty không được để trống.')).toBeVisible();
  await expect(page).toHaveURL('/chon-tai-khoan');
});

test('the account-type page is for signed-in accounts without a type only', async ({ page }) => {
  await page.goto('/chon-tai-khoan');
  await expect(page).toHaveURL(/\/dang-nhap\?redirect=%2Fchon-tai-khoan$/);
  await signIn(page, 'ngoc.tran@viecxa.vn', undefined, '/chon-tai-khoan');
  await expect(page).toHaveURL('/user/dashboard');
});

test('a failed or forged social return ends on the login page with the reason', async ({ page }) => {
  await page.goto('/auth/social-callback?code=khong-hop-le');
  await expect(page).toHaveURL('/dang-nhap?error=social_failed');
  await expect(page.getByTestId('login-arrival-error')).toHaveText(
    'Đăng nhập bằng mạng xã hội không thành công. Vui lòng thử lại.',
  );
  await page.goto('/api/auth/facebook?redirect_url=%2F');
  await expect(page).toHaveURL('/dang-nhap?error=social_unavailable');
  await expect(page.getByTestId('login-arrival-error')).toHaveText(
    'Đăng nhập bằng mạng xã hội chưa được bật',
  );
});

test('the login page passes its redirect on to the social login', async ({ page }) => {
  await page.goto('/dang-nhap?redirect=%2Fuser%2Fdashboard');
  await expect(page.getByRole('link', { name: 'Google' })).toHaveAttribute(
    'href',
    '/api/auth/google?redirect_url=%2Fuser%2Fdashboard',
  );
});
