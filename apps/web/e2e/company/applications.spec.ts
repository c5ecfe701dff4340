import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import { applyAsGuest, moveApplication } from '../support/applications.ts';
import { apiToken, toast } from '../support/jobs.ts';
import { createPublicJob, type PostedJob, uniqueWord } from '../support/public-jobs.ts';

/*
 * Specs share one seeded server and run in parallel. Each test posts its own job (as the demo
 * company) and applies to it as guests whose names end with the test's own word, so the
 * applications it moves are read by nobody else, and it can run again on the same server.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env.E2E_SHOTS_DIR;
const FLASH = 'Đã cập nhật trạng thái hồ sơ ứng tuyển';

async function asUser(browser: Browser, email: string, path: string, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email, undefined, path);
  return page;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A public order of the demo company, titled with the test's word. */
async function ownJob(request: Parameters<typeof createPublicJob>[0], title: string): Promise<PostedJob> {
  return createPublicJob(request, { title });
}

/** "Lê Văn Hùng" + the test's word, capitalised as a name (letters only, as the name rule wants). */
const named = (name: string, word: string) => `${name} ${word[0]?.toUpperCase()}${word.slice(1)}`;

test('a company filters, searches and moves an application on a phone; its staff sees the same list', async ({
  browser,
  request,
}) => {
  const word = uniqueWord();
  const job = await ownJob(request, `Đơn hàng chế biến thực phẩm tại Aichi đợt ${word}`);
  const hung = named('Lê Văn Hùng', word);
  const tuan = named('Hoàng Minh Tuấn', word);
  await applyAsGuest(request, job.id, {
    name: hung,
    phone: '0978123456',
    email: `hung.le.${word}@example.com`,
  });
  await moveApplication(request, await applyAsGuest(request, job.id, { name: tuan }), ['rejected']);

  const page = await asUser(browser, 'congty@viecxa.vn', '/company/applications');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hồ sơ ứng tuyển' })).toBeVisible();
  const cards = page.getByTestId('application-card');
  await expect(cards.first()).toBeVisible();
  await shot(page, 'company-applications-390');

  // The status filter is kept in the URL, through a reload.
  await page
    .getByTestId('status-filter')
    .getByRole('link', { name: /Không phù hợp/ })
    .click();
  await expect(page).toHaveURL(/status=rejected/);
  await page.reload();
  await hydrated(page);
  await expect(
    page.getByTestId('status-filter').getByRole('link', { name: /Không phù hợp/ }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(cards.filter({ hasText: tuan })).toBeVisible();
  for (const badge of await cards.getByTestId('application-status').all()) {
    await expect(badge).toHaveText('Không phù hợp');
  }

  // A guest found by name typed without accents (the status filter is left on "Tất cả").
  await page
    .getByTestId('status-filter')
    .getByRole('link', { name: /Tất cả/ })
    .click();
  await expect(page).not.toHaveURL(/status=/);
  await page.getByLabel('Tìm ứng viên').fill(`le van hung ${word}`);
  await page.getByRole('button', { name: 'Lọc', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=le\\+van\\+hung\\+${word}`));
  await expect(cards).toHaveCount(1);
  await cards.getByRole('link', { name: hung }).click();

  // The detail: contact links, history, and a status form offering only the allowed moves.
  await expect(page.getByRole('heading', { level: 1, name: hung })).toBeVisible();
  await hydrated(page);
  await expect(page.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:0978123456');
  await expect(page.getByTestId('contact-email')).toHaveAttribute(
    'href',
    `mailto:hung.le.${word}@example.com`,
  );
  const history = page.getByTestId('history-item');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Nộp hồ sơ');
  const select = page.getByLabel('Chuyển sang trạng thái');
  await expect(select.locator('option', { hasText: 'Đang xem xét' })).toHaveCount(1);
  await expect(select.locator('option', { hasText: 'Trúng tuyển' })).toHaveCount(0);
  await expect(select.locator('option', { hasText: 'Đã xuất cảnh' })).toHaveCount(0);
  await shot(page, 'company-application-detail-390');

  await select.selectOption({ label: 'Đang xem xét' });
  await page.getByLabel('Ghi chú cho ứng viên').fill('Hồ sơ đạt yêu cầu sơ tuyển, chờ lịch phỏng vấn.');
  await page.getByRole('button', { name: 'Cập nhật trạng thái' }).click();
  await expect(toast(page, FLASH)).toBeVisible();
  await expect(page.getByTestId('application-status').first()).toHaveText('Đang xem xét');
  await expect(history).toHaveCount(2);
  await expect(history.nth(1)).toContainText('Đã nộp hồ sơ → Đang xem xét');
  await expect(history.nth(1)).toContainText('Hồ sơ đạt yêu cầu sơ tuyển, chờ lịch phỏng vấn.');
  // The move just made is no longer offered; the next steps are.
  await expect(select.locator('option', { hasText: 'Đang xem xét' })).toHaveCount(0);
  await expect(select.locator('option', { hasText: 'Trúng tuyển' })).toHaveCount(1);
  await expect(select).toHaveValue('');
  await expect(page.getByLabel('Ghi chú cho ứng viên')).toHaveValue('');

  // The staff account of the same company sees the same applications.
  const staff = await asUser(
    browser,
    'nhanvien.congty@viecxa.vn',
    `/company/applications?search=${encodeURIComponent(`le van hung ${word}`)}`,
  );
  await expect(staff.getByTestId('application-card').filter({ hasText: hung })).toContainText('Đang xem xét');
  await staff.goto(`/company/applications?search=${word}`);
  await expect(staff.getByTestId('application-card').filter({ hasText: tuan })).toBeVisible();
  await staff.setViewportSize(DESKTOP);
  await staff.reload();
  await expect(staff.getByTestId('applications-table')).toBeVisible();
  await shot(staff, 'company-applications-1280');
  await staff.context().close();

  // The job's own list, linked from the job's page with its count.
  await page.getByRole('link', { name: job.name }).click();
  await expect(page).toHaveURL(`/company/jobs/${job.id}`);
  await page.getByTestId('job-applications-link').click();
  await expect(page).toHaveURL(`/company/jobs/${job.id}/applications`);
  await expect(page.getByTestId('application-card').filter({ hasText: hung })).toBeVisible();
  await shot(page, 'company-job-applications-390');
  await page.context().close();
});

test('an admin opens every application, a job’s applications, and moves one', async ({
  browser,
  request,
}) => {
  const word = uniqueWord();
  const job = await ownJob(request, `Tuyển nữ may công nghiệp làm việc tại Đài Trung đợt ${word}`);
  const lan = named('Phạm Thị Lan', word);
  const id = await applyAsGuest(request, job.id, {
    name: lan,
    message: 'Tôi đã làm may 5 năm ở Bình Dương.',
  });
  await moveApplication(request, id, ['reviewing']);

  const page = await asUser(browser, 'admin@viecxa.vn', `/admin/applications?search=${word}`, DESKTOP);
  await hydrated(page);
  const rows = page.getByTestId('application-row');
  await expect(rows.filter({ hasText: lan })).toBeVisible();
  await shot(page, 'admin-applications-1280');
  // Dates are typed as DD/MM/YYYY and kept in the URL as Vietnam calendar days.
  const from = page.getByRole('textbox', { name: 'Nộp từ ngày', exact: true });
  await from.fill('01/01/2026');
  await from.press('Escape');
  await page.getByRole('button', { name: 'Lọc', exact: true }).click();
  await expect(page).toHaveURL(/from=2026-01-01/);
  await expect(rows.filter({ hasText: lan })).toBeVisible();
  await rows.filter({ hasText: lan }).getByRole('link', { name: job.name }).click();
  await expect(page).toHaveURL(`/admin/jobs/${job.id}/applications`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Đài Trung');
  await page.setViewportSize(PHONE);
  const card = page.getByTestId('application-card').filter({ hasText: lan });
  await card.getByRole('link', { name: lan }).click();
  await expect(page).toHaveURL(`/admin/jobs/${job.id}/applications/${id}`);
  await hydrated(page);
  await expect(page.getByTestId('application-message')).toHaveText('Tôi đã làm may 5 năm ở Bình Dương.');
  await shot(page, 'admin-application-detail-390');
  await page.getByLabel('Chuyển sang trạng thái').selectOption({ label: 'Hẹn phỏng vấn' });
  await page.getByRole('button', { name: 'Cập nhật trạng thái' }).click();
  await expect(toast(page, FLASH)).toBeVisible();
  const history = page.getByTestId('history-item');
  await expect(history.last()).toContainText('Đang xem xét → Hẹn phỏng vấn');
  await expect(history.last()).toContainText('(Admin)');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'admin-application-detail-1280');
  await page.context().close();
});

test('a change made meanwhile by someone else is refused with an alert asking to reload', async ({
  browser,
  request,
}) => {
  const word = uniqueWord();
  const job = await ownJob(request, `Đơn hàng chế biến thực phẩm tại Aichi đợt ${word}`);
  const ngoc = named('Trần Thị Bích Ngọc', word);
  const appId = await applyAsGuest(request, job.id, { name: ngoc });
  await moveApplication(request, appId, ['reviewing', 'interview', 'passed']);

  const page = await asUser(browser, 'congty@viecxa.vn', `/company/applications?search=${word}`, DESKTOP);
  await page.getByTestId('application-row').getByRole('link', { name: ngoc }).click();
  // The detail has settled (its own heading, the status it shows) before anything is read or sent.
  await expect(page).toHaveURL(`/company/applications/${appId}`);
  await expect(page.getByRole('heading', { level: 1, name: ngoc })).toBeVisible();
  await expect(page.getByTestId('application-status').first()).toHaveText('Trúng tuyển');
  await hydrated(page);

  // An admin moves it while the company's page still shows "Trúng tuyển".
  const token = await apiToken(request, 'admin@viecxa.vn');
  const res = await request.post(`/api/admin/jobs/${job.id}/applications/${appId}/admin_status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'preparing', note: 'Bắt đầu khóa tiếng Nhật' },
  });
  expect(res.status(), await res.text()).toBe(200);

  await page.getByLabel('Chuyển sang trạng thái').selectOption({ label: 'Đã xuất cảnh / nhận việc' });
  await page.getByRole('button', { name: 'Cập nhật trạng thái' }).click();
  const alert = page.getByTestId('status-conflict');
  await expect(alert).toContainText('Trạng thái hồ sơ vừa được người khác thay đổi. Vui lòng tải lại trang');
  await shot(page, 'company-application-conflict-1280');
  await alert.getByRole('link', { name: 'Tải lại trang' }).click();
  await expect(page.getByTestId('status-conflict')).toHaveCount(0);
  await expect(page.getByTestId('application-status').first()).toHaveText('Đào tạo và hoàn thiện hồ sơ');
  await expect(page.getByTestId('history-item').last()).toContainText('Bắt đầu khóa tiếng Nhật');
  await page.context().close();
});
