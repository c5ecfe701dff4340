import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import { apiToken, createAccount, daysFromToday, pick, toast } from '../support/jobs.ts';
import { uniqueWord } from '../support/public-jobs.ts';

/*
 * The sales CRM's customer pages (issue 15 items 2–3) on a phone: the admin adds a prospect for a
 * sale, the sale works it (note, follow-up, stage), the leader moves it inside the team, and the
 * sale it left can no longer open it. The customer is the test's own (a unique name per run).
 */
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 390, height: 844 };

async function phonePage(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, email, undefined, path);
  await hydrated(page);
  return page;
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

test('admin adds a prospect for a sale; the sale notes a call, sets a follow-up, moves the stage; the leader reassigns it', async ({
  browser,
}) => {
  const word = uniqueWord();
  const name = `Công ty Nhân lực ${word}`;

  // The admin: "Thêm khách hàng" on the list, checked at the field first, then saved for sale2.
  const admin = await phonePage(browser, 'admin@viecxa.vn', '/admin/dashboard');
  await admin.getByRole('button', { name: 'Mở menu' }).click();
  await admin.getByRole('navigation').getByRole('link', { name: 'Khách hàng' }).click();
  await expect(admin.getByRole('heading', { name: 'Khách hàng', level: 1 })).toBeVisible();
  await hydrated(admin);
  await admin.getByRole('button', { name: 'Thêm khách hàng' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Thêm khách hàng' });
  await dialog.getByRole('button', { name: 'Thêm khách hàng' }).click();
  await expect(dialog.getByText('Tên công ty không được để trống.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Tên công ty' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Người liên hệ' }).fill('Trần Văn Bình');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`khach-${word}@example.com`);
  await dialog.getByRole('combobox', { name: 'Sale phụ trách' }).click();
  await admin.getByRole('option', { name: 'Đặng Minh Khoa (sale2@viecxa.vn)', exact: true }).click();
  await dialog.getByRole('button', { name: 'Thêm khách hàng' }).click();
  await expect(admin).toHaveURL(/\/admin\/customers\/\d+$/);
  await expect(toast(admin, 'Đã thêm khách hàng')).toBeVisible();
  await expect(admin.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(admin.getByTestId('customer-sale')).toHaveText('Đặng Minh Khoa');
  const id = new URL(admin.url()).pathname.split('/').pop();
  await admin.context().close();

  // The sale: finds it in its list (search without accents), works it from the detail page.
  const sale = await phonePage(browser, 'sale2@viecxa.vn', '/sale/dashboard');
  await sale.getByRole('button', { name: 'Mở menu' }).click();
  await sale.getByRole('navigation').getByRole('link', { name: 'Danh sách khách hàng' }).click();
  await expect(sale.getByRole('heading', { name: 'Danh sách khách hàng', level: 1 })).toBeVisible();
  await hydrated(sale);
  await sale.getByRole('textbox', { name: 'Tìm kiếm' }).fill(`cong ty nhan luc ${word}`);
  await sale.getByRole('button', { name: 'Lọc' }).click();
  await expect(sale.getByTestId('customer-row')).toHaveCount(1);
  await sale.getByRole('link', { name }).click();
  await expect(sale).toHaveURL(new RegExp(`/sale/customers/${id}$`));
  await hydrated(sale);

  const noteForm = sale.getByRole('form', { name: 'Ghi chú liên hệ' });
  await noteForm.getByRole('button', { name: 'Lưu ghi chú' }).click();
  await expect(noteForm.getByText('Nội dung không được để trống.')).toBeVisible();
  await noteForm.getByText('Gọi điện', { exact: true }).click();
  await noteForm.getByRole('textbox', { name: 'Nội dung' }).fill(`Đã gọi anh Bình ${word}, hẹn gửi báo giá`);
  await noteForm.getByRole('button', { name: 'Lưu ghi chú' }).click();
  await expect(toast(sale, 'Đã ghi chú liên hệ')).toBeVisible();
  const history = sale.getByTestId('history-item');
  await expect(history.first()).toContainText(`Đã gọi anh Bình ${word}`);
  await expect(history.first()).toContainText('Gọi điện');
  await expect(noteForm.getByRole('textbox', { name: 'Nội dung' })).toHaveValue('');

  await sale.getByRole('form', { name: 'Hẹn nhanh' }).getByRole('button', { name: '3 ngày' }).click();
  await expect(sale.getByTestId('follow-up-day')).toHaveText(dmy(daysFromToday(3)));
  await expect(history.first()).toContainText(`Chưa hẹn → ${dmy(daysFromToday(3))}`);

  await sale.getByRole('form', { name: 'Giai đoạn' }).getByRole('button', { name: 'Đang tư vấn' }).click();
  await expect(sale.getByTestId('customer-stage')).toHaveText('Đang tư vấn');
  await expect(history.first()).toContainText('Mới → Đang tư vấn');
  await expect(history.first()).toContainText('Đặng Minh Khoa');
  await expect(toast(sale, 'Lưu thông tin thành công').first()).toBeVisible();

  // The prospect has an email: one tap invites it to set up its company account.
  await sale.getByRole('button', { name: 'Gửi lời mời tạo tài khoản' }).click();
  await expect(toast(sale, 'Đã gửi lời mời tạo tài khoản tới email của khách hàng')).toBeVisible();
  await expect(sale.getByText('Đã có tài khoản')).toBeVisible();
  await expect(sale.getByTestId('customer-company')).toContainText('đang chờ đặt mật khẩu');
  await expect(sale.getByRole('button', { name: 'Gửi lời mời tạo tài khoản' })).toHaveCount(0);
  await expect(history.first()).toContainText('Mời tạo tài khoản công ty');

  // The leader: sees it among the team's customers and gives it to the other sale of the team.
  const leader = await phonePage(browser, 'leadersale@viecxa.vn', '/leader-sale/customers');
  await leader.getByRole('textbox', { name: 'Tìm kiếm' }).fill(word);
  await leader.getByRole('button', { name: 'Lọc' }).click();
  const row = leader.getByTestId('customer-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Đặng Minh Khoa');
  await expect(row).toContainText('Đang tư vấn');
  await row.getByRole('link', { name }).click();
  await hydrated(leader);
  await leader.getByRole('link', { name: 'Sửa' }).click();
  await expect(leader.getByRole('heading', { name: 'Sửa khách hàng' })).toBeVisible();
  await hydrated(leader);
  await pick(leader, 'Sale phụ trách', 'Vũ Thị Mai (sale@viecxa.vn)');
  await leader.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(leader).toHaveURL(new RegExp(`/leader-sale/customers/${id}$`));
  await expect(toast(leader, 'Lưu thông tin thành công')).toBeVisible();
  await expect(leader.getByTestId('customer-sale')).toHaveText('Vũ Thị Mai');
  await expect(leader.getByTestId('history-item').first()).toContainText('Đặng Minh Khoa → Vũ Thị Mai');
  // The leader's list narrows by sale and by follow-up.
  await leader.goto(`/leader-sale/customers?search=${word}`);
  await hydrated(leader);
  await pick(leader, 'Sale phụ trách', 'Vũ Thị Mai (sale@viecxa.vn)');
  await pick(leader, 'Liên hệ lại', 'Quá hạn liên hệ lại');
  await leader.getByRole('button', { name: 'Lọc' }).click();
  await expect(leader.getByText('Không có khách hàng nào phù hợp.')).toBeVisible();
  await pick(leader, 'Liên hệ lại', 'Đã hẹn ngày sau');
  await leader.getByRole('button', { name: 'Lọc' }).click();
  await expect(leader).toHaveURL(/follow_up=upcoming/);
  await expect(leader.getByTestId('customer-row')).toHaveCount(1);
  await leader.context().close();

  // The sale it left: the same address is now "not found", as for an id that does not exist.
  const res = await sale.goto(`/sale/customers/${id}`);
  expect(res?.status()).toBe(404);
  await expect(sale.getByTestId('error-status')).toHaveText('404');
  await expect(sale.getByText(name)).toHaveCount(0);
  await sale.context().close();
});

test('the sales teams page: the admin puts a new sale in a leader team, a sub_admin only reads', async ({
  browser,
  request,
}) => {
  const name = `Sale Thử ${uniqueWord()}`;
  await createAccount(request, { type: 'sale', name, password: 'Sale@12345' });
  const admin = await phonePage(browser, 'admin@viecxa.vn', '/admin/customers');
  await admin.getByRole('link', { name: 'Nhân viên sale' }).click();
  await expect(admin.getByRole('heading', { name: 'Nhân viên sale và nhóm' })).toBeVisible();
  await hydrated(admin);
  const team = admin.getByRole('combobox', { name: `Trưởng nhóm của ${name}` });
  await expect(team).toHaveValue('');
  await team.click();
  await admin.getByRole('option', { name: 'Phạm Quốc Bảo', exact: true }).click();
  await expect(toast(admin, 'Đã cập nhật nhóm của nhân viên sale')).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('combobox', { name: `Trưởng nhóm của ${name}` })).toHaveValue('Phạm Quốc Bảo');
  await hydrated(admin);

  const sub = await phonePage(browser, 'subadmin@viecxa.vn', '/admin/customers/sales');
  await expect(sub.getByTestId('sales-row').filter({ hasText: name })).toContainText('Phạm Quốc Bảo');
  await expect(sub.getByRole('combobox', { name: `Trưởng nhóm của ${name}` })).toHaveCount(0);
  await sub.context().close();

  // Teardown through the API: out of the team again, so the leader's team stays as seeded.
  const token = await apiToken(request, 'admin@viecxa.vn');
  const headers = { authorization: `Bearer ${token}` };
  const people = (await (await request.get('/api/customer/sales', { headers })).json()).data as {
    id: number;
    name: string;
  }[];
  const added = people.find((p) => p.name === name);
  expect(added).toBeDefined();
  const out = await request.put(`/api/customer/sales/${added?.id}`, { headers, data: { leader_id: null } });
  expect(out.status(), await out.text()).toBe(200);
  await admin.context().close();
});

test("inviting a prospect whose email is another account's says so in a toast", async ({
  browser,
  request,
}) => {
  const token = await apiToken(request, 'admin@viecxa.vn');
  const created = await request.post('/api/customer/create-user', {
    headers: { authorization: `Bearer ${token}` },
    data: { company_name: `Công ty Trùng Email ${uniqueWord()}`, email: 'ungvien@viecxa.vn' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()).data as { id: number };
  const admin = await phonePage(browser, 'admin@viecxa.vn', `/admin/customers/${id}`);
  await admin.getByRole('button', { name: 'Gửi lời mời tạo tài khoản' }).click();
  await expect(toast(admin, 'Email đã được sử dụng')).toBeVisible();
  await expect(admin.getByText('Khách hàng tiềm năng')).toBeVisible();
  await admin.context().close();
});
