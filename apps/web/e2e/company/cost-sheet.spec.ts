import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import {
  daysFromToday,
  fillCostSheet,
  fillDate,
  pick,
  toast,
  unique,
  writeRichText,
} from '../support/jobs.ts';
import { createPublicJob, uniqueWord } from '../support/public-jobs.ts';

/*
 * The cost sheet of a labour-export order and the legal cap of its service fee (ADR 0031), on a
 * 390 px phone. Each test posts its own order.
 */
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 390, height: 844 };

test('a company sees the fee cap as it types; an order above it is refused with the cap named', async ({
  browser,
}) => {
  const title = `Đóng gói linh kiện tại Gunma ${unique()}`;
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, 'congty@viecxa.vn', undefined, '/company/jobs/create');
  await hydrated(page);
  await pick(page, 'Ngành nghề', 'Hàn bán tự động', 'hàn bán');
  await page.getByRole('textbox', { name: 'Tiêu đề' }).fill(title);
  await pick(page, 'Quốc gia', 'Nhật Bản', 'Nhật');
  await page.getByRole('textbox', { name: 'Số lượng tuyển' }).fill('6');
  await pick(page, 'Đơn vị tiền lương', 'Yên Nhật (JPY)');
  await page.getByRole('textbox', { name: 'Lương tối thiểu' }).fill('180000');
  await fillDate(page, 'Hạn nộp hồ sơ', daysFromToday(30));
  await writeRichText(page, 'Mô tả công việc', 'Đóng gói linh kiện điện tử trong nhà máy có điều hòa.');

  await fillCostSheet(page, '36', '600000');
  const sheet = page.getByTestId('cost-sheet');
  await expect(sheet.getByTestId('fee-cap')).toHaveText(
    'Mức trần phí dịch vụ theo luật: 540.000 JPY (3 tháng lương cơ bản).',
  );
  const message =
    'Phí dịch vụ 600.000 JPY vượt mức trần theo luật: tối đa 540.000 JPY (3 tháng lương cơ bản).';
  await expect(sheet.getByTestId('fee-cap-warning')).toHaveText(message);

  // Sent anyway: the API refuses it and the form says why, under the sheet.
  await page.getByRole('button', { name: 'Đăng tin' }).click();
  await expect(sheet.getByTestId('cost-items-error')).toHaveText(message);
  await expect(page).toHaveURL('/company/jobs/create');

  // Lowered to the cap: the warning goes and the order waits for the admin.
  await sheet.getByRole('textbox', { name: 'Số tiền' }).fill('540000');
  await expect(sheet.getByTestId('fee-cap-warning')).toHaveCount(0);
  await page.getByRole('button', { name: 'Đăng tin' }).click();
  await expect(page).toHaveURL(/\/company\/jobs\/\d+$/);
  await expect(toast(page, 'Chờ Admin phê duyệt')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await context.close();
});

test('a visitor on a phone reads the cost sheet of an order: items, VND total, the cap and when to pay', async ({
  browser,
  request,
}) => {
  const word = uniqueWord();
  const job = await createPublicJob(request, {
    title: `Đơn hàng chế biến thủy sản tại Miyagi ${word}`,
    salary_currency: 'JPY',
    salary_min: '180.000',
    contract_months: '24',
    cost_items: JSON.stringify([
      {
        category: 'service_fee',
        amount: 300000,
        currency: 'JPY',
        paid_when: 'after_contract',
        refundable: false,
      },
      {
        category: 'flight',
        amount: 9000000,
        currency: 'VND',
        paid_when: 'before_departure',
        refundable: true,
        note: 'Vé một chiều',
      },
    ]),
  });
  const api = (await (await request.get(`/api/job/${job.id}/${job.slug}`)).json()).data;
  const total = `${new Intl.NumberFormat('vi-VN').format(api.cost_sheet.total_vnd)} ₫`;

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(job.url);
  const sheet = page.getByTestId('job-cost-sheet');
  await expect(sheet.getByRole('heading', { name: 'Bảng chi phí' })).toBeVisible();
  await expect(sheet).toContainText('Thời hạn hợp đồng: 24 tháng');
  const items = sheet.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Phí dịch vụ');
  await expect(items.nth(0)).toContainText('300.000 JPY');
  await expect(items.nth(0)).toContainText('Sau khi ký hợp đồng · Không hoàn lại');
  await expect(items.nth(1)).toContainText('Vé máy bay');
  await expect(items.nth(1)).toContainText('9.000.000 ₫');
  await expect(items.nth(1)).toContainText('Trước khi xuất cảnh · Được hoàn lại · Vé một chiều');
  await expect(sheet).toContainText(`Tổng cộng (quy đổi)${total}`);
  await expect(sheet).toContainText(/Quy đổi theo tỷ giá ngày \d{2}\/\d{2}\/\d{4}\./);
  await expect(sheet).toContainText('Mức trần phí dịch vụ theo luật: 360.000 JPY');
  await expect(sheet).toContainText('2 tháng lương cơ bản cho 24 tháng hợp đồng.');
  await expect(sheet).toContainText('chỉ được thu tiền dịch vụ sau khi người lao động đã ký hợp đồng');
  // The sheet fits the phone: no sideways scrolling.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
