import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import { createVerifiedAgency, toast, unique } from '../support/jobs.ts';
import { waitForMail } from '../support/mail.ts';
import { createPublicJob } from '../support/public-jobs.ts';

/*
 * Issue 17 item 3 (ADR 0032): a guest on a phone reports a suspicious offer from the job page, an
 * admin disables it from the scam queue, the job is gone from the site and the reporter is mailed
 * the outcome. The agency and its order are the test's own (made through the API).
 */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('a guest reports a suspicious offer and an admin disables it from the queue', async ({
  browser,
  page,
  request,
  consoleErrors,
}) => {
  const agency = await createVerifiedAgency(request, {
    companyName: `Công ty TNHH Nhân lực Báo Cáo ${unique()}`,
  });
  const title = `Đơn hàng đáng ngờ tại Shizuoka ${unique()}`;
  const job = await createPublicJob(request, { title }, { email: agency.email, password: agency.password });
  const reporter = `nguoibao.${unique()}@example.com`;

  // A guest opens the job and the report dialog.
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await guestContext.newPage();
  await guest.goto(job.url);
  await hydrated(guest);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await guest.getByTestId('report-open').click();
  const dialog = guest.getByRole('dialog', { name: 'Báo cáo tin đáng ngờ' });
  await expect(dialog).toBeVisible();

  // Sent empty, the form says what is missing; then filled in, it thanks the guest.
  await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(dialog.getByText('Vui lòng chọn lý do')).toBeVisible();
  await expect(dialog.getByText('Chi tiết không được để trống.')).toBeVisible();
  await dialog
    .getByRole('combobox', { name: 'Lý do' })
    .selectOption({ label: 'Đòi đặt cọc, nộp tiền trước khi ký hợp đồng' });
  await dialog
    .getByRole('textbox', { name: 'Chi tiết' })
    .fill('Nhân viên tư vấn đòi đặt cọc 40 triệu đồng trước khi ký hợp đồng, chuyển vào tài khoản riêng.');
  await dialog.getByRole('textbox', { name: 'Số điện thoại hoặc email (không bắt buộc)' }).fill(reporter);
  await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(dialog.getByTestId('report-thanks')).toHaveText(
    'Cảm ơn bạn đã báo cáo. Quản trị viên ViệcXa sẽ kiểm tra trong thời gian sớm nhất. Đừng nộp tiền cho đến khi có kết quả.',
  );
  await expect(dialog.getByRole('link', { name: 'Xem các dấu hiệu lừa đảo thường gặp' })).toHaveAttribute(
    'href',
    '/canh-bao-lua-dao',
  );
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The admin finds the report in the queue and disables the job.
  await signIn(page, 'admin@viecxa.vn', undefined, '/admin/reports');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tin đáng ngờ' })).toBeVisible();
  const row = page.getByTestId('scam-row').filter({ hasText: title });
  await expect(row).toContainText('Báo cáo');
  await expect(row).toContainText('Đòi đặt cọc, nộp tiền trước khi ký hợp đồng');
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/\d+$/);
  await hydrated(page);
  await expect(page.getByTestId('scam-report')).toContainText('Nhân viên tư vấn đòi đặt cọc 40 triệu đồng');
  await page
    .getByRole('textbox', { name: 'Ghi chú (lưu trong lịch sử)' })
    .fill('Thu tiền cọc trước hợp đồng');
  await page.getByRole('button', { name: 'Vô hiệu hóa tin' }).click();
  await expect(toast(page, 'Việc làm đã được vô hiệu hóa')).toBeVisible();
  await expect(page.getByText('Đã vô hiệu hóa tin').first()).toBeVisible();
  const history = page.getByTestId('scam-history');
  await expect(history).toContainText('Vô hiệu hóa tin');
  await expect(history).toContainText('Thu tiền cọc trước hợp đồng');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The job is gone from the site (seen by a new visitor: the guest's browser may keep the public page
  // for its cache minute), and the reporter hears of the outcome.
  const laterContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const later = await laterContext.newPage();
  const gone = await later.goto(job.url);
  expect(gone?.status()).toBe(404);
  await expect(later.getByText('Chương trình không tồn tại hoặc đã ngừng nhận hồ sơ.')).toBeVisible();
  await laterContext.close();
  const mail = await waitForMail(reporter);
  expect(mail.subject).toBe('Kết quả xử lý báo cáo của bạn trên ViệcXa');
  expect(mail.text).toContain(title);
  expect(mail.text).toContain('Đã vô hiệu hóa tin');
  await guestContext.close();
  expect(consoleErrors).toEqual([]);
});

test('the report form works without scripts, and the warning page is linked from the footer', async ({
  browser,
  request,
}) => {
  const agency = await createVerifiedAgency(request, {
    companyName: `Công ty TNHH Không Script ${unique()}`,
  });
  const title = `Đơn hàng báo cáo không script ${unique()}`;
  const job = await createPublicJob(request, { title }, { email: agency.email, password: agency.password });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(job.url);
  await page.getByTestId('report-open').click();
  await expect(page).toHaveURL(`/bao-cao-tin-dang-ngo?job=${job.id}`);
  await expect(page.getByText(`Bạn đang báo cáo: ${title}`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Lý do' }).selectOption({ label: 'Lý do khác' });
  await page.getByRole('textbox', { name: 'Chi tiết' }).fill('Ngắn');
  await page.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(page.getByText('Dữ liệu nhập vào lớn hơn 10 ký tự.')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Chi tiết' })
    .fill('Tin hứa bay sau hai tuần mà không cần học tiếng.');
  await page.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(page.getByTestId('report-thanks')).toBeVisible();

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cảnh báo lừa đảo' }).click();
  await expect(page).toHaveURL('/canh-bao-lua-dao');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cảnh báo lừa đảo khi đi làm việc ở nước ngoài' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /Đòi đặt cọc, nộp tiền trước khi ký hợp đồng/ }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
