import type { Page } from '@playwright/test';
import { expect, hydrated, login, signIn, test } from '../fixtures.ts';
import { confirmAction, openAccount } from '../support/admin-ui.ts';
import { codeFrom, resetLinkFrom, uniqueAccount, waitForMail } from '../support/mail.ts';

const PASSWORD = 'DangKy@2026';
const NEW_PASSWORD = 'MatKhauMoi@2026';

/** Fills step 1 of /dang-ky as a person would. */
async function fillRegistration(
  page: Page,
  who: { email: string; username: string; phone: string },
  opts: { name: string; company?: string },
) {
  if (opts.company) {
    await page.getByText('Doanh nghiệp', { exact: true }).click();
    await page.getByLabel('Tên công ty').fill(opts.company);
    await page.getByLabel('Họ và tên người liên hệ').fill(opts.name);
  } else {
    await page.getByLabel('Họ và tên').fill(opts.name);
  }
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Số điện thoại').fill(who.phone);
  await page.getByLabel('Tên đăng nhập').fill(who.username);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(PASSWORD);
  await page.getByLabel('Nhập lại mật khẩu').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Tôi đồng ý với Điều khoản sử dụng/ }).check();
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
}

/** Step 2: types the code read from the mail into the six boxes. */
async function enterCode(page: Page, code: string) {
  await expect(page.getByTestId('register-code-step')).toBeVisible();
  await page.getByLabel('Chữ số 1 của mã xác nhận').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Xác nhận và đăng nhập' }).click();
}

test('a job seeker registers with the emailed code, logs out, resets the password by the emailed link and logs in', async ({
  page,
  consoleErrors,
}) => {
  test.slow(); // a whole journey: two mails, four page flows, three logins
  const who = uniqueAccount('nguoitimviec');
  await page.goto('/dang-nhap');
  await hydrated(page);
  await page.getByRole('link', { name: 'Đăng ký', exact: true }).click();
  await expect(page).toHaveURL('/dang-ky');
  await expect(page.getByRole('radio', { name: 'Người tìm việc' })).toBeChecked();
  await fillRegistration(page, who, { name: 'Trần Văn Bình' });

  await expect(page.getByText(who.email)).toBeVisible();
  await enterCode(page, codeFrom(await waitForMail(who.email)));
  await expect(page).toHaveURL(/\/user\/dashboard/);
  await expect(page.getByTestId('notice')).toHaveText('Đăng ký tài khoản thành công');
  await expect(page.getByTestId('dashboard-user')).toContainText('Trần Văn Bình');
  expect(consoleErrors).toEqual([]);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL('/dang-nhap');

  await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
  await expect(page).toHaveURL('/quen-mat-khau');
  // The URL changes before the new page is drawn: until its heading shows, "Email" would find the
  // login form's "Email hoặc tên đăng nhập", which the new page then replaces (docs/testing.md).
  await expect(page.getByRole('heading', { name: 'Quên mật khẩu' })).toBeVisible();
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('button', { name: 'Gửi liên kết khôi phục' }).click();
  await expect(page.getByTestId('reset-mail-sent')).toContainText(
    'Nếu email tồn tại trong hệ thống, chúng tôi đã gửi liên kết khôi phục mật khẩu.',
  );

  // Mail #1 was the code, #2 is the link.
  const link = resetLinkFrom(await waitForMail(who.email, 2));
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByLabel('Email')).toHaveValue(who.email);
  await page.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill('ngan');
  await page.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
  await expect(page.getByText('Mật khẩu không đáp ứng đủ yêu cầu.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Nhập lại mật khẩu mới').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
  await expect(page).toHaveURL('/dang-nhap?notice=passwordReset');
  await expect(page.getByText('Khôi phục mật khẩu thành công')).toBeVisible();

  await login(page, who.username, PASSWORD);
  await expect(page.getByText('Tài khoản hoặc mật khẩu không chính xác')).toBeVisible();
  await login(page, who.email, NEW_PASSWORD);
  await expect(page).toHaveURL('/user/dashboard');

  // The link was single use.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL('/dang-nhap');
  await page.goto(link);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill('LanNua@2026');
  await page.getByLabel('Nhập lại mật khẩu mới').fill('LanNua@2026');
  await page.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
  await expect(page.getByTestId('reset-link-invalid')).toContainText(
    'Liên kết khôi phục không hợp lệ hoặc đã hết hạn',
  );
  // Only the refusals the test provoked (the wrong login, the spent link) reached the console.
  expect(consoleErrors).toEqual([
    'Failed to load resource: the server responded with a status of 401 ()',
    'Failed to load resource: the server responded with a status of 422 ()',
  ]);
});

