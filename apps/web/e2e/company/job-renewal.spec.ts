import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import { apiToken, createVerifiedAgency, daysFromToday, postJobViaApi, unique } from '../support/jobs.ts';

// Two accounts in turn on a shared 2-core machine: more time than the default 30 s.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PHONE = { width: 390, height: 844 };

/**
 * Scheduled work (ADR 0035) seen by people: the admin runs the "closing soon" reminder from
 * /admin/scheduler ("Chạy ngay"), the company gets notification 28 in its bell, opens the job and
 * renews it in one click on the renewal page (the page notification 27 opens for a closed job).
 */
test('the admin runs a reminder; the company renews its job from the notification', async ({
  browser,
  request,
}) => {
  // A company of its own (its bell hears only of this test) with an order closing in 2 days.
  const owner = await createVerifiedAgency(request, {
    name: 'Vũ Văn Gia',
    companyName: `Công ty TNHH Gia Hạn ${unique()}`,
  });
  const title = `Đơn hàng điện tử gia hạn ${unique()}`;
  const deadline = daysFromToday(2);
  const jobId = await postJobViaApi(request, title, owner, { deadline });
  const approved = await request.post(`/api/admin/jobs/${jobId}/approve`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'admin@viecxa.vn')}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // --- The admin runs the reminder now from the scheduler page.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@viecxa.vn', undefined, '/admin/scheduler');
  await hydrated(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Tác vụ định kỳ' })).toBeVisible();
  await admin
    .getByRole('button', { name: 'Chạy ngay: Nhắc công ty tin sắp hết hạn (3 ngày)' })
    .filter({ visible: true })
    .click();
  await expect(admin.getByText('Đã yêu cầu chạy tác vụ')).toBeVisible();
  await adminContext.close();

  // --- The company's bell has the reminder; it leads to the job, which it renews.
  const companyContext = await browser.newContext({ viewport: PHONE });
  const company = await companyContext.newPage();
  await signIn(company, owner.email, owner.password, '/company/dashboard');
  await hydrated(company);
  const ddmmyyyy = deadline.split('-').reverse().join('/');
  // The bell also has the approval (type 5) of the same job.
  const reminder = company
    .getByTestId('notification-item')
    .filter({ hasText: `Tin "${title}" sẽ hết hạn nhận hồ sơ` });
  await expect(async () => {
    await company.reload();
    await company.getByTestId('notification-bell').click();
    await expect(reminder, 'the reminder reaches the bell').toHaveAttribute('data-type', '28', {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  const item = reminder;
  await expect(item).toContainText(`Tin "${title}" sẽ hết hạn nhận hồ sơ vào ngày ${ddmmyyyy}`);
  await item.click();
  await expect(company).toHaveURL(`/company/jobs/${jobId}`);
  await hydrated(company);
  await company.getByRole('link', { name: 'Gia hạn tin' }).click();
  await expect(company).toHaveURL(`/company/jobs/${jobId}/renew`);
  await expect(company.getByRole('heading', { level: 1, name: `Gia hạn tin: ${title}` })).toBeVisible();
  // The new deadline is filled in (30 days after the current one): one click renews.
  const renewed = daysFromToday(32);
  await expect(company.getByLabel('Hạn nộp hồ sơ mới')).toHaveValue(renewed);
  await hydrated(company);
  await company.getByRole('button', { name: 'Gia hạn tin' }).click();
  await expect(company).toHaveURL(`/company/jobs/${jobId}`);
  await expect(company.getByText('Đã gia hạn tin tuyển dụng')).toBeVisible();
  await expect(company.getByText(renewed.split('-').reverse().join('/')).first()).toBeVisible();
  await companyContext.close();
});
