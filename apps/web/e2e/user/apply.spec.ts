import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, hydrated, signIn, test } from '../fixtures.ts';
import { apiToken, createSeeker, randomPhone } from '../support/jobs.ts';
import { waitForMail } from '../support/mail.ts';
import { createPublicJob, disableJob, uniqueWord } from '../support/public-jobs.ts';

const CV_PATH = fileURLToPath(new URL('../fixtures-files/cv-ung-vien.pdf', import.meta.url));
const APPLIED = 'Bạn đã ứng tuyển vị trí này';
const REPEAT = 'Số điện thoại hoặc email này đã ứng tuyển vị trí này';
const CLOSED = 'Tin tuyển dụng đã hết hạn nhận hồ sơ hoặc đã ngừng tuyển';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

async function openDialog(page: Page) {
  await page.getByTestId('apply-open').first().click();
  const dialog = page.getByRole('dialog', { name: 'Ứng tuyển' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillGuest(page: Page, g: { name: string; phone: string; email: string }) {
  const dialog = page.getByRole('dialog');
  // Anchored: the consent box's text also names the phone and email (and required fields end in *).
  await dialog.getByLabel(/^Họ và tên/).fill(g.name);
  await dialog.getByLabel(/^Số điện thoại/).fill(g.phone);
  await dialog.getByLabel(/^Email/).fill(g.email);
  await dialog.locator('input[type="file"]').setInputFiles(CV_PATH);
  await dialog.getByRole('checkbox', { name: /^Tôi đồng ý để ViệcXa gửi/ }).check();
}

test('a seeker applies with a new PDF CV and sees the applied state after reload', async ({
  page,
  request,
  consoleErrors,
}) => {
  const word = uniqueWord();
  const job = await createPublicJob(request, { title: `Đơn hàng chế biến thủy sản tại Miyagi đợt ${word}` });
  const other = await createPublicJob(request, {
    title: `Đơn hàng chế biến thủy sản tại Sendai đợt ${word}`,
  });
  // A seeker of its own: the demo seeker's applications are counted by the seeker-area spec.
  const seeker = await createSeeker(request);
  await signIn(page, seeker.email, seeker.password, job.url);
  await hydrated(page);

  const dialog = await openDialog(page);
  await dialog.getByRole('radio', { name: 'Tải lên CV mới' }).check();
  // The browser checks with the API's rule before anything is sent.
  await dialog.getByRole('button', { name: 'Gửi hồ sơ' }).click();
  await expect(dialog.getByText('Vui lòng chọn một hồ sơ hoặc tải lên tệp CV')).toBeVisible();

  await dialog.locator('input[type="file"]').setInputFiles(CV_PATH);
  await expect(dialog.getByText('Vui lòng chọn một hồ sơ hoặc tải lên tệp CV')).toHaveCount(0);
  await dialog.getByLabel('Lời nhắn tới nhà tuyển dụng').fill('Tôi đã có 3 năm làm chế biến thực phẩm.');
  await dialog.getByRole('checkbox', { name: /^Tôi đồng ý để ViệcXa gửi/ }).check();
  await page.screenshot({ path: test.info().outputPath('apply-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Gửi hồ sơ' }).click();

  const success = dialog.getByTestId('apply-success');
  await expect(success).toBeVisible();
  await expect(success).toContainText('Nộp hồ sơ ứng tuyển thành công');
  await expect(success.getByRole('link', { name: 'Xem hồ sơ đã ứng tuyển' })).toHaveAttribute(
    'href',
    '/user/job-apply',
  );
  await page.screenshot({ path: test.info().outputPath('apply-success-390.png') });
  await success.getByRole('button', { name: 'Đóng' }).click();
  await expect(page.getByTestId('applied-state').first()).toContainText(APPLIED);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.name);
  const applied = page.locator('#ung-tuyen').getByTestId('applied-state');
  await expect(applied).toContainText(APPLIED);
  await expect(applied).toContainText('Đã nộp hồ sơ');
  await expect(page.getByTestId('apply-open')).toHaveCount(0);
  await applied.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('applied-state-390.png') });

  // In the list, the card of the job applied to says so (one check-multiple for the page).
  await page.goto(`/danh-sach-chuong-trinh-xkld-duhoc?search=${word}`);
  await hydrated(page);
  const card = page.getByTestId('job-card').filter({ hasText: job.name });
  await expect(card.getByTestId('job-card-applied')).toHaveText('Đã ứng tuyển');
  const otherCard = page.getByTestId('job-card').filter({ hasText: other.name });
  await expect(otherCard).toBeVisible();
  await expect(otherCard.getByTestId('job-card-applied')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('list-applied-390.png') });
  expect(consoleErrors).toEqual([]);
});

