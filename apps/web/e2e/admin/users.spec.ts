import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, hydrated, login, signIn, test } from '../fixtures.ts';
import { choose, confirmAction, openAccount } from '../support/admin-ui.ts';
import { createAccount, createCompanyAccount, unique } from '../support/jobs.ts';

/*
 * Specs share one server and database and run in parallel: destructive steps act on accounts made
 * by the test itself, never on a demo account another spec reads, so a test can also run again.
 */

// Flows with two or three browsers, several logins and server round trips: more time than the
// defaults (30 s a test, 7 s an assertion) when the machine is busy.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** Setup through the API (not the flow under test): a fresh activated account. */
const newAccount = (request: APIRequestContext, fields: { type?: string; name?: string } = {}) =>
  createAccount(request, { type: 'employee', name: 'Lâm Thị Khóa', password: 'Khoa@123', ...fields });

test('admin searches and filters the account list; the URL keeps the query', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, 'admin@viecxa.vn', undefined, '/admin/users');
  await hydrated(page);
  const table = page.getByTestId('users-table');
  await expect(table.getByTestId('user-row').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Tìm kiếm' }).fill('nguyen van an');
  await page.getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page).toHaveURL(/search=nguyen(\+|%20)van(\+|%20)an/);
  await expect(table.getByTestId('user-row')).toHaveCount(1);
  await expect(table.getByTestId('user-row')).toContainText('Nguyễn Văn An');
  await expect(table.getByTestId('user-row')).toContainText('Cá nhân');
  await expect(table.getByTestId('user-row')).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  await page.getByRole('link', { name: 'Xóa lọc' }).click();
  await expect(page).toHaveURL('/admin/users');
  await hydrated(page);
  await choose(page, 'Loại tài khoản', 'Công ty');
  await expect(page).toHaveURL(/type=company/);
  const rows = table.getByTestId('user-row');
  await expect(rows.filter({ hasNotText: 'Công ty' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Công ty');

  await choose(page, 'Trạng thái', 'Đã khóa');
  await expect(page).toHaveURL(/type=company.*status=locked|status=locked.*type=company/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Nhân lực Toàn Cầu Xanh');
  await expect(rows).toContainText('Đã khóa');

  // Reloading keeps the filters: they live in the URL.
  await page.reload();
  await expect(table.getByTestId('user-row')).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('admin creates an employee account through the form, after fixing the errors', async ({ page }) => {
  const tag = unique();
  await signIn(page, 'admin@viecxa.vn', undefined, '/admin/users');
  await hydrated(page);
  await page.getByRole('link', { name: 'Tạo tài khoản' }).click();
  await expect(page).toHaveURL('/admin/users/create');
  await hydrated(page);

  await choose(page, 'Loại tài khoản', 'Cá nhân');
  await page.getByRole('textbox', { name: 'Họ tên' }).fill('Võ Thị Tạo Mới');
  await page.getByRole('textbox', { name: 'Tên đăng nhập' }).fill('ngan');
  await page.getByRole('textbox', { name: 'Email' }).fill('ungvien@viecxa.vn');
  await page.getByRole('textbox', { name: 'Số điện thoại' }).fill(`09${String(Date.now()).slice(-8)}`);
  await page.getByLabel(/^Mật khẩu/).fill('Tao@2468');
  await page.getByLabel('Nhập lại mật khẩu').fill('Tao@2468');
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  // Checked in the browser with the API's rule and message.
  await expect(page.getByText('Tên đăng nhập phải có ít nhất 8 ký tự')).toBeVisible();
  await expect(page).toHaveURL('/admin/users/create');

  await page.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(`taomoi${tag}`);
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  // The server's refusal shows under the field, not as a toast.
  await expect(page.getByText('Email đã được sử dụng')).toBeVisible();

  const email = `tao.moi.${tag}@viecxa.vn`;
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByText('Tạo tài khoản thành công')).toBeVisible();
  const facts = page.getByTestId('account-facts');
  await expect(facts).toContainText('Võ Thị Tạo Mới');
  await expect(facts).toContainText(email);
  await expect(facts).toContainText('Cá nhân');
  await expect(facts).toContainText('Đã kích hoạt');
});

test('admin locks a user: that user’s next page load goes to login with the reason', async ({
  browser,
  request,
}) => {
  const account = await newAccount(request);
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, account.email, account.password, '/user/dashboard');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@viecxa.vn', undefined, '/admin/dashboard');
  await openAccount(admin, account.email, account.name);
  await confirmAction(admin, 'Khóa', 'Khóa tài khoản');
  await expect(admin.getByTestId('account-facts')).toContainText('Đã khóa');

  await userPage.reload();
  await expect(userPage).toHaveURL(/\/dang-nhap\?.*error=1008/);
  await expect(userPage.getByTestId('login-arrival-error')).toHaveText('Tài khoản đã bị khóa');
  await userContext.close();
  await adminContext.close();
});

test('admin activates the waiting company, which then reaches its dashboard', async ({
  browser,
  request,
}) => {
  // A company of its own in the state of the demo account choduyet@ (waiting for first approval).
  const account = await createCompanyAccount(request, {
    status: 'wait_activation',
    name: 'Thương mại Minh Phát',
    companyName: 'Công ty TNHH Thương mại Minh Phát',
  });
  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await login(company, account.email, account.password);
  await expect(company).toHaveURL(/\/company\/waiting-approval/);
  await expect(
    company.getByText('Tài khoản của bạn đang chờ quản trị viên phê duyệt lần đầu').first(),
  ).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@viecxa.vn', undefined, '/admin/dashboard');
  await openAccount(admin, account.email, 'Thương mại Minh Phát');
  await expect(admin.getByTestId('account-facts')).toContainText('Chờ kích hoạt');
  await expect(admin.getByTestId('account-facts')).toContainText('Công ty TNHH Thương mại Minh Phát');
  await confirmAction(admin, 'Kích hoạt', 'Kích hoạt tài khoản');
  await expect(admin.getByTestId('account-facts')).toContainText('Đã kích hoạt');

  // Logging in again now lands on the dashboard.
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await login(again, account.email, account.password);
  await expect(again).toHaveURL('/company/dashboard');
  await expect(again.getByTestId('dashboard-company')).toBeVisible();
  await Promise.all([companyContext.close(), adminContext.close(), fresh.close()]);
});

test('a sub_admin is not offered the admin types and cannot act on an admin', async ({ page }) => {
  await signIn(page, 'subadmin@viecxa.vn', undefined, '/admin/users/create');
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Loại tài khoản' }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: 'Cá nhân', exact: true })).toBeVisible();
  await expect(listbox.getByRole('option', { name: 'Công ty', exact: true })).toBeVisible();
  await expect(listbox.getByRole('option', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(listbox.getByRole('option', { name: 'Subadmin', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await openAccount(page, 'admin@viecxa.vn', 'Quản trị viên');
  await expect(page.getByTestId('account-facts')).toContainText('admin@viecxa.vn');
  await expect(page.getByTestId('account-actions')).toHaveCount(0);
  const res = await page.goto(page.url().replace(/\/admin\/users\/(\d+)$/, '/admin/users/edit/$1'));
  expect(res?.status()).toBe(403);
  await expect(page.getByText('Bạn không có quyền thao tác với tài khoản quản trị')).toBeVisible();
});

test('the avatar menu opens the admin profile page, where a sub_admin edits their details', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, { type: 'sub_admin', name: 'Đặng Văn Hồ Sơ' });
  await signIn(page, account.email, account.password, '/admin/dashboard');
  await hydrated(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Trang cá nhân' }).click();
  await expect(page).toHaveURL('/admin/profile');
  await hydrated(page);
  const form = page.getByTestId('profile-form');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  await form.getByRole('textbox', { name: 'Số điện thoại' }).fill('123');
  await form.getByRole('button', { name: 'Lưu thông tin' }).click();
  await expect(page.getByText('SĐT không đúng định dạng')).toBeVisible();
  await form.getByRole('textbox', { name: 'Số điện thoại' }).fill(account.phone);
  await form.getByRole('textbox', { name: 'Họ tên' }).fill('Đặng Thị Đã Sửa');
  await form.getByRole('button', { name: 'Lưu thông tin' }).click();
  await expect(page.getByText('Cập nhật thông tin thành công')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/profile(\?ok=profile)?$/);
  await expect(form.getByRole('textbox', { name: 'Họ tên' })).toHaveValue('Đặng Thị Đã Sửa');
  await expect(page.getByTestId('user-menu')).toContainText('Đặng Thị Đã Sửa');
});
