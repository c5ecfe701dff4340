import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import { companyBellItem } from '../support/admin-ui.ts';
import { createPendingCompanyWithInfo, createVerifiedAgency, toast, unique } from '../support/jobs.ts';
import { createPublicJob } from '../support/public-jobs.ts';

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

/*
 * The other way (ADR 0030): an admin revokes a verified agency's licence with a reason. Its
 * labour-export order leaves the site, the badge leaves its public page, and its accounts are told
 * why (type 23). The agency and its order are the test's own, made through the API.
 */
/** The company page header's licence badge (each job card on the page carries its own). */
const HEADER_BADGE = '[data-testid="licence-badge"]:not([data-testid="job-card"] *)';

test('an admin revokes a verified licence: the order and the badge leave the site, the company is told', async ({
  browser,
  page,
  request,
  consoleErrors,
}) => {
  const name = `Công ty TNHH Nhân lực Thu Hồi ${unique()}`;
  const agency = await createVerifiedAgency(request, { companyName: name });
  const title = `Đơn hàng chế biến thủy sản Hiroshima ${unique()}`;
  const job = await createPublicJob(request, { title }, { email: agency.email, password: agency.password });
  const reason = `Cục Quản lý lao động ngoài nước đã đình chỉ giấy phép ${unique()}`;

  // Before: the agency's page shows the badge and the order, and the order is public.
  const beforeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const before = await beforeContext.newPage();
  await before.goto(`/companies/${agency.companyId}`);
  await expect(before.getByRole('heading', { level: 1, name })).toBeVisible();
  // The header's badge, and the order's card with its own.
  await expect(before.locator(HEADER_BADGE)).toContainText('Đã xác minh giấy phép');
  const card = before.getByTestId('job-card').filter({ hasText: title });
  await expect(card.getByTestId('licence-badge')).toContainText('Đã xác minh giấy phép');
  expect((await before.goto(job.url))?.status()).toBe(200);
  await expect(before.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await beforeContext.close();

  // The admin lists the verified licences, finds the agency and opens it.
  await signIn(page, 'admin@viecxa.vn', undefined, '/admin/licences');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Xác minh giấy phép XKLĐ' })).toBeVisible();
  const filter = page.getByRole('search', { name: 'Lọc giấy phép' });
  await filter.getByRole('combobox', { name: 'Trạng thái' }).selectOption({ label: 'Đã xác minh giấy phép' });
  await filter.getByRole('button', { name: 'Lọc' }).click();
  await expect(page).toHaveURL('/admin/licences?state=verified');
  const row = page.getByTestId('licence-row').filter({ hasText: name });
  await expect(row.getByTestId('licence-state')).toHaveText('Đã xác minh giấy phép');
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/admin/licences/${agency.companyId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await hydrated(page);
  await expect(page.getByTestId('licence-state')).toHaveText('Đã xác minh giấy phép');

  // Sent without a reason, the form says it is missing; nothing changes.
  const revoke = page.getByRole('region', { name: 'Thu hồi xác minh', exact: true });
  await expect(revoke).toContainText(
    'Các đơn hàng xuất khẩu lao động đang đăng của công ty sẽ bị gỡ khỏi trang và chờ duyệt lại.',
  );
  await revoke.getByRole('button', { name: 'Thu hồi xác minh' }).click();
  await expect(revoke.getByText('Lý do không được để trống.')).toBeVisible();
  await expect(page.getByTestId('licence-state')).toHaveText('Đã xác minh giấy phép');

  // With a reason it is revoked: the toast, the state, the history; no form is left.
  await revoke.getByRole('textbox', { name: 'Lý do (gửi tới công ty)' }).fill(reason);
  await revoke.getByRole('button', { name: 'Thu hồi xác minh' }).click();
  await expect(toast(page, 'Đã thu hồi xác minh giấy phép')).toBeVisible();
  await expect(page.getByTestId('licence-state')).toHaveText('Giấy phép bị thu hồi xác minh');
  const history = page.getByTestId('licence-history');
  await expect(history).toContainText('Thu hồi xác minh → Giấy phép bị thu hồi xác minh');
  await expect(history).toContainText(reason);
  await expect(page.getByRole('region', { name: 'Thu hồi xác minh', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Xác minh giấy phép', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A new visitor (the first one's browser may keep public pages for its cache minute): no badge,
  // no order on the agency's page, and the order's page is gone.
  const afterContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const after = await afterContext.newPage();
  await after.goto(`/companies/${agency.companyId}`);
  await expect(after.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(after.getByTestId('licence-badge')).toHaveCount(0);
  await expect(after.getByTestId('job-card').filter({ hasText: title })).toHaveCount(0);
  expect((await after.goto(job.url))?.status()).toBe(404);
  await afterContext.close();

  // The agency's bell says why and how many orders were taken down, and leads to its licence.
  const {
    context: companyContext,
    page: company,
    item: told,
  } = await companyBellItem(browser, agency, reason);
  await expect(told).toHaveAttribute('data-type', '23');
  await expect(told).toContainText(
    `Xác minh giấy phép của công ty đã bị thu hồi: ${reason}. 1 đơn hàng xuất khẩu lao động đã được gỡ khỏi trang và chờ duyệt lại.`,
  );
  await told.click();
  await expect(company).toHaveURL('/company/settings#giay-phep');
  await expect(company.getByTestId('licence-state')).toHaveText('Giấy phép bị thu hồi xác minh');
  await expect(company.getByTestId('licence-reason')).toHaveText(`Lý do: ${reason}`);
  await companyContext.close();
  expect(consoleErrors).toEqual([]);
});
