import type { Page } from '@playwright/test';
import { expect as baseExpect, hydrated, signIn, test } from './fixtures.ts';
import {
  apiToken,
  createAccount,
  createPendingCompanyWithInfo,
  postJobViaApi,
  unique,
} from './support/jobs.ts';

// Two accounts in turn on a shared 2-core machine: more time than the default 30 s.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PHONE = { width: 390, height: 844 };

async function openBell(page: Page) {
  await page.getByTestId('notification-bell').click();
  const dropdown = page.getByTestId('notification-dropdown');
  await expect(dropdown).toBeVisible();
  return dropdown;
}

test('a posted job reaches the admin bell; the rejection with its reason reaches the company bell', async ({
  browser,
  request,
  consoleErrors,
}) => {
  // A company of its own: its bell hears only of this test, so 'mark all read' leaves exactly 0
  // (the demo company's bell keeps ringing with applications from specs running alongside).
  const owner = await createPendingCompanyWithInfo(request, {
    status: 'activated',
    name: 'Đỗ Văn Chuông',
    companyName: 'Công ty TNHH Cung ứng Nhân lực Chuông Vàng',
  });
  const title = `Đơn hàng đóng gói thông báo ${unique()}`;
  const jobId = await postJobViaApi(request, title, owner);
  // A second order of the same company, rejected through the API: one notification stays unread
  // for 'mark all read' after the first is opened.
  const other = await postJobViaApi(request, `Đơn hàng may mặc thông báo ${unique()}`, owner);
  const rejectedOther = await request.post(`/api/admin/jobs/${other}/reject`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'admin@viecxa.vn')}` },
    data: { reason: 'Thiếu mô tả công việc' },
  });
  expect(rejectedOther.status(), await rejectedOther.text()).toBe(200);

  // --- The admin's bell shows the waiting job (type 11) and leads to it.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@viecxa.vn', undefined, '/admin/dashboard');
  await hydrated(admin);
  await expect(admin.getByTestId('notification-badge')).not.toHaveAttribute('data-count', '0');
  const adminList = await openBell(admin);
  const item = adminList.getByTestId('notification-item').filter({ hasText: title });
  await expect(item).toHaveAttribute('data-type', '11');
  await expect(item).toContainText(`Có tin tuyển dụng mới chờ phê duyệt: "${title}"`);
  await item.click();
  await expect(admin).toHaveURL(`/admin/jobs/${jobId}`);
  // Read now. (The count itself is not compared: specs running alongside keep sending admins
  // notifications — new jobs, applications — so only this one's state is certain.)
  await hydrated(admin);
  const reopened = await openBell(admin);
  await expect(reopened.getByTestId('notification-item').filter({ hasText: title })).toHaveAttribute(
    'data-read',
    '1',
  );
  await admin.keyboard.press('Escape');
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // --- The admin rejects it with a reason.
  await hydrated(admin);
  const actions = admin.getByTestId('moderation-actions');
  await actions.getByRole('button', { name: 'Từ chối' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Từ chối tin tuyển dụng' });
  const reason = 'Thiếu chi phí vé máy bay';
  await dialog.getByRole('textbox', { name: 'Lý do từ chối' }).fill(reason);
  await dialog.getByRole('button', { name: 'Từ chối tin' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByTestId('job-state').first()).toHaveText('Bị từ chối');
  await adminContext.close();

  // --- The company's bell shows the rejection with the reason and leads to its job.
  const companyContext = await browser.newContext({ viewport: PHONE });
  const company = await companyContext.newPage();
  await signIn(company, owner.email, owner.password, '/company/dashboard');
  await hydrated(company);
  const companyList = await openBell(company);
  const rejected = companyList.getByTestId('notification-item').filter({ hasText: title });
  await expect(rejected).toHaveAttribute('data-type', '6');
  await expect(rejected).toContainText(`Tin "${title}" bị từ chối: ${reason}`);
  await rejected.click();
  await expect(company).toHaveURL(`/company/jobs/${jobId}`);
  await expect(company.getByTestId('reject-reason')).toContainText(reason);

  // --- 'Đánh dấu tất cả đã đọc' empties the badge; the page lists them all as read.
  await hydrated(company);
  const again = await openBell(company);
  await expect(company.getByTestId('notification-badge')).toHaveAttribute('data-count', '1');
  await again.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }).click();
  await expect(company.getByTestId('notification-badge')).toHaveAttribute('data-count', '0');
  await company.keyboard.press('Escape');
  await company.goto('/company/notifications?unread=1');
  await expect(company.getByText('Không có thông báo')).toBeVisible();
  await company.goto('/company/notifications');
  await expect(company.getByTestId('notification-row').filter({ hasText: title })).toHaveAttribute(
    'data-read',
    '1',
  );
  await companyContext.close();
  expect(consoleErrors).toEqual([]);
});

test('an account without notifications sees "Không có thông báo"', async ({ browser, request }) => {
  const account = await createAccount(request, { type: 'sale', name: 'Sale Mới', password: 'Sale@1234' });

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, account.email, account.password, '/sale/dashboard');
  await hydrated(page);
  await expect(page.getByTestId('notification-badge')).toHaveAttribute('data-loaded', '1');
  await expect(page.getByTestId('notification-badge')).toHaveAttribute('data-count', '0');
  const list = await openBell(page);
  await expect(list.getByText('Không có thông báo')).toBeVisible();
  await list.getByRole('link', { name: 'Xem tất cả' }).click();
  await expect(page).toHaveURL('/sale/notifications');
  await expect(page.getByRole('heading', { name: 'Thông báo' })).toBeVisible();
  await expect(page.getByText('Không có thông báo')).toBeVisible();
  await context.close();
});
