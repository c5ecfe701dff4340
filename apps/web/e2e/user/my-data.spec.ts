import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, hydrated, signIn, test } from '../fixtures.ts';
import { createSeeker } from '../support/jobs.ts';
import { waitForMailWhere } from '../support/mail.ts';
import { createPublicJob, uniqueWord } from '../support/public-jobs.ts';

/*
 * A candidate's control of their data (ADR 0033) on a phone: applies with the consent box, downloads
 * their data, deletes their account and can no longer sign in.
 */

const CV_PATH = fileURLToPath(new URL('../fixtures-files/cv-ung-vien.pdf', import.meta.url));
const CONSENT_REQUIRED = 'Vui lòng đánh dấu đồng ý chia sẻ thông tin với nhà tuyển dụng để ứng tuyển';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

test('a seeker applies with consent, downloads their data, deletes the account and cannot sign in again', async ({
  page,
  request,
}) => {
  const job = await createPublicJob(request, { title: `Đơn hàng may mặc tại Osaka đợt ${uniqueWord()}` });
  // A seeker of its own: this test deletes it.
  const seeker = await createSeeker(request, 'Đặng Thị Riêng Tư');
  await signIn(page, seeker.email, seeker.password, job.url);
  await hydrated(page);

  await page.getByTestId('apply-open').first().click();
  const dialog = page.getByRole('dialog', { name: 'Ứng tuyển' });
  await dialog.getByRole('radio', { name: 'Tải lên CV mới' }).check();
  await dialog.locator('input[type="file"]').setInputFiles(CV_PATH);
  const consent = dialog.getByRole('checkbox', { name: /^Tôi đồng ý để ViệcXa gửi/ });
  // Never ticked in advance, and its text names the company.
  await expect(consent).not.toBeChecked();
  await expect(dialog.getByText(/cho Công ty/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Gửi hồ sơ' }).click();
  await expect(dialog.getByText(CONSENT_REQUIRED)).toBeVisible();
  await consent.check();
  await expect(dialog.getByText(CONSENT_REQUIRED)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Gửi hồ sơ' }).click();
  await expect(dialog.getByTestId('apply-success')).toContainText('Nộp hồ sơ ứng tuyển thành công');

  await page.goto('/user/my-data');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dữ liệu của tôi');
  await expect(page.getByTestId('consent-row')).toContainText(job.name);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('my-data-json').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^viecxa-du-lieu-ca-nhan-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(file.sections.account.rows[0]).toMatchObject({ email: seeker.email, name: 'Đặng Thị Riêng Tư' });
  expect(file.sections.applications.rows).toEqual([
    expect.objectContaining({ job: job.name, consent_text: expect.stringContaining(job.name) }),
  ]);
  expect(file.sections.uploads.rows).toHaveLength(1);
  await page.screenshot({ path: test.info().outputPath('my-data-390.png'), fullPage: true });

  const danger = page.getByTestId('delete-account');
  await danger.getByLabel('Mật khẩu hiện tại').fill('SaiMatKhau@1');
  await danger.getByRole('button', { name: 'Xoá vĩnh viễn tài khoản' }).click();
  await expect(danger.getByText('Mật khẩu không đúng')).toBeVisible();
  await danger.getByLabel('Mật khẩu hiện tại').fill(seeker.password);
  await danger.getByRole('button', { name: 'Xoá vĩnh viễn tài khoản' }).click();
  await expect(page).toHaveURL(/\/dang-nhap/);
  await expect(page.getByText('Tài khoản của bạn đã được xoá cùng toàn bộ dữ liệu cá nhân.')).toBeVisible();
  const mail = await waitForMailWhere(
    seeker.email,
    (m) => m.subject === 'Tài khoản ViệcXa của bạn đã được xoá',
  );
  expect(mail.text).toContain('bản ghi ẩn danh');

  // The session is gone and the password no longer opens anything.
  await page.goto('/user/my-data');
  await expect(page).toHaveURL(/\/dang-nhap/);
  const login = await request.post('/api/auth/login', {
    data: { email: seeker.email, password: seeker.password },
  });
  expect(login.status()).not.toBe(200);
});
