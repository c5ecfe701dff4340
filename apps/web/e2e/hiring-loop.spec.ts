import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, hydrated, login, test } from './fixtures.ts';
import {
  createSeeker,
  daysFromToday,
  fillCostSheet,
  fillDate,
  pick,
  toast,
  unique,
  writeRichText,
} from './support/jobs.ts';

/*
 * The whole hiring loop as people do it, each on a 390 px phone: a company posts an order, an admin
 * approves it, a seeker finds it by typing without accents, saves it and applies with a PDF; the
 * company hears of it through the bell, opens the application, downloads the CV and moves it on;
 * the seeker hears of that through the bell and sees the new status with the company's note.
 * Tagged @postgres: it runs on PGlite and again on PostgreSQL through two app processes behind a
 * round-robin proxy (test:e2e:processes).
 */
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PHONE = { width: 390, height: 844 };
const CV_PATH = fileURLToPath(new URL('./fixtures-files/cv-ung-vien.pdf', import.meta.url));

async function phone(browser: Browser, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await login(page, email, password);
  return page;
}

async function openBell(page: Page) {
  await hydrated(page);
  await page.getByTestId('notification-bell').click();
  const dropdown = page.getByTestId('notification-dropdown');
  await expect(dropdown).toBeVisible();
  return dropdown;
}

