import { expect, hydrated, login, signIn, test } from '../fixtures.ts';
import { createCompanyAccount, randomTaxCode } from '../support/jobs.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

test('a company without its info fills it in and then waits for admin activation', async ({
  page,
  request,
}) => {
  // A company of its own in the state of the demo account chuacapnhat@ (waiting, nothing filled in).
  const account = await createCompanyAccount(request, { name: 'Phạm Văn Hưng' });
  const taxCode = randomTaxCode();
  await login(page, account.email, account.password);
  // wait_approval without info: the company is sent to its settings with the message.
  await expect(page).toHaveURL(/\/company\/settings/);
  await expect(page.getByTestId('settings-wait-message')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Cập nhật thông tin', exact: true }).click();
  await expect(page).toHaveURL('/company/update-profile');
  await hydrated(page);

  // Saving with gaps shows the rules under the fields, in Vietnamese.
  await page.getByLabel('Mã số thuế').fill('123');
  await page.getByRole('button', { name: 'Lưu thông tin' }).click();
  await expect(
    page.getByText('Mã số thuế gồm 10 chữ số (hoặc dạng 0123456789-001 cho chi nhánh)'),
  ).toBeVisible();
  await expect(page.getByText('Địa chỉ chi tiết không được để trống.')).toBeVisible();

  await page.getByLabel('Mã số thuế').fill(taxCode);
  await page.getByRole('combobox', { name: 'Tỉnh/Thành phố' }).click();
  await page.getByRole('option', { name: 'Thành phố Hà Nội' }).click();
  await page.getByRole('combobox', { name: 'Phường/Xã' }).click();
  await page.getByRole('option', { name: 'Phường Ba Đình' }).click();
  await page.getByLabel('Địa chỉ chi tiết').fill('25 Lý Thường Kiệt');
  await page.getByRole('checkbox', { name: 'Xuất khẩu lao động' }).check();
  await page.getByLabel('Số giấy phép đưa người lao động đi làm việc ở nước ngoài').fill('088/LĐTBXH-GP');
  await page.getByLabel('Ngày cấp giấy phép').fill('2022-03-15');
  await page.getByLabel('Người liên hệ').fill('Phạm Văn Hưng');
  await page.getByLabel('Số điện thoại liên hệ').fill('0912345678');
  await page.getByLabel('Email liên hệ').fill('lienhe@hungthinh.vn');
  await page.getByLabel('Chọn logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page
    .getByLabel('Chọn tệp giấy phép kinh doanh')
    .setInputFiles({ name: 'giay-phep.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Lưu thông tin' }).click();

  await expect(page).toHaveURL('/company/settings?saved=1');
  await expect(page.getByText('Lưu thông tin thành công')).toBeVisible();
  await expect(page.getByText(taxCode)).toBeVisible();
  await expect(page.getByText('25 Lý Thường Kiệt, Ba Đình, Hà Nội')).toBeVisible();
  await expect(page.getByTestId('settings-wait-message')).toBeVisible();
  // With the info filled, the waiting page leads to the dashboard.
  await page.goto('/company/waiting-approval');
  await expect(page).toHaveURL('/company/dashboard');
});

test('a company sub-user cannot open the company info pages', async ({ page }) => {
  await signIn(page, 'nhanvien.congty@viecxa.vn', undefined, '/company/dashboard');
  const res = await page.goto('/company/settings');
  expect(res?.status()).toBe(403);
  await expect(page.getByText('Chỉ tài khoản quản trị của công ty mới có quyền truy cập')).toBeVisible();
});