test('a guest applies with a CV and gets the confirmation mail; a second guest with the same phone is refused', async ({
  page,
  request,
  consoleErrors,
}) => {
  const job = await createPublicJob(request, {
    title: `Đơn hàng nông nghiệp tại Ibaraki đợt ${uniqueWord()}`,
  });
  const phone = randomPhone();
  const email = `khach.${Date.now().toString(36)}@example.com`;
  await page.goto(job.url);
  await hydrated(page);
  await page.screenshot({ path: test.info().outputPath('guest-job-page-390.png') });

  let dialog = await openDialog(page);
  await expect(dialog.getByRole('link', { name: 'đăng nhập' })).toHaveAttribute(
    'href',
    `/dang-nhap?redirect=${encodeURIComponent(job.url)}`,
  );
  // Client checks with the catalogue's messages.
  await fillGuest(page, { name: 'Mai 2000', phone: '12345', email: 'sai-email' });
  await dialog.getByRole('button', { name: 'Gửi hồ sơ' }).click();
  await expect(dialog.getByText('Họ tên không được chứa số hoặc ký tự đặc biệt')).toBeVisible();
  await expect(dialog.getByText('SĐT không đúng định dạng')).toBeVisible();
  await expect(dialog.getByText('Email không đúng định dạng')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('guest-dialog-errors-390.png') });

  await fillGuest(page, { name: 'Phạm Thị Lan', phone, email });
  await dialog.getByRole('button', { name: 'Gửi hồ sơ' }).click();
  const success = dialog.getByTestId('apply-success');
  await expect(success).toContainText(`Vui lòng kiểm tra email ${email}`);
  const mail = await waitForMail(email);
  expect(mail.subject).toBe(`Xác nhận ứng tuyển: ${job.name}`);
  expect(mail.text).toContain('Công ty Cổ phần Nhân lực Quốc tế Sao Mai');
  await success.getByRole('button', { name: 'Đóng' }).click();

  // Another guest (another browser session) with the same phone.
  await page.context().clearCookies();
  await page.reload();
  await hydrated(page);
  dialog = await openDialog(page);
  await fillGuest(page, { name: 'Phạm Văn Hùng', phone, email: `khac.${email}` });
  await dialog.getByRole('button', { name: 'Gửi hồ sơ' }).click();
  await expect(dialog.getByTestId('apply-error')).toHaveText(REPEAT);
  await expect(dialog.getByTestId('apply-success')).toHaveCount(0);
  // The browser logs the refused request itself (409); nothing else may fail.
  expect(consoleErrors.filter((e) => !e.includes('status of 409'))).toEqual([]);
});

