import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import { postJobViaApi } from '../support/jobs.ts';
import { uniqueWord } from '../support/public-jobs.ts';

/*
 * The admin dashboard (issue 14 item 1) on a phone. Figures of the shared server move while other
 * specs run, so the test checks what it owns (its waiting job, reached through the queue) and what
 * the period decides (the number of days listed), never a shared total.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ viewport: { width: 390, height: 844 } });

test('the admin reads the dashboard on a phone, switches to 30 days and follows the queue to a waiting job', async ({
  page,
  request,
  consoleErrors,
}) => {
  const word = uniqueWord();
  const title = `Đơn hàng chờ duyệt bảng thống kê ${word}`;
  const jobId = await postJobViaApi(request, title);

  await signIn(page, 'admin@viecxa.vn', undefined, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Thống kê', level: 1 })).toBeVisible();
  await hydrated(page);
  await expect(page.getByTestId('dashboard-admin')).toContainText('Quản trị viên');
  const period = page.getByRole('group', { name: 'Khoảng thời gian' });
  await expect(period.getByRole('link', { name: '7 ngày' })).toHaveAttribute('aria-current', 'page');

  // Each block reads on a phone: its figures in a table, its chart drawn once the chart code loaded.
  const accounts = page.getByTestId('block-accounts');
  await expect(accounts.getByRole('table')).toContainText('Cá nhân');
  await expect(accounts.getByRole('rowheader', { name: 'Admin', exact: true })).toBeVisible();
  await expect(accounts.locator('[data-chart] .recharts-surface')).toBeVisible();
  await expect(page.getByTestId('block-jobs').getByRole('table')).toContainText('Chờ Admin phê duyệt');
  const applications = page.getByTestId('block-applications');
  await expect(applications.getByRole('rowheader', { name: 'Đã nộp hồ sơ' })).toBeVisible();

  // The period is in the URL; the day-by-day table lists every day of it.
  await period.getByRole('link', { name: '30 ngày' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?days=30$/);
  await expect(period.getByRole('link', { name: '30 ngày' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('stat-applications')).toContainText('Hồ sơ ứng tuyển (30 ngày)');
  const registrations = page.getByTestId('block-registrations');
  await registrations.getByText('Xem bảng số liệu').click();
  const days = registrations.getByRole('table', { name: 'Tài khoản đăng ký mới mỗi ngày' });
  await expect(days.locator('tbody tr')).toHaveCount(30);
  await expect(registrations.locator('[data-chart] .recharts-surface')).toBeVisible();

  // The queue, oldest first: its first job opens on the admin's job page.
  const queue = page.getByTestId('queue-jobs');
  const first = queue.getByRole('listitem').first().getByRole('link');
  const firstTitle = (await first.locator('p').first().textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
  await expect(page.getByRole('heading', { name: firstTitle, level: 1 })).toBeVisible();

  // The test's own waiting job, through the whole queue (its newest end may be past the dashboard's ten).
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Thống kê', level: 1 })).toBeVisible();
  await page.getByTestId('queue-jobs').getByRole('link', { name: 'Xem tất cả' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\?state=waiting$/);
  await expect(page.getByRole('heading', { name: 'Quản lý việc làm', level: 1 })).toBeVisible();
  await hydrated(page);
  const search = page.getByRole('search', { name: 'Tìm tin tuyển dụng' });
  await search.getByRole('textbox', { name: 'Tìm kiếm' }).fill(word);
  await search.getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(`/admin/jobs/${jobId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Chờ Admin phê duyệt').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
