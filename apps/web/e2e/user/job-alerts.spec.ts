import { JobAlertMessage } from '@app/contract/endpoints/job-alerts-text';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, signIn, test } from '../fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { apiToken, createSeeker, createVerifiedAgency, toast } from '../support/jobs.ts';
import { type ReceivedMail, uniqueAccount, waitForMailWhere } from '../support/mail.ts';
import { createPublicJob, uniqueWord } from '../support/public-jobs.ts';

/**
 * Issue 18 item 4, at 390 px: a guest saves the job list's search as a job alert, confirms it
 * from the mail, a job of the test's own agency matching only that keyword is published, an admin
 * runs the digest task ("Chạy ngay" of the scheduler, through its API), the digest mail lists the
 * job with a link that opens it, and its unsubscribe link ends the alert. A candidate of its own
 * saves an alert at once and manages it in /user/job-alerts.
 */
test.use({ viewport: { width: 390, height: 844 } });

const LIST = '/danh-sach-chuong-trinh-xkld-duhoc';

function linkIn(mail: ReceivedMail, path: string): string {
  const found = new RegExp(`https?://\\S+(${path}\\?token=[\\w-]+)`).exec(mail.text)?.[1];
  expect(found, mail.text).toBeTruthy();
  return found as string;
}

/** The list's "Nhận việc làm mới qua email" disclosure, opened. */
async function openAlertForm(page: Page) {
  const box = page.locator('details').filter({ hasText: 'Nhận việc làm mới qua email' });
  await box.getByText('Nhận việc làm mới qua email', { exact: true }).click();
  await expect(box.getByRole('button', { name: 'Tạo thông báo việc làm' })).toBeVisible();
  return box;
}

/** As an admin does with the scheduler's "Chạy ngay": the digest task runs at once. */
async function runDigestTask(request: APIRequestContext) {
  const admin = await apiToken(request, 'admin@viecxa.vn');
  const res = await request.post('/api/admin/scheduler/job-alert-digests/run', {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a guest saves a search, confirms it from the mail, gets the new job in the digest and unsubscribes', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const { email } = uniqueAccount('canhbao');

  await page.goto(`${LIST}?search=${word}&kind=labor_export`);
  await hydrated(page);
  const form = await openAlertForm(page);
  await expect(form.getByText(`Việc làm mới phù hợp: “${word}” · Xuất khẩu lao động`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('radio', { name: 'Hằng ngày' }).check();
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Tạo thông báo việc làm' }).click();
  await expect(form.getByRole('status')).toHaveText(JobAlertMessage.createdPending);

  const confirmation = await waitForMailWhere(
    email,
    (m) => m.subject === 'Xác nhận nhận việc làm mới qua email từ ViệcXa',
  );
  await page.goto(linkIn(confirmation, '/thong-bao-viec-lam/xac-nhan'));
  await expect(page.getByRole('heading', { level: 1, name: 'Xác nhận thông báo việc làm' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Xác nhận', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(JobAlertMessage.confirmed);

  // Published after the confirmation, by an agency of this test's own: the only job with the word.
  const agency = await createVerifiedAgency(request, { companyName: `Công ty TNHH Cảnh Báo ${word}` });
  const title = `Thợ hàn ${word} tại Aichi`;
  const job = await createPublicJob(request, { title }, { email: agency.email, password: agency.password });

  await runDigestTask(request);
  const digest = await waitForMailWhere(email, (m) => m.subject.includes('việc làm mới phù hợp'), 30_000);
  expect(digest.subject).toBe(`1 việc làm mới phù hợp: “${word}” · Xuất khẩu lao động`);
  expect(digest.text).toContain(title);
  const jobLink = new RegExp(`https?://\\S+(/job/${job.id}/\\S*)`).exec(digest.text)?.[1];
  expect(jobLink, digest.text).toBeTruthy();
  await page.goto(jobLink as string);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const unsubscribe = linkIn(digest, '/thong-bao-viec-lam/huy');
  expect(digest.headers['list-unsubscribe']).toContain(new URL(unsubscribe, 'http://x').search);
  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: 'Hủy thông báo việc làm' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Hủy thông báo' }).click();
  await expect(page.getByRole('status')).toHaveText(JobAlertMessage.unsubscribed);
});

test('a candidate saves an alert at once and pauses, changes and deletes it in /user/job-alerts', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const seeker = await createSeeker(request);
  await signIn(page, seeker.email, seeker.password, `${LIST}?search=${word}&nation=JP`);
  await hydrated(page);
  const form = await openAlertForm(page);
  // The account's address: no email field.
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  await form.getByRole('radio', { name: 'Hằng tuần' }).check();
  await form.getByRole('button', { name: 'Tạo thông báo việc làm' }).click();
  await expect(form.getByRole('status')).toHaveText(JobAlertMessage.created);

  // The user area's menu leads to the alerts.
  await page.goto('/user/dashboard');
  await hydrated(page);
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Thông báo việc làm' }).click();
  await expect(page).toHaveURL(/\/user\/job-alerts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thông báo việc làm' })).toBeVisible();
  await hydrated(page);
  const alert = page.getByRole('listitem', { name: `“${word}” · Nhật Bản` });
  await expect(alert.getByText('Đang bật')).toBeVisible();
  await expect(alert.getByRole('combobox', { name: 'Tần suất' })).toHaveValue('weekly');
  expect(await seriousViolations(page)).toEqual([]);

  await alert.getByRole('button', { name: 'Tạm dừng' }).click();
  await expect(toast(page, JobAlertMessage.paused)).toBeVisible();
  await expect(alert.getByText('Tạm dừng', { exact: true })).toBeVisible();

  await alert.getByRole('combobox', { name: 'Tần suất' }).selectOption('daily');
  await expect(toast(page, JobAlertMessage.updated)).toBeVisible();
  await page.reload();
  await expect(alert.getByRole('combobox', { name: 'Tần suất' })).toHaveValue('daily');

  await hydrated(page);
  await alert.getByRole('button', { name: 'Bật lại' }).click();
  await expect(toast(page, JobAlertMessage.resumed)).toBeVisible();
  await expect(alert.getByText('Đang bật')).toBeVisible();

  await alert.getByRole('button', { name: 'Xóa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xóa thông báo việc làm?' });
  await dialog.getByRole('button', { name: 'Xóa thông báo' }).click();
  await expect(toast(page, JobAlertMessage.deleted)).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(page.getByText(JobAlertMessage.empty)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the job list’s alert form is a plain form: a guest gets the API’s answer', async ({ page }) => {
    const word = uniqueWord();
    await page.goto(`${LIST}?search=${word}`);
    const form = await openAlertForm(page);
    await form.getByRole('textbox', { name: 'Email' }).fill(uniqueAccount('khongjs').email);
    await form.getByRole('button', { name: 'Tạo thông báo việc làm' }).click();
    await expect(form.getByRole('status')).toHaveText(JobAlertMessage.createdPending);
    // The search stayed in the URL, so the page still shows it.
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
  });
});