test('a company registers on a phone, resends the code, waits, and reaches its dashboard once an admin activates it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  // Time runs normally; the test skips the minute before "Gửi lại mã" is offered again.
  await page.clock.install();
  const who = uniqueAccount('doanhnghiep');
  await page.goto('/dang-ky?loai=doanh-nghiep');
  await hydrated(page);
  await expect(page.getByRole('radio', { name: 'Doanh nghiệp' })).toBeChecked();
  await fillRegistration(page, who, { name: 'Lê Thị Thu', company: 'Công ty TNHH Nhân lực Bình Minh' });
  const first = codeFrom(await waitForMail(who.email));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A wrong code is refused under the boxes.
  await enterCode(page, first === '000000' ? '111111' : '000000');
  await expect(page.getByTestId('register-code-error')).toHaveText(
    'Mã xác nhận không khớp hoặc không hợp lệ',
  );

  // "Gửi lại mã" waits a minute, then sends a new code; the old one stops working.
  const resend = page.getByRole('button', { name: /Gửi lại mã/ });
  await expect(resend).toBeDisabled();
  await page.clock.fastForward(61_000);
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(page.getByText('Mã xác nhận đã được gửi tới email của bạn').first()).toBeVisible();
  const second = codeFrom(await waitForMail(who.email, 2));
  await enterCode(page, second);

  await expect(page).toHaveURL(/\/company\/waiting-approval/);
  await expect(page.getByTestId('waiting-approval')).toContainText(who.email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Only the wrong code the test typed was refused.
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 422 ()']);

  // An admin activates the new company; its next page load opens the dashboard.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@viecxa.vn', undefined, '/admin/dashboard');
  await openAccount(admin, who.email, 'Lê Thị Thu');
  await confirmAction(admin, 'Kích hoạt', 'Kích hoạt tài khoản');
  await adminContext.close();
  await page.reload();
  await expect(page).toHaveURL('/company/dashboard');
  await expect(page.getByTestId('dashboard-company')).toBeVisible();
});

test('the registration form explains every problem in Vietnamese', async ({ page }) => {
  await page.goto('/dang-ky');
  await hydrated(page);
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  for (const message of [
    'Họ và tên không được để trống.',
    'Email không được để trống.',
    'Số điện thoại không được để trống.',
    'Tên đăng nhập không được để trống.',
    'Mật khẩu không được để trống.',
    'Bạn cần đồng ý với Điều khoản sử dụng và Chính sách bảo vệ dữ liệu cá nhân',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  // An email of an existing account is refused by the server, under the field.
  await fillRegistration(
    page,
    { ...uniqueAccount('trungemail'), email: 'ungvien@viecxa.vn' },
    { name: 'Phạm Văn Cường' },
  );
  await expect(page.getByText('Email đã được sử dụng')).toBeVisible();
  await expect(page.getByTestId('register-code-step')).toHaveCount(0);
});

test('an employee changes the password: wrong current password refused, then the new one works', async ({
  page,
  request,
}) => {
  test.slow();
  // The account is made through the API (the form is covered above), with the code from the mail.
  const who = uniqueAccount('doimatkhau');
  const requested = await request.post('/api/auth/request-register', {
    data: {
      type: 'employee',
      name: 'Đỗ Thị Lan',
      ...who,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      agree_terms: true,
    },
  });
  expect(requested.status()).toBe(200);
  const code = codeFrom(await waitForMail(who.email));
  expect((await request.post('/api/auth/register', { data: { email: who.email, code } })).status()).toBe(200);

  await signIn(page, who.email, PASSWORD, '/user/dashboard');
  await page.getByRole('link', { name: 'Đổi mật khẩu' }).first().click();
  await expect(page).toHaveURL('/user/change-password');
  await hydrated(page);
  const form = page.getByTestId('change-password');
  await form.getByLabel('Mật khẩu hiện tại').fill('Sai@12345');
  await form.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Nhập lại mật khẩu mới').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(form.getByText('Mật khẩu hiện tại không đúng')).toBeVisible();

  await form.getByLabel('Mật khẩu hiện tại').fill(PASSWORD);
  await form.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(page.getByText('Đổi mật khẩu thành công')).toBeVisible();
  await expect(form.getByLabel('Mật khẩu hiện tại')).toHaveValue('');
  // This session stays signed in.
  await page.reload();
  await expect(page).toHaveURL('/user/change-password');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  // Signed out first: a login page opened while the logout is still under way redirects the
  // still-signed-in session away from it (CI saw the form never appear).
  await expect(page).not.toHaveURL(/\/user\//);
  await login(page, who.email, PASSWORD);
  await expect(page.getByText('Tài khoản hoặc mật khẩu không chính xác')).toBeVisible();
  await login(page, who.email, NEW_PASSWORD);
  await expect(page).toHaveURL('/user/dashboard');
});

test('every role has its change-password page behind its own guard', async ({ page }) => {
  const areas = [
    { who: 'admin@viecxa.vn', path: '/admin/change-password' },
    { who: 'congty@viecxa.vn', path: '/company/change-password' },
    { who: 'sale@viecxa.vn', path: '/sale/change-password' },
    { who: 'leadersale@viecxa.vn', path: '/leader-sale/change-password' },
  ];
  for (const area of areas) {
    await signIn(page, area.who, undefined, area.path);
    await expect(page.getByTestId('change-password')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Đổi mật khẩu' }).first()).toHaveAttribute('href', area.path);
    await page.context().clearCookies();
  }
  await page.goto('/user/change-password');
  await expect(page).toHaveURL(/\/dang-nhap\?redirect=%2Fuser%2Fchange-password/);
  await signIn(page, 'sale@viecxa.vn', undefined, '/sale/dashboard');
  const res = await page.goto('/admin/change-password');
  expect(res?.status()).toBe(403);
});
