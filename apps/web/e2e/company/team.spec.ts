import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, hydrated, login, signIn, test } from '../fixtures.ts';
import { createAccount, randomPhone, toast, unique } from '../support/jobs.ts';
import { resetLinkFrom, uniqueAccount, waitForMail } from '../support/mail.ts';

/*
 * The company's team (issue 14 item 5): a company admin of the test's own invites a sub-user, who
 * sets a password from the mail, signs in, sees the company's pages but not the team; the admin then
 * locks them out. Everything on 390 px phones.
 */
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 390, height: 844 };

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

test('a company admin invites a sub-user, who sets a password from the mail and works; the admin locks them out', async ({
  browser,
  request,
}) => {
  const boss = await createAccount(request, {
    type: 'company',
    name: 'Đỗ Văn Chủ',
    password: 'CongTy@1234',
    status: 'activated',
    company_name: `Công ty TNHH Đội Ngũ ${unique()}`,
  });
  const who = uniqueAccount('nhanvien');
  const memberName = 'Hoàng Thị Thu Trang';

  // --- The company admin invites, from the sidebar on a phone.
  const admin = await phone(browser);
  await signIn(admin, boss.email, boss.password, '/company/dashboard');
  await hydrated(admin);
  await admin.getByRole('button', { name: 'Mở menu' }).click();
  await admin.getByRole('navigation').getByRole('link', { name: 'Danh sách quản lý' }).click();
  await expect(admin.getByRole('heading', { name: 'Danh sách quản lý' })).toBeVisible();
  await expect(admin.getByText('Công ty chưa có nhân viên nào.')).toBeVisible();
  await hydrated(admin);
  await admin.getByRole('link', { name: 'Thêm nhân viên' }).click();
  await expect(admin.getByRole('heading', { name: 'Thêm nhân viên' })).toBeVisible();
  await hydrated(admin);
  await admin.getByRole('textbox', { name: 'Họ và tên' }).fill(memberName);
  await admin.getByRole('textbox', { name: 'Email' }).fill('sai-dia-chi');
  await admin.getByRole('textbox', { name: 'Số điện thoại' }).fill(randomPhone());
  await admin.getByRole('button', { name: 'Gửi lời mời' }).click();
  await expect(admin.getByText('Email không đúng định dạng')).toBeVisible();
  await admin.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await admin.getByRole('button', { name: 'Gửi lời mời' }).click();
  await expect(admin).toHaveURL(/\/company\/users(\?|$)/);
  await expect(toast(admin, 'Đã gửi lời mời tới email của nhân viên')).toBeVisible();
  const row = admin.getByTestId('member-row').filter({ hasText: who.email });
  await expect(row).toContainText(memberName);
  await expect(row).toContainText('Chưa đặt mật khẩu');

  // --- The invitee sets a password from the mail and signs in through the form.
  const link = resetLinkFrom(await waitForMail(who.email));
  const member = await phone(browser);
  await member.goto(link);
  await expect(member.getByRole('heading', { name: 'Đặt mật khẩu', exact: true })).toBeVisible();
  await hydrated(member);
  await member.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill('NhanVien@2026');
  await member.getByLabel('Nhập lại mật khẩu mới').fill('NhanVien@2026');
  await member.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
  await expect(member).toHaveURL('/dang-nhap?notice=passwordSet');
  await expect(member.getByText('Đặt mật khẩu thành công.', { exact: false })).toBeVisible();
  await login(member, who.email, 'NhanVien@2026');
  await expect(member).toHaveURL('/company/dashboard');
  // The company's figures (issue 14: sub-users see the figures of the company's jobs)…
  await expect(member.getByRole('heading', { name: 'Số liệu tuyển dụng' })).toBeVisible();
  await expect(member.getByTestId('stat-open-jobs-value')).toHaveText(/^\d+$/);
  await hydrated(member);
  // …and the company's pages, not the team or the company info.
  await member.getByRole('button', { name: 'Mở menu' }).click();
  const nav = member.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Tin tuyển dụng' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Danh sách quản lý' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Thông tin công ty' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Tin tuyển dụng' }).click();
  await expect(member.getByRole('heading', { name: 'Tin tuyển dụng' })).toBeVisible();
  await member.goto('/company/users');
  await expect(member.getByText('Chỉ tài khoản quản trị của công ty mới có quyền truy cập')).toBeVisible();

  // --- The company admin sees the invitation accepted and locks the account.
  await admin.reload();
  await expect(row).not.toContainText('Chưa đặt mật khẩu');
  await hydrated(admin);
  await row.getByRole('link', { name: memberName }).click();
  await expect(admin.getByRole('heading', { name: memberName })).toBeVisible();
  await hydrated(admin);
  await admin.getByRole('button', { name: 'Khóa tài khoản' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Khóa tài khoản?' });
  await dialog.getByRole('button', { name: 'Khóa tài khoản' }).click();
  await expect(toast(admin, 'Đã khóa tài khoản')).toBeVisible();
  await expect(admin.getByTestId('member-status')).toHaveText('Đã khóa');

  // --- Locked out at once: the next page sends them to the login page, which says why.
  await member.goto('/company/dashboard');
  await expect(member).toHaveURL(/\/dang-nhap\?.*error=1008/);
  await expect(member.getByTestId('login-arrival-error')).toHaveText('Tài khoản đã bị khóa');

  await admin.context().close();
  await member.context().close();
});