test('an expired job keeps its page without an apply button; applying is refused with 1118', async ({
  page,
  request,
}) => {
  // The seeded order past its deadline: out of the lists, but its page still reads, closed.
  const admin = await apiToken(request, 'admin@viecxa.vn');
  const found = await request.get(
    `/api/admin/jobs?search=${encodeURIComponent('đóng gói thực phẩm tại Chiba')}`,
    {
      headers: { authorization: `Bearer ${admin}` },
    },
  );
  const expired = ((await found.json()).data.items as { id: number; state: string }[]).find(
    (j) => j.state === 'expired',
  );
  expect(expired).toBeTruthy();
  const refused = await request.post('/api/guest-apply', {
    multipart: {
      job_id: String(expired?.id),
      name: 'Lý Thị Hạnh',
      phone: randomPhone(),
      email: `hanh.${Date.now().toString(36)}@example.com`,
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      consent: 'on',
    },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 1118, message: CLOSED });

  // A visitor who follows a saved link to it reads it, told it is closed, with nothing to send.
  await page.goto(`/job/${expired?.id}/x`);
  await expect(page).toHaveURL(/\/job\/\d+\/don-hang-dong-goi-thuc-pham-tai-chiba/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Đơn hàng đóng gói thực phẩm tại Chiba – Nhật Bản',
  );
  await hydrated(page);
  const panel = page.locator('#ung-tuyen');
  await expect(panel.getByTestId('job-state')).toHaveText('Hết hạn nhận hồ sơ');
  await expect(panel).toContainText('(đã qua hạn)');
  await expect(panel.getByTestId('apply-closed')).toHaveText(CLOSED.replace(/$/, '.'));
  await expect(page.getByTestId('apply-open')).toHaveCount(0);
  // Not indexed, and no JobPosting for search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('expired-job-390.png') });

  // A job open when the page loaded and closed before the form is sent.
  const job = await createPublicJob(request, { title: `Đơn hàng cơ khí tại Nagoya đợt ${uniqueWord()}` });
  await page.goto(job.url);
  await hydrated(page);
  const dialog = await openDialog(page);
  await fillGuest(page, {
    name: 'Lý Thị Hạnh',
    phone: randomPhone(),
    email: `hanh2.${Date.now()}@example.com`,
  });
  await disableJob(request, job.id);
  await dialog.getByRole('button', { name: 'Gửi hồ sơ' }).click();
  await expect(dialog.getByTestId('apply-error')).toHaveText(CLOSED);
});

test('a company account is told it cannot apply, with no apply button', async ({ page, request }) => {
  const job = await createPublicJob(request, { title: `Đơn hàng dệt may tại Gifu đợt ${uniqueWord()}` });
  await signIn(page, 'nhanvien.congty@viecxa.vn', undefined, job.url);
  await hydrated(page);
  const note = page.getByTestId('apply-other-type');
  await expect(note).toContainText('Loại tài khoản này không thể ứng tuyển');
  await expect(note).toContainText('Chỉ tài khoản người tìm việc (cá nhân) mới ứng tuyển được.');
  await expect(page.getByTestId('apply-open')).toHaveCount(0);
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('company-note-390.png') });
});

test('the apply dialog loads on the first click, with the button busy meanwhile', async ({
  page,
  request,
}) => {
  const job = await createPublicJob(request, { title: `Đơn hàng đóng gói tại Aichi đợt ${uniqueWord()}` });
  // The dialog's code is held until released, so the loading state is seen whatever the timing.
  const asked: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/ApplyDialog-[\w-]+\.js$/, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto(job.url);
  await hydrated(page);
  expect(asked, 'the job page must not load the dialog before it is asked for').toEqual([]);

  const button = page.getByTestId('apply-open').first();
  await button.click();
  await expect(button).toHaveAttribute('data-loading', 'true');
  await expect(button).toBeDisabled();
  await expect.poll(() => asked.length).toBe(1);
  release();
  const dialog = page.getByRole('dialog', { name: 'Ứng tuyển' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Họ và tên')).toBeVisible();
  await expect(button).not.toHaveAttribute('data-loading', 'true');

  // Closed and opened again: at once, from the code already loaded.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await button.click();
  await expect(dialog).toBeVisible();
  expect(asked).toHaveLength(1);
});
