import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from '../fixtures.ts';

/**
 * Issue 16 item 2, at 390 px: the converter on /currency-exchange and in the dialog opened from
 * the header; its rates come from our API, which reads the two local fake providers
 * (playwright.config.ts); the spec stops them through their control endpoint to see the errors.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

const PRIMARY = `http://127.0.0.1:${process.env.RATES_PRIMARY_PORT}`;
const FALLBACK = `http://127.0.0.1:${process.env.RATES_FALLBACK_PORT}`;
/** A stored rate (both providers stopped) is told as a reference of its date (issue 30 item 5). */
const STORED = /Tỷ giá tham khảo ngày \d{2}\/\d{2}\/\d{4}: 1 JPY = [\d.,]+ VND/;
const LIVE = 'Tỷ giá: 1 JPY = 171,5 VND (ngày 20/11/2026)';
const BLAME = /kiểm tra kết nối internet/;

async function provider(request: APIRequestContext, url: string, state: Record<string, unknown>) {
  const res = await request.post(`${url}/__control`, { data: state });
  expect(res.ok()).toBe(true);
}

/** Types `typed` (without accents) into a currency picker and chooses `option`. */
async function pick(scope: Locator | Page, label: string, typed: string, option: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await scope.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

test.afterEach(async ({ request }) => {
  await provider(request, PRIMARY, { down: false, missing: [] });
  await provider(request, FALLBACK, { down: false, missing: [] });
});

test('the page converts 1.000.000 JPY to VND with the rate and its date, and swaps', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Quy đổi tiền tệ' }).click();
  await expect(page).toHaveURL(/\/currency-exchange$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quy đổi tiền tệ' })).toBeVisible();
  await hydrated(page);

  const swap = page.getByRole('button', { name: 'Đổi chiều hai loại tiền' });
  // Fresh: amount 0, from VND, no target; swapping needs both.
  await expect(page.getByRole('textbox', { name: 'Số tiền' })).toHaveValue('0');
  await expect(page.getByRole('combobox', { name: 'Từ loại tiền' })).toHaveValue('VND – Đồng Việt Nam');
  await expect(page.getByRole('combobox', { name: 'Sang loại tiền' })).toHaveValue('');
  await expect(swap).toBeDisabled();

  // Both currencies must be chosen.
  await page.getByRole('button', { name: 'Quy đổi', exact: true }).click();
  await expect(page.getByText('Vui lòng chọn loại tiền muốn đổi sang.')).toBeVisible();

  // Digits only: the grouping dots typed are dropped.
  await page.getByRole('textbox', { name: 'Số tiền' }).fill('1.000.000');
  await expect(page.getByRole('textbox', { name: 'Số tiền' })).toHaveValue('1000000');
  await pick(page, 'Sang loại tiền', 'yen', 'JPY – Yên Nhật');
  // Choosing the target's currency as source clears the target.
  await pick(page, 'Từ loại tiền', 'yen nhat', 'JPY – Yên Nhật');
  await expect(page.getByRole('combobox', { name: 'Sang loại tiền' })).toHaveValue('');
  await pick(page, 'Sang loại tiền', 'dong viet', 'VND – Đồng Việt Nam');
  await page.getByRole('button', { name: 'Quy đổi', exact: true }).click();
  const result = page.getByTestId('currency-result');
  await expect(result).toContainText('1.000.000 JPY = 171.500.000 VND');
  await expect(result).toContainText('Tỷ giá: 1 JPY = 171,5 VND (ngày 20/11/2026)');

  await swap.click();
  await expect(result).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Từ loại tiền' })).toHaveValue('VND – Đồng Việt Nam');
  await expect(page.getByRole('combobox', { name: 'Sang loại tiền' })).toHaveValue('JPY – Yên Nhật');
  await page.getByRole('button', { name: 'Quy đổi', exact: true }).click();
  await expect(result).toContainText('1.000.000 VND = 5.830,9 JPY');

  // An empty amount converts 1.
  await page.getByRole('textbox', { name: 'Số tiền' }).fill('');
  await page.getByRole('button', { name: 'Quy đổi', exact: true }).click();
  await expect(result).toContainText('1 VND = 0,01 JPY');
});

test('the dialog from the header converts, and opens reset every time', async ({ page }) => {
  await page.goto('/danh-sach-chuong-trinh-xkld-duhoc');
  await hydrated(page);
  await page.getByRole('banner').getByRole('button', { name: 'Quy đổi tiền tệ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quy đổi tiền tệ' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Số tiền' })).toHaveValue('0');
  await dialog.getByRole('textbox', { name: 'Số tiền' }).fill('1000000');
  await pick(dialog, 'Từ loại tiền', 'nhat', 'JPY – Yên Nhật');
  await pick(dialog, 'Sang loại tiền', 'vnd', 'VND – Đồng Việt Nam');
  await dialog.getByRole('button', { name: 'Quy đổi', exact: true }).click();
  await expect(dialog.getByTestId('currency-result')).toContainText('1.000.000 JPY = 171.500.000 VND');
  await expect(dialog.getByTestId('currency-result')).toContainText('(ngày 20/11/2026)');
  await dialog.getByRole('button', { name: 'Đổi chiều hai loại tiền' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Từ loại tiền' })).toHaveValue('VND – Đồng Việt Nam');
  await expect(dialog.getByRole('combobox', { name: 'Sang loại tiền' })).toHaveValue('JPY – Yên Nhật');

  await dialog.getByRole('button', { name: 'Đóng' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Quy đổi tiền tệ' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Số tiền' })).toHaveValue('0');
  await expect(dialog.getByRole('combobox', { name: 'Từ loại tiền' })).toHaveValue('VND – Đồng Việt Nam');
  await expect(dialog.getByRole('combobox', { name: 'Sang loại tiền' })).toHaveValue('');
  await expect(dialog.getByTestId('currency-result')).toHaveCount(0);
});

test('a job paid in yen opens the dialog from its salary', async ({ page, request }) => {
  const list = await request.get('/api/listJobs?limit=100');
  const jobs = (await list.json()).data.items as { url: string; salary_currency: string }[];
  const yen = jobs.find((j) => j.salary_currency === 'JPY');
  expect(yen, 'a public job paid in JPY (demo data)').toBeTruthy();
  await page.goto((yen as { url: string }).url);
  await hydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'Quy đổi tiền tệ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quy đổi tiền tệ' });
  await expect(dialog.getByRole('textbox', { name: 'Số tiền' })).toHaveValue('0');
  await pick(dialog, 'Từ loại tiền', 'yen', 'JPY – Yên Nhật');
  await pick(dialog, 'Sang loại tiền', 'dong', 'VND – Đồng Việt Nam');
  await dialog.getByRole('button', { name: 'Quy đổi', exact: true }).click();
  await expect(dialog.getByTestId('currency-result')).toContainText('0 JPY = 0 VND');
});

test('stopped providers: the fallback answers, then the stored rates with their date, then fresh rates again', async ({
  page,
  request,
}) => {
  await page.goto('/currency-exchange');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Số tiền' }).fill('1000000');
  await pick(page, 'Từ loại tiền', 'yen', 'JPY – Yên Nhật');
  await pick(page, 'Sang loại tiền', 'dong viet', 'VND – Đồng Việt Nam');
  const convert = page.getByRole('button', { name: 'Quy đổi', exact: true });
  const alert = page.getByRole('alert').filter({ hasText: /tỷ giá/ });
  const result = page.getByTestId('currency-result');

  // The primary down: the fallback answers, no error (its rates expire after 1 s in this run).
  await provider(request, PRIMARY, { down: true });
  await expect(async () => {
    await convert.click();
    await expect(result).toContainText('171.500.000 VND', { timeout: 2000 });
  }).toPass();
  await expect(alert).toHaveCount(0);

  // The fallback lacks JPY too: the stored JPY rate, told as a reference of its date.
  await provider(request, FALLBACK, { missing: ['JPY'] });
  await expect(async () => {
    await convert.click();
    await expect(result).toContainText(STORED, { timeout: 2000 });
  }).toPass();
  await expect(alert).toHaveCount(0);

  // Both down: a result from the stored rates, with their date; no error, nobody blamed.
  await provider(request, FALLBACK, { down: true, missing: [] });
  await page.getByRole('textbox', { name: 'Số tiền' }).fill('2000000');
  await expect(async () => {
    await convert.click();
    await expect(result).toContainText('2.000.000 JPY =', { timeout: 2000 });
    await expect(result).toContainText(STORED, { timeout: 500 });
  }).toPass();
  await expect(result).toContainText('Đây là tỷ giá gần nhất đã lưu');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(BLAME)).toHaveCount(0);

  // The same in the dialog from the header.
  await page.getByRole('banner').getByRole('button', { name: 'Quy đổi tiền tệ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quy đổi tiền tệ' });
  await dialog.getByRole('textbox', { name: 'Số tiền' }).fill('1000000');
  await pick(dialog, 'Từ loại tiền', 'yen', 'JPY – Yên Nhật');
  await pick(dialog, 'Sang loại tiền', 'vnd', 'VND – Đồng Việt Nam');
  await dialog.getByRole('button', { name: 'Quy đổi', exact: true }).click();
  await expect(dialog.getByTestId('currency-result')).toContainText(STORED);
  await expect(dialog.getByTestId('currency-result')).toContainText('1.000.000 JPY =');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByText(BLAME)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Đóng' }).click();

  // Without JavaScript: the GET form's page converts on the server, from the stored rates too.
  const plain = await request.get('/currency-exchange?amount=1000000&from=JPY&to=VND');
  expect(plain.status()).toBe(200);
  const html = await plain.text();
  expect(html).toContain('data-testid="currency-result"');
  expect(html).toContain('Tỷ giá tham khảo ngày');
  expect(html).not.toMatch(BLAME);

  // Back up: within the retry interval (1 s here) a conversion uses the providers' fresh rate.
  await provider(request, PRIMARY, { down: false });
  await provider(request, FALLBACK, { down: false });
  await expect(async () => {
    await convert.click();
    await expect(result).toContainText(LIVE, { timeout: 2000 });
  }).toPass();
  await expect(result).toContainText('2.000.000 JPY = 343.000.000 VND');
  await expect(result).not.toContainText('tham khảo');
});
