import type { Page } from '@playwright/test';
import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import {
  createPendingCompanyWithInfo,
  daysFromToday,
  editor,
  fillCostSheet,
  fillDate,
  PHOTO,
  PHOTO_PATH,
  pick,
  postJobViaApi,
  toast,
  unique,
  writeRichText,
} from '../support/jobs.ts';

/*
 * Specs share one server and database and run in parallel: each test posts its own jobs (unique
 * titles) and the pending company is made here, so no other spec's data changes under it.
 */
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The editor's "Chèn ảnh" button: picks the file, which uploads and lands in the text. */
async function insertImage(page: Page, label: string) {
  const { root } = editor(page, label);
  const chooser = page.waitForEvent('filechooser');
  await root.getByRole('button', { name: 'Chèn ảnh' }).click();
  await (await chooser).setFiles(PHOTO_PATH);
  await expect(root.locator('img[src^="/api/files/editor-image/"]')).toBeVisible();
}

test('a company posts a labour-export order on a phone; the admin rejects it, the company edits, the admin approves', async ({
  browser,
  consoleErrors,
}) => {
  const title = `Hàn bán tự động tại Aichi ${unique()}`;

  // --- The company, on a 390 px phone.
  const companyContext = await browser.newContext({ viewport: PHONE });
  const company = await companyContext.newPage();
  company.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await signIn(company, 'congty@viecxa.vn', undefined, '/company/jobs');
  await hydrated(company);
  await company.getByRole('link', { name: 'Đăng tin tuyển dụng' }).click();
  await expect(company).toHaveURL('/company/jobs/create');
  await hydrated(company);

  await pick(company, 'Loại tin', 'Xuất khẩu lao động');
  await pick(company, 'Ngành nghề', 'Hàn bán tự động', 'hàn bán');
  await company.getByRole('textbox', { name: 'Tiêu đề' }).fill(title);
  await pick(company, 'Quốc gia', 'Nhật Bản', 'Nhật');
  await company.getByRole('textbox', { name: 'Nơi làm việc' }).fill('Tỉnh Aichi');
  await company.getByRole('textbox', { name: 'Số lượng tuyển' }).fill('12');
  await company.getByLabel('Chọn ảnh đại diện').setInputFiles({
    name: 'nha-may-aichi.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await pick(company, 'Giới tính', 'Nam');
  await company.getByRole('textbox', { name: 'Tuổi từ' }).fill('20');
  await company.getByRole('textbox', { name: 'Đến tuổi' }).fill('35');
  await pick(company, 'Đơn vị tiền lương', 'Yên Nhật (JPY)');
  await pick(company, 'Lương tính theo', 'Tháng');
  const salaryMin = company.getByRole('textbox', { name: 'Lương tối thiểu' });
  await salaryMin.fill('180000');
  await expect(salaryMin).toHaveValue('180.000');
  await company.getByRole('textbox', { name: 'Lương tối đa' }).fill('220000');
  await company.getByRole('textbox', { name: 'Tổng chi phí ứng viên trả' }).fill('150000000');
  await fillDate(company, 'Hạn nộp hồ sơ', daysFromToday(30));
  // A flight before the deadline: refused with the catalogue's message, under the deadline.
  await fillDate(company, 'Lịch bay dự kiến', daysFromToday(20));
  await writeRichText(
    company,
    'Mô tả công việc',
    'Hàn bán tự động (MAG) khung thép cho nhà máy cơ khí tại Aichi. Làm 8 tiếng/ngày, tăng ca có lương.',
  );
  await insertImage(company, 'Mô tả công việc');
  await writeRichText(company, 'Yêu cầu', 'Có tay nghề hàn 1 năm, sức khỏe tốt.');
  await fillCostSheet(company, '36', '500000');
  await company.getByRole('button', { name: 'Đăng tin' }).click();
  const deadline = company.getByRole('textbox', { name: 'Hạn nộp hồ sơ', exact: true });
  await expect(deadline).toHaveAccessibleDescription('Hạn nộp hồ sơ phải trước lịch bay dự kiến.');
  await expect(company.getByText('Hạn nộp hồ sơ phải trước lịch bay dự kiến.')).toBeVisible();
  await expect(company).toHaveURL('/company/jobs/create');

  await fillDate(company, 'Lịch bay dự kiến', daysFromToday(90));
  await company.getByRole('button', { name: 'Đăng tin' }).click();
  await expect(company).toHaveURL(/\/company\/jobs\/\d+$/);
  await expect(toast(company, 'Chờ Admin phê duyệt')).toBeVisible();
  await expect(company.getByTestId('job-state').first()).toHaveText('Chờ Admin phê duyệt');
  await expect(company.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(company.getByTestId('job-salary')).toHaveText('180.000 – 220.000 JPY/tháng');
  const description = company.getByTestId('job-description');
  await expect(description).toContainText('Hàn bán tự động (MAG)');
  // The image inserted in the editor was uploaded, kept by the sanitiser, and loads.
  const inserted = description.locator('img[src^="/api/files/editor-image/"]');
  await expect(inserted).toBeVisible();
  expect(await inserted.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await expect(company.getByTestId('job-thumbnail')).toBeVisible();
  const jobUrl = new URL(company.url()).pathname;
  const jobId = jobUrl.split('/').pop();

  // --- The admin, on a desktop, finds it among the posts waiting for approval and rejects it.
  const adminContext = await browser.newContext({ viewport: DESKTOP });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@viecxa.vn', undefined, '/admin/dashboard');
  await admin.getByRole('navigation').getByRole('link', { name: 'Việc làm' }).click();
  await expect(admin).toHaveURL('/admin/jobs');
  await hydrated(admin);
  await admin
    .getByTestId('state-filter')
    .getByRole('link', { name: /Chờ Admin phê duyệt/ })
    .click();
  await expect(admin).toHaveURL(/state=waiting/);
  await admin.getByRole('textbox', { name: 'Tìm kiếm' }).fill(title);
  await admin.getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(admin.getByTestId('job-row')).toHaveCount(1);
  await admin.getByTestId('jobs-table').getByRole('link', { name: title }).click();
  await expect(admin).toHaveURL(`/admin/jobs/${jobId}`);
  await hydrated(admin);
  await expect(admin.getByTestId('company-card')).toContainText('0109876543');
  await expect(admin.getByTestId('company-card')).toContainText('215/LĐTBXH-GP');
  // The demo company uploaded no business licence: no link that would open an error.
  await expect(admin.getByTestId('no-business-license')).toHaveText('Chưa tải lên giấy phép kinh doanh');
  await expect(
    admin.getByTestId('company-card').getByRole('link', { name: 'Tải giấy phép kinh doanh' }),
  ).toHaveCount(0);
  await expect(admin.getByTestId('job-description')).toContainText('Hàn bán tự động (MAG)');
  const actions = admin.getByTestId('moderation-actions');
  await expect(actions.getByRole('button', { name: 'Xóa' })).toBeVisible();

  await actions.getByRole('button', { name: 'Từ chối' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Từ chối tin tuyển dụng' });
  await dialog.getByRole('button', { name: 'Từ chối tin' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Lý do từ chối' })).toHaveAccessibleDescription(
    'Lý do từ chối không được để trống.',
  );
  const reason = 'Thiếu chi tiết chi phí: ghi rõ phí dịch vụ và tiền vé máy bay.';
  await dialog.getByRole('textbox', { name: 'Lý do từ chối' }).fill(reason);
  await dialog.getByRole('button', { name: 'Từ chối tin' }).click();
  await expect(toast(admin, 'Đã từ chối tin tuyển dụng')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(admin.getByTestId('job-state').first()).toHaveText('Bị từ chối');
  await expect(actions.getByRole('button', { name: 'Từ chối' })).toHaveCount(0);

  // --- The company reads the reason, in the list and on the job, edits and sends it again.
  await company.goto('/company/jobs');
  const row = company.getByTestId('job-card').filter({ hasText: title });
  await expect(row.getByTestId('job-state')).toHaveText('Bị từ chối');
  await expect(row.getByTestId('row-reject-reason')).toContainText(reason);
  await row.getByRole('link', { name: title }).click();
  await expect(company).toHaveURL(jobUrl);
  await expect(company.getByTestId('reject-reason')).toContainText(reason);
  await hydrated(company);
  await company.getByTestId('reject-reason').getByRole('link', { name: 'Sửa tin' }).click();
  await expect(company).toHaveURL(`/company/jobs/edit/${jobId}`);
  await hydrated(company);
  await expect(company.getByRole('textbox', { name: 'Tiêu đề' })).toHaveValue(title);
  await expect(company.getByRole('textbox', { name: 'Lương tối thiểu' })).toHaveValue('180.000');
  await company.getByRole('textbox', { name: 'Tổng chi phí ứng viên trả' }).fill('165000000');
  await writeRichText(
    company,
    'Quyền lợi',
    'Chi phí 165.000.000 ₫ gồm phí dịch vụ và vé máy bay một chiều. Ký túc xá 15.000 JPY/tháng.',
  );
  await company.getByRole('button', { name: 'Lưu và gửi duyệt' }).click();
  await expect(company).toHaveURL(jobUrl);
  await expect(toast(company, 'Cập nhật tin tuyển dụng thành công. Chờ Admin phê duyệt')).toBeVisible();
  await expect(company.getByTestId('job-state').first()).toHaveText('Chờ Admin phê duyệt');
  await expect(company.getByTestId('reject-reason')).toHaveCount(0);
  await expect(company.getByTestId('job-money')).toContainText('165.000.000 ₫');

  // --- The admin approves it; the company sees it open for applications.
  await admin.reload();
  await hydrated(admin);
  await expect(admin.getByTestId('job-state').first()).toHaveText('Chờ Admin phê duyệt');
  await expect(admin.getByTestId('job-benefits')).toContainText('vé máy bay một chiều');
  await actions.getByRole('button', { name: 'Phê duyệt' }).click();
  const approve = admin.getByRole('dialog', { name: 'Phê duyệt tin tuyển dụng' });
  await approve.getByRole('button', { name: 'Phê duyệt' }).click();
  await expect(toast(admin, 'Đã phê duyệt tin tuyển dụng')).toBeVisible();
  await expect(admin.getByTestId('job-state').first()).toHaveText('Đang tuyển');

  await company.reload();
  await expect(company.getByTestId('job-state').first()).toHaveText('Đang tuyển');
  await company.getByRole('link', { name: 'Xem tin công khai' }).click();
  await expect(company).toHaveURL(/\/job\/\d+\/[a-z0-9-]+$/);
  await expect(company.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(consoleErrors).toEqual([]);
  await Promise.all([companyContext.close(), adminContext.close()]);
});

test('a company waiting for approval is sent from the posting page to its job list with the message', async ({
  page,
  request,
}) => {
  const account = await createPendingCompanyWithInfo(request);
  await signIn(page, account.email, account.password, '/company/jobs/create');
  await expect(page).toHaveURL('/company/jobs?notice=updateCompanyInfo');
  await expect(page.getByTestId('notice')).toHaveText(
    'Vui lòng cập nhật thông tin công ty để thêm nhân viên hoặc đăng tin tuyển dụng.',
  );
  await expect(page.getByTestId('jobs-empty')).toBeVisible();
});

test('a company sub-user may post; another company gets the 404 page for a job not its own', async ({
  browser,
  request,
}) => {
  const title = `Chế biến thực phẩm Osaka ${unique()}`;
  const jobId = await postJobViaApi(request, title);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'nhanvien.congty@viecxa.vn', undefined, '/company/jobs/create');
  await expect(staff).toHaveURL('/company/jobs/create');
  await expect(staff.getByRole('heading', { name: 'Đăng tin tuyển dụng' })).toBeVisible();
  // The same company's staff reads the job its company posted.
  await staff.goto(`/company/jobs/${jobId}`);
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(title);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, 'duhoc@viecxa.vn', undefined, '/company/dashboard');
  const res = await other.goto(`/company/jobs/${jobId}`);
  expect(res?.status()).toBe(404);
  await expect(other.getByText('This page could not be found')).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);
  const edit = await other.goto(`/company/jobs/edit/${jobId}`);
  expect(edit?.status()).toBe(404);
  await Promise.all([staffContext.close(), otherContext.close()]);
});

test('a sub_admin moderates but is not offered delete; the admin deletes', async ({ browser, request }) => {
  const title = `Đóng gói thực phẩm ${unique()}`;
  const jobId = await postJobViaApi(request, title);

  const subContext = await browser.newContext({ viewport: PHONE });
  const sub = await subContext.newPage();
  await signIn(sub, 'subadmin@viecxa.vn', undefined, `/admin/jobs/${jobId}`);
  await hydrated(sub);
  const actions = sub.getByTestId('moderation-actions');
  await expect(actions.getByRole('button', { name: 'Phê duyệt' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Từ chối' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Xóa' })).toHaveCount(0);
  await actions.getByRole('button', { name: 'Vô hiệu hóa' }).click();
  await sub
    .getByRole('dialog', { name: 'Vô hiệu hóa tin tuyển dụng' })
    .getByRole('button', { name: 'Vô hiệu hóa' })
    .click();
  await expect(toast(sub, 'Việc làm đã được vô hiệu hóa')).toBeVisible();
  await expect(sub.getByTestId('job-state').first()).toHaveText('Đã vô hiệu hóa');
  await expect(actions.getByRole('button', { name: 'Vô hiệu hóa' })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@viecxa.vn', undefined, `/admin/jobs/${jobId}`);
  await hydrated(admin);
  await admin.getByTestId('moderation-actions').getByRole('button', { name: 'Xóa' }).click();
  await admin
    .getByRole('dialog', { name: 'Xóa tin tuyển dụng' })
    .getByRole('button', { name: 'Xóa tin' })
    .click();
  await expect(admin).toHaveURL('/admin/jobs');
  await expect(toast(admin, 'Đã xóa tin tuyển dụng')).toBeVisible();
  const gone = await admin.goto(`/admin/jobs/${jobId}`);
  expect(gone?.status()).toBe(404);
  await Promise.all([subContext.close(), adminContext.close()]);
});
