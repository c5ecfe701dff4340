import { expect, login, test } from '../fixtures.ts';

const roles = [
  { who: 'admin@viecxa.vn', path: '/admin/dashboard', testId: 'dashboard-admin', name: 'Quản trị viên' },
  { who: 'subadmin@viecxa.vn', path: '/admin/dashboard', testId: 'dashboard-admin', name: 'Lê Thu Hà' },
  {
    who: 'congty@viecxa.vn',
    path: '/company/dashboard',
    testId: 'dashboard-company',
    name: 'Nhân lực Quốc tế Sao Mai',
  },
  {
    who: 'nhanvien.congty@viecxa.vn',
    path: '/company/dashboard',
    testId: 'dashboard-company',
    name: 'Ngô Thị Lan',
  },
  { who: 'ungvien@viecxa.vn', path: '/user/dashboard', testId: 'dashboard-user', name: 'Nguyễn Văn An' },
  { who: 'sale@viecxa.vn', path: '/sale/dashboard', testId: 'dashboard-sale', name: 'Vũ Thị Mai' },
  {
    who: 'leadersale@viecxa.vn',
    path: '/leader-sale/dashboard',
    testId: 'dashboard-leader-sale',
    name: 'Phạm Quốc Bảo',
  },
];

for (const r of roles) {
  test(`${r.who} logs in through the form and lands on ${r.path}`, async ({ page, consoleErrors }) => {
    await login(page, r.who);
    await expect(page).toHaveURL(r.path);
    await expect(page.getByTestId(r.testId)).toContainText(r.name);
    expect(consoleErrors).toEqual([]);
  });
}

test('a protected page sends a visitor to login and back after signing in', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/dang-nhap\?redirect=%2Fadmin%2Fdashboard$/);
  await page.getByLabel('Email hoặc tên đăng nhập').fill('admin@viecxa.vn');
  await page.getByLabel('Mật khẩu').fill('Demo@123');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
});

test('an employee opening the admin area gets the 403 page', async ({ page }) => {
  await login(page, 'ungvien@viecxa.vn');
  await expect(page).toHaveURL('/user/dashboard');
  const res = await page.goto('/admin/dashboard');
  expect(res?.status()).toBe(403);
  // Vietnamese first (the heading), the spec's English words as the second line.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không có quyền truy cập');
  await expect(page.getByText('Forbidden – access denied')).toBeVisible();
});

test('the login form shows the rules and the server error in Vietnamese', async ({ page }) => {
  await page.goto('/dang-nhap');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByText('Email hoặc tên đăng nhập không được để trống.')).toBeVisible();
  await expect(page.getByText('Mật khẩu không được để trống.')).toBeVisible();
  await login(page, 'ungvien@viecxa.vn', 'SaiMatKhau@1');
  await expect(page.getByText('Tài khoản hoặc mật khẩu không chính xác')).toBeVisible();
  await expect(page).toHaveURL(/\/dang-nhap/);
});

test('a locked account is refused with its reason', async ({ page }) => {
  await login(page, 'tuan.do@viecxa.vn');
  await expect(page.getByText('Tài khoản đã bị khóa')).toBeVisible();
});

test('a logged-in visitor opening /dang-nhap goes to their dashboard; logout returns to login', async ({
  page,
  context,
}) => {
  await login(page, 'sale@viecxa.vn');
  await expect(page).toHaveURL('/sale/dashboard');
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === 'access_token');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain('access_token');
  await page.goto('/dang-nhap');
  await expect(page).toHaveURL('/sale/dashboard');
  await page.getByRole('button', { name: 'Đăng xuất' }).first().click();
  await expect(page).toHaveURL('/dang-nhap');
  await page.goto('/sale/dashboard');
  await expect(page).toHaveURL(/\/dang-nhap/);
});

// The waiting company (choduyet@) is checked before and after its activation in e2e/admin/users.spec.ts:
// that spec activates it, so no other spec may rely on its status (specs run in parallel).

test('a verified company is not asked on its dashboard to get verified', async ({ page }) => {
  await login(page, 'congty@viecxa.vn');
  await expect(page).toHaveURL('/company/dashboard');
  await expect(page.getByTestId('dashboard-company')).toContainText('Đã xác thực');
  const dashboard = page.getByRole('main');
  await expect(dashboard).toContainText(
    'Giữ thông tin, logo và giới thiệu công ty luôn cập nhật cho ứng viên.',
  );
  await expect(dashboard).not.toContainText('để được xác thực');
});