test('post, approve, find, save, apply, review, notify — the full hiring loop on phones @postgres', async ({
  browser,
  request,
}) => {
  const word = unique();
  const title = `Đơn hàng đóng gói rau củ tại Kumamoto đợt ${word}`;
  const seeker = await createSeeker(request, 'Đặng Thị Hồng Nhung');

  // --- The company posts the order.
  const company = await phone(browser, 'congty@viecxa.vn');
  await expect(company).toHaveURL('/company/dashboard');
  await company.goto('/company/jobs/create');
  await hydrated(company);
  await pick(company, 'Loại tin', 'Xuất khẩu lao động');
  await pick(company, 'Ngành nghề', 'Hàn bán tự động', 'hàn bán');
  await company.getByRole('textbox', { name: 'Tiêu đề' }).fill(title);
  await pick(company, 'Quốc gia', 'Nhật Bản', 'Nhật');
  await company.getByRole('textbox', { name: 'Nơi làm việc' }).fill('Tỉnh Kumamoto');
  await company.getByRole('textbox', { name: 'Số lượng tuyển' }).fill('15');
  await pick(company, 'Đơn vị tiền lương', 'Yên Nhật (JPY)');
  await pick(company, 'Lương tính theo', 'Tháng');
  await company.getByRole('textbox', { name: 'Lương tối thiểu' }).fill('175000');
  // A lawful cost sheet: 36 months' contract, a service fee under the cap (3 × 175.000 JPY).
  await fillCostSheet(company, '36', '400000');
  await fillDate(company, 'Hạn nộp hồ sơ', daysFromToday(30));
  await fillDate(company, 'Lịch bay dự kiến', daysFromToday(100));
  await writeRichText(
    company,
    'Mô tả công việc',
    'Đóng gói rau củ trong nhà xưởng có điều hòa, làm ca ngày.',
  );
  await company.getByRole('button', { name: 'Đăng tin' }).click();
  await expect(company).toHaveURL(/\/company\/jobs\/\d+$/);
  await expect(toast(company, 'Chờ Admin phê duyệt')).toBeVisible();
  const jobId = new URL(company.url()).pathname.split('/').pop();

  // --- The admin approves it.
  const admin = await phone(browser, 'admin@viecxa.vn');
  await expect(admin).toHaveURL('/admin/dashboard');
  await admin.goto(`/admin/jobs/${jobId}`);
  await hydrated(admin);
  await admin.getByTestId('moderation-actions').getByRole('button', { name: 'Phê duyệt' }).click();
  const approve = admin.getByRole('dialog', { name: 'Phê duyệt tin tuyển dụng' });
  await approve.getByRole('button', { name: 'Phê duyệt' }).click();
  await expect(toast(admin, 'Đã phê duyệt tin tuyển dụng')).toBeVisible();
  await expect(admin.getByTestId('job-state').first()).toHaveText('Đang tuyển');

  // --- The seeker finds it without accents, saves it and applies with a PDF.
  const user = await phone(browser, seeker.email, seeker.password);
  await expect(user).toHaveURL('/user/dashboard');
  await user.goto('/');
  await hydrated(user);
  const box = user.getByRole('search', { name: 'Tìm chương trình' }).getByRole('searchbox');
  await box.fill(`dong goi rau cu kumamoto ${word}`);
  await box.press('Enter');
  const card = user.getByTestId('job-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await hydrated(user);
  await card.getByTestId('save-job').click();
  await expect(toast(user, 'Thêm vào yêu thích thành công')).toBeVisible();
  await expect(card.getByTestId('save-job')).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('link', { name: title }).click();
  await expect(user.getByRole('heading', { level: 1 })).toHaveText(title);
  await hydrated(user);
  await user.getByTestId('apply-open').first().click();
  const dialog = user.getByRole('dialog', { name: 'Ứng tuyển' });
  await dialog.getByRole('radio', { name: 'Tải lên CV mới' }).check();
  await dialog.locator('input[type="file"]').setInputFiles(CV_PATH);
  await dialog.getByLabel('Lời nhắn tới nhà tuyển dụng').fill('Tôi từng đóng gói nông sản 2 năm ở Đà Lạt.');
  await dialog.getByRole('checkbox', { name: /^Tôi đồng ý để ViệcXa gửi/ }).check();
  await dialog.getByRole('button', { name: 'Gửi hồ sơ' }).click();
  const success = dialog.getByTestId('apply-success');
  await expect(success).toContainText('Nộp hồ sơ ứng tuyển thành công');
  await success.getByRole('link', { name: 'Xem hồ sơ đã ứng tuyển' }).click();
  await expect(user).toHaveURL('/user/job-apply');
  const mine = user.getByTestId('application').filter({ hasText: title });
  await expect(mine.getByTestId('application-status')).toHaveText('Đã nộp hồ sơ');
  await user.goto('/user/saved-job');
  await expect(user.getByTestId('job-card').filter({ hasText: title })).toHaveCount(1);

  // --- The company's bell tells of the application and leads to the job's applications.
  await company.goto('/company/dashboard');
  const companyBell = await openBell(company);
  const received = companyBell
    .getByTestId('notification-item')
    .filter({ hasText: title })
    .filter({ hasText: 'có hồ sơ ứng tuyển mới' });
  await expect(received).toHaveAttribute('data-type', '9');
  await expect(received).toContainText(`Tin "${title}" có hồ sơ ứng tuyển mới từ Đặng Thị Hồng Nhung`);
  await received.click();
  await expect(company).toHaveURL(`/company/jobs/${jobId}/applications`);
  const row = company.getByTestId('application-card').filter({ hasText: 'Đặng Thị Hồng Nhung' });
  await expect(row.getByTestId('application-status')).toHaveText('Đã nộp hồ sơ');
  await row.getByRole('link', { name: 'Đặng Thị Hồng Nhung' }).click();
  await expect(company.getByRole('heading', { level: 1, name: 'Đặng Thị Hồng Nhung' })).toBeVisible();
  await hydrated(company);
  await expect(company.getByTestId('application-message')).toContainText('đóng gói nông sản 2 năm');

  // The CV downloads as the PDF the seeker sent.
  const download = company.waitForEvent('download');
  await company.getByTestId('cv-download').click();
  const file = await (await download).path();
  expect(readFileSync(file)).toEqual(readFileSync(CV_PATH));

  const note = 'Mời bạn phỏng vấn online lúc 9h thứ Hai tuần sau.';
  await company.getByLabel('Chuyển sang trạng thái').selectOption({ label: 'Hẹn phỏng vấn' });
  await company.getByLabel('Ghi chú cho ứng viên').fill(note);
  await company.getByRole('button', { name: 'Cập nhật trạng thái' }).click();
  await expect(toast(company, 'Đã cập nhật trạng thái hồ sơ ứng tuyển')).toBeVisible();
  await expect(company.getByTestId('application-status').first()).toHaveText('Hẹn phỏng vấn');

  // --- The seeker's bell tells of the change; the application page shows it with the note.
  await user.goto('/user/dashboard');
  // Two unread (received, status changed); opening one leaves one.
  await expect(user.getByTestId('notification-badge')).toHaveAttribute('data-count', '2');
  const userBell = await openBell(user);
  const items = userBell.getByTestId('notification-item').filter({ hasText: title });
  await expect(items.filter({ hasText: 'hồ sơ đã được gửi tới nhà tuyển dụng' })).toHaveAttribute(
    'data-type',
    '1',
  );
  const changed = items.filter({ hasText: 'Hẹn phỏng vấn' });
  await expect(changed).toHaveAttribute('data-type', '2');
  await expect(changed).toContainText(`Hồ sơ ứng tuyển "${title}" đã chuyển sang trạng thái: Hẹn phỏng vấn`);
  await changed.click();
  await expect(user).toHaveURL('/user/job-apply');
  await expect(user.getByTestId('notification-badge')).toHaveAttribute('data-count', '1');
  await expect(mine.getByTestId('application-status')).toHaveText('Hẹn phỏng vấn');
  await expect(mine).toContainText(`Ghi chú mới nhất: ${note}`);
  await mine.getByRole('button', { name: /Lịch sử hồ sơ/ }).click();
  await expect(mine.locator('.mantine-Timeline-root').getByText(note, { exact: true })).toBeVisible();
  for (const page of [company, admin, user]) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await Promise.all([company, admin, user].map((p) => p.context().close()));
});
