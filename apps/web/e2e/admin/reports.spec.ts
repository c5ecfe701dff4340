import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import { companyBellItem } from '../support/admin-ui.ts';
import { createVerifiedAgency, toast, unique } from '../support/jobs.ts';
import { createPublicJob } from '../support/public-jobs.ts';

/*
 * ADR 0032: on a reported order an admin asks the agency to explain ("Hỏi công ty") before deciding.
 * The item stays in the queue as "Đã hỏi công ty", the question is in its history, and the agency's
 * bell carries the question (type 24) to its order. The agency, its order and the report are the
 * test's own (made through the API); the admin's queue is read by the order's title.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('an admin asks the company about a reported order and the company gets the question', async ({
  browser,
  page,
  request,
  consoleErrors,
}) => {
  const agency = await createVerifiedAgency(request, {
    companyName: `Công ty TNHH Nhân lực Giải Trình ${unique()}`,
  });
  const title = `Đơn hàng lắp ráp điện tử Aichi ${unique()}`;
  const job = await createPublicJob(request, { title }, { email: agency.email, password: agency.password });
  const reported = await request.post('/api/scam-reports', {
    data: {
      job_id: job.id,
      reason: 'false_promise',
      details: 'Tư vấn viên hứa bay sau ba tuần, không cần thi tiếng Nhật, lương 50 triệu một tháng.',
    },
  });
  expect(reported.status(), await reported.text()).toBe(200);
  const question = `Công ty cho biết lịch đào tạo tiếng Nhật và ngày bay dự kiến ${unique()}`;

  // The admin finds the report in the queue and opens it.
  await signIn(page, 'admin@viecxa.vn', undefined, '/admin/reports');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tin đáng ngờ' })).toBeVisible();
  const row = page.getByTestId('scam-row').filter({ hasText: title });
  await expect(row).toContainText('Chờ xử lý');
  await expect(row).toContainText('Hứa hẹn sai sự thật (lương, ngày bay, visa)');
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await hydrated(page);
  await expect(page.getByTestId('scam-report')).toContainText('Tư vấn viên hứa bay sau ba tuần');

  // Sent without a question, the form says it is missing.
  const handling = page.getByRole('region', { name: 'Xử lý', exact: true });
  await handling.getByRole('button', { name: 'Hỏi công ty' }).click();
  await expect(handling.getByText('Câu hỏi không được để trống.')).toBeVisible();
  await expect(page.getByTestId('scam-history')).not.toContainText('Hỏi công ty');

  // With a question it is sent: the toast, the item waits on the company, the history keeps it,
  // and the other actions are still there.
  await handling.getByRole('textbox', { name: 'Câu hỏi gửi công ty' }).fill(question);
  await handling.getByRole('button', { name: 'Hỏi công ty' }).click();
  await expect(toast(page, 'Đã gửi câu hỏi tới công ty')).toBeVisible();
  await expect(page.getByText('Đã hỏi công ty', { exact: true })).toBeVisible();
  const history = page.getByTestId('scam-history');
  await expect(history).toContainText('Hỏi công ty');
  await expect(history).toContainText(question);
  await expect(handling.getByRole('button', { name: 'Vô hiệu hóa tin' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Back in the queue the item is still there, now asked.
  await page.getByRole('link', { name: '← Danh sách tin đáng ngờ' }).click();
  await expect(page).toHaveURL('/admin/reports');
  await expect(page.getByTestId('scam-row').filter({ hasText: title })).toContainText('Đã hỏi công ty');

  // The agency's bell carries the question and leads to the order.
  const {
    context: companyContext,
    page: company,
    item: asked,
  } = await companyBellItem(browser, agency, question);
  await expect(asked).toHaveAttribute('data-type', '24');
  await expect(asked).toContainText(`Quản trị viên cần công ty giải trình về "${title}": ${question}`);
  await asked.click();
  await expect(company).toHaveURL(`/company/jobs/${job.id}`);
  await expect(company.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await companyContext.close();
  expect(consoleErrors).toEqual([]);
});
