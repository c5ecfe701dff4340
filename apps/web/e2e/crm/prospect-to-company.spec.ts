import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect as baseExpect, hydrated, login, signIn, test } from '../fixtures.ts';
import {
  apiToken,
  createAccount,
  daysFromToday,
  fillDate,
  pick,
  toast,
  unique,
  writeRichText,
} from '../support/jobs.ts';
import { resetLinkFrom, waitForMail } from '../support/mail.ts';

/*
 * Issue 15's whole loop on phones: a prospect the admin gave to a sale is invited by the sale,
 * sets its password from the mail, is activated, posts a job, and each step rings the sale's bell
 * (types 17 and 18) with a link to the customer. The sale, the customer and the company are the
 * test's own, so no other spec's bell or figures move.
 */
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 390, height: 844 };

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

async function idOf(request: APIRequestContext, email: string, password: string) {
  const token = await apiToken(request, email, password);
  const res = await request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data.id as number;
}

/** The sale's bell: waits for a notice with `text`, opens it and lands on the customer's page. */
async function openNotice(page: Page, text: string, customerId: number) {
  await page.goto('/sale/dashboard');
  await hydrated(page);
  await page.getByTestId('notification-bell').click();
  const notice = page.getByTestId('notification-dropdown').getByText(text);
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/sale/customers/${customerId}$`));
}

test('a prospect invited by its sale sets a password, is activated and posts a job; the sale hears of each step', async ({
  browser,
  request,
}) => {
  const word = unique();
  const sale = await createAccount(request, { type: 'sale', name: 'Lương Thị Hạnh', password: 'Sale@1234' });
  const saleId = await idOf(request, sale.email, sale.password);
  const admin = { authorization: `Bearer ${await apiToken(request, 'admin@viecxa.vn')}` };
  const companyName = `Công ty TNHH Cung ứng Nhân lực ${word}`;
  const companyEmail = `khach.${word}@example.com`;
  const created = await request.post('/api/customer/create-user', {
    headers: admin,
    data: { company_name: companyName, contact_name: 'Đỗ Văn Nam', email: companyEmail, sale_id: saleId },
  });
  expect(created.status(), await created.text()).toBe(200);
  const customerId = (await created.json()).data.id as number;

  // --- The sale invites the prospect from the customer's page.
  const salePage = await phonePage(browser);
  await signIn(salePage, sale.email, sale.password, `/sale/customers/${customerId}`);
  await expect(salePage.getByRole('heading', { name: companyName, level: 1 })).toBeVisible();
  await hydrated(salePage);
  await salePage.getByRole('button', { name: 'Gửi lời mời tạo tài khoản' }).click();
  await expect(toast(salePage, 'Đã gửi lời mời tạo tài khoản tới email của khách hàng')).toBeVisible();

  // --- The prospect sets its password from the mail and signs in.
  const company = await phonePage(browser);
  await company.goto(resetLinkFrom(await waitForMail(companyEmail)));
  await expect(company.getByRole('heading', { name: 'Đặt mật khẩu', exact: true })).toBeVisible();
  await hydrated(company);
  await company.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill('CongTy@2026');
  await company.getByLabel('Nhập lại mật khẩu mới').fill('CongTy@2026');
  await company.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
  await expect(company).toHaveURL('/dang-nhap?notice=passwordSet');
  await openNotice(salePage, `Khách hàng "${companyName}" đã đăng ký tài khoản công ty`, customerId);

  // --- The admin activates the account (the admin's own flow is tested in admin/users.spec.ts).
  const companyUserId = await idOf(request, companyEmail, 'CongTy@2026');
  const activated = await request.put(`/api/admin/user/${companyUserId}`, {
    headers: admin,
    data: { status: 'activated' },
  });
  expect(activated.status(), await activated.text()).toBe(200);
  await openNotice(
    salePage,
    `Tài khoản công ty của khách hàng "${companyName}" đã được kích hoạt`,
    customerId,
  );

  // --- The company posts a domestic job from its phone.
  const title = `Công nhân đóng gói tại Bắc Ninh ${word}`;
  await login(company, companyEmail, 'CongTy@2026');
  await expect(company).toHaveURL(/\/company\//);
  await company.goto('/company/jobs/create');
  await expect(company.getByRole('heading', { name: 'Đăng tin tuyển dụng' })).toBeVisible();
  await hydrated(company);
  await pick(company, 'Loại tin', 'Việc làm trong nước');
  await pick(company, 'Ngành nghề', 'Đóng gói thực phẩm', 'dong goi');
  await company.getByRole('textbox', { name: 'Tiêu đề' }).fill(title);
  await pick(company, 'Tỉnh/Thành phố', 'Tỉnh Bắc Ninh', 'bac ninh');
  await company.getByRole('textbox', { name: 'Nơi làm việc' }).fill('Khu công nghiệp Quế Võ');
  await company.getByRole('textbox', { name: 'Số lượng tuyển' }).fill('20');
  await pick(company, 'Đơn vị tiền lương', 'Việt Nam đồng (VND)');
  await pick(company, 'Lương tính theo', 'Tháng');
  await company.getByRole('textbox', { name: 'Lương tối thiểu' }).fill('8000000');
  await company.getByRole('textbox', { name: 'Lương tối đa' }).fill('10000000');
  await fillDate(company, 'Hạn nộp hồ sơ', daysFromToday(30));
  await writeRichText(company, 'Mô tả công việc', 'Đóng gói bánh kẹo theo ca, có xe đưa đón và bữa trưa.');
  await writeRichText(company, 'Yêu cầu', 'Nam nữ 18–40 tuổi, sức khỏe tốt.');
  await company.getByRole('button', { name: 'Đăng tin' }).click();
  await expect(company).toHaveURL(/\/company\/jobs\/\d+$/);
  await expect(toast(company, 'Chờ Admin phê duyệt')).toBeVisible();

  await openNotice(salePage, `Khách hàng "${companyName}" vừa đăng tin tuyển dụng "${title}"`, customerId);
  // The customer's page now shows the registered company and its job.
  await expect(salePage.getByTestId('customer-company')).toContainText('1');
  await company.context().close();
  await salePage.context().close();
});
