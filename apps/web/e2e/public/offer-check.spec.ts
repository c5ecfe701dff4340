import { expect as baseExpect, hydrated, test } from '../fixtures.ts';
import { seriousViolations } from '../support/axe.ts';

/*
 * Issue 30 item 3: a candidate on a phone pastes the offer they were made into /kiem-tra-don-hang
 * and sees each red flag with the law behind it, what to do and where to report; the same with
 * JavaScript off (a plain POST, the answer rendered on the server). Nothing is written.
 */

test.use({ viewport: { width: 390, height: 844 } });
const expect = baseExpect.configure({ timeout: 20_000 });

const ISSUE_EXAMPLE =
  'Có công ty bảo tôi nộp 50 triệu đặt cọc trước để giữ chỗ đi Hàn Quốc, không cần học tiếng, bay sau 2 tuần. Có nên nộp không?';

async function checkTheExample(page: import('@playwright/test').Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Kiểm tra đơn hàng' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Dán hoặc mô tả đơn hàng' }).fill(ISSUE_EXAMPLE);
  await page.getByRole('button', { name: 'Kiểm tra' }).click();
  const result = page.getByTestId('offer-result');
  await expect(result.getByTestId('offer-verdict')).toHaveText(
    'Đơn hàng có dấu hiệu lừa đảo hoặc trái luật. Đừng nộp tiền.',
  );
  const deposit = result.locator('[data-code="deposit_before_contract"]');
  await expect(deposit.getByRole('heading', { name: 'Đòi tiền cọc trước khi ký hợp đồng' })).toBeVisible();
  await expect(deposit).toContainText('Đơn hàng đòi đặt cọc 50.000.000 ₫ trước khi ký hợp đồng.');
  await expect(deposit).toContainText(
    'Căn cứ: Luật Người lao động Việt Nam đi làm việc ở nước ngoài theo hợp đồng (Luật số 69/2020/QH14)',
  );
  const quick = result.locator('[data-code="quick_departure"]');
  await expect(quick.getByRole('heading', { name: 'Hứa bay gấp, không học tiếng' })).toBeVisible();
  await expect(quick).toContainText('Đơn hàng hứa bay sau 2 tuần, không cần học tiếng.');
  await expect(quick).toContainText('Luật số 69/2020/QH14');
  await expect(result.getByTestId('offer-flag')).toHaveCount(2);
  await expect(
    result.getByRole('listitem').filter({ hasText: 'Không nộp bất kỳ khoản tiền nào trước khi ký hợp đồng' }),
  ).toBeVisible();
  const report = result.getByRole('link', { name: 'Báo cáo', exact: true });
  // Not a company of ViệcXa: reported through the contact form.
  await expect(report).toHaveAttribute('href', '/lien-he');
  // What was pasted stays in the form for another try.
  await expect(page.getByRole('textbox', { name: 'Dán hoặc mô tả đơn hàng' })).toHaveValue(ISSUE_EXAMPLE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  return report;
}

test("the issue's example: deposit and quick departure with the law, and the report link", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/kiem-tra-don-hang');
  await hydrated(page);
  const report = await checkTheExample(page);
  // The answer's colours and headings pass axe like the page's form (a11y.spec.ts checks it empty).
  expect(await seriousViolations(page)).toEqual([]);
  await report.click();
  await expect(page).toHaveURL(/\/lien-he$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a company found by name: its licence state, its page and the report link with it', async ({ page }) => {
  await page.goto('/kiem-tra-don-hang');
  await hydrated(page);
  await page
    .getByRole('textbox', { name: 'Dán hoặc mô tả đơn hàng' })
    .fill('Tuyển thực tập sinh đi Nhật Bản, lương 30 triệu một tháng, văn phòng tại Hà Nội.');
  await page.getByRole('textbox', { name: 'Tên công ty (không bắt buộc)' }).fill('Sao Mại');
  await page.getByRole('button', { name: 'Kiểm tra' }).click();
  const company = page.getByTestId('offer-company');
  await expect(company).toContainText('Công ty TNHH Nhân lực Quốc tế Sao Mại');
  await expect(company).toContainText('giấy phép đang chờ ViệcXa xác minh');
  await expect(page.locator('[data-code="lookalike_company"]')).toContainText(
    'Công ty Cổ phần Nhân lực Quốc tế Sao Mai',
  );
  const href = await company.getByRole('link', { name: 'Xem trang công ty' }).getAttribute('href');
  const id = href?.match(/^\/companies\/(\d+)$/)?.[1];
  expect(id).toBeTruthy();
  await expect(page.getByRole('link', { name: 'Báo cáo', exact: true })).toHaveAttribute(
    'href',
    `/bao-cao-tin-dang-ngo?company=${id}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('a text too short is refused under its field', async ({ page }) => {
  await page.goto('/kiem-tra-don-hang');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Dán hoặc mô tả đơn hàng' }).fill('Cọc 50 triệu');
  await page.getByRole('button', { name: 'Kiểm tra' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vui lòng kiểm tra lại các trường được đánh dấu.');
  await expect(page.getByText('Dữ liệu nhập vào lớn hơn 20 ký tự.')).toBeVisible();
  await expect(page.getByTestId('offer-result')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the same answer to the issue's example from a plain form", async ({ page }) => {
    await page.goto('/kiem-tra-don-hang');
    await checkTheExample(page);
  });
});

test('linked from the scam warning page', async ({ page }) => {
  await page.goto('/canh-bao-lua-dao');
  await page.getByRole('link', { name: 'Kiểm tra một đơn hàng bạn được mời' }).click();
  await expect(page).toHaveURL(/\/kiem-tra-don-hang$/);
});
