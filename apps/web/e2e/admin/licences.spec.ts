import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import { createPendingCompanyWithInfo, toast, unique } from '../support/jobs.ts';

/*
 * Issue 17 item 1 (ADR 0030): an admin verifies a labour-export agency's licence from the queue on
 * a phone, and the "Đã xác minh giấy phép" badge appears on the agency's public page. The agency is
 * the test's own (its licence sent through the API), so no demo company changes.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('an admin verifies a licence from the queue and the badge appears on the company page', async ({
  browser,
  page,
  request,
  consoleErrors,
}) => {
  const name = `Công ty TNHH Nhân lực Giấy Phép ${unique()}`;
  const agency = await createPendingCompanyWithInfo(request, {
    status: 'activated',
    companyName: name,
    licence: true,
  });

  // Before: the public page shows no badge.
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await guestContext.newPage();
  await guest.goto(`/companies/${agency.companyId}`);
  await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(guest.getByTestId('licence-badge')).toHaveCount(0);

  // The admin opens the queue from the menu's page, finds the agency waiting, and verifies it.
  await signIn(page, 'admin@viecxa.vn', undefined, '/admin/licences');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Xác minh giấy phép XKLĐ' })).toBeVisible();
  const row = page.getByTestId('licence-row').filter({ hasText: name });
  await expect(row.getByTestId('licence-state')).toHaveText('Chờ xác minh giấy phép');
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/admin/licences/${agency.companyId}`);
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Xem bản scan giấy phép' })).toBeVisible();

  // Without a link or a note the form says what is missing.
  const verify = page.getByRole('region', { name: 'Xác minh giấy phép' });
  await verify.getByRole('button', { name: 'Xác minh' }).click();
  await expect(verify.getByText('Vui lòng nhập đường dẫn hoặc ghi chú về cách đã xác minh')).toBeVisible();

  await verify.getByRole('combobox', { name: 'Cách xác minh' }).selectOption({
    label: 'Đối chiếu danh sách doanh nghiệp được cấp phép của Cục Quản lý lao động ngoài nước',
  });
  await verify.getByRole('textbox', { name: 'Đường dẫn đối chiếu' }).fill('https://dolab.gov.vn/danh-sach');
  await verify.getByRole('button', { name: 'Xác minh' }).click();
  await expect(toast(page, 'Đã xác minh giấy phép')).toBeVisible();
  await expect(page.getByTestId('licence-state')).toHaveText('Đã xác minh giấy phép');
  const history = page.getByTestId('licence-history');
  await expect(history).toContainText('Xác minh → Đã xác minh giấy phép');
  await expect(history).toContainText('https://dolab.gov.vn/danh-sach');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // After: the public page shows the badge.
  await guest.reload();
  await expect(guest.getByTestId('licence-badge')).toContainText('Đã xác minh giấy phép');
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await guestContext.close();
  expect(consoleErrors).toEqual([]);
});
