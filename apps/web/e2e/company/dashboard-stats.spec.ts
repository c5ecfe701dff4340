import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import { applyAsGuest } from '../support/applications.ts';
import { apiToken, createVerifiedAgency, postJobViaApi, unique } from '../support/jobs.ts';

/*
 * The company dashboard's figures (issue 14 items 2 and 3): a company of the test's own posts a
 * job the admin approves; a visitor opens the public job page twice and a guest applies; the
 * company then reads one view (the same visitor counts once a day) and one application on its
 * dashboard, in the per-job table, and on its job list, on a 390 px phone. The server writes views
 * every 300 ms in this suite (JOB_VIEWS_FLUSH_MS in playwright.config.ts).
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 390, height: 844 };
// A phone's browser: Playwright's own user agent says "HeadlessChrome", which is a crawler's and
// is not counted (rightly so).
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test('a company sees the views of its job page and its applications on its dashboard', async ({
  browser,
  request,
}) => {
  // A labour-export agency: its order is published only with a verified licence (ADR 0030).
  const owner = await createVerifiedAgency(request, {
    name: 'Phạm Văn Số',
    companyName: `Công ty TNHH Số Liệu ${unique()}`,
  });
  const title = `Đơn hàng đóng gói thực phẩm Osaka ${unique()}`;
  const jobId = await postJobViaApi(request, title, owner);
  const admin = await apiToken(request, 'admin@viecxa.vn');
  const approved = await request.post(`/api/admin/jobs/${jobId}/approve`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // --- A visitor reads the job twice on their phone (one view), then a guest applies.
  const visitorContext = await browser.newContext({ viewport: PHONE, userAgent: PHONE_BROWSER });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/job/${jobId}/tin`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitorContext.close();
  await applyAsGuest(request, jobId, { name: 'Lê Thị Khách' });

  // --- The company reads its figures on a phone.
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, owner.email, owner.password, '/company/dashboard');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Số liệu tuyển dụng' })).toBeVisible();
  // The view reaches the database within a flush: read the page again until it shows.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('stat-views-value')).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('stat-applications-value')).toHaveText('1');
  await expect(page.getByTestId('stat-open-jobs-value')).toHaveText('1');

  // The per-job chart's numbers, as a table a phone (or a screen reader) reads.
  const perJob = page.getByTestId('chart-per-job');
  await perJob.getByText('Xem bảng số liệu').click();
  const row = perJob.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByRole('cell')).toHaveText(['1', '1']);
  // The funnel starts with the one application sent.
  const funnel = page.getByTestId('chart-funnel');
  await funnel.getByText('Xem bảng số liệu').click();
  await expect(funnel.getByRole('row', { name: /Đã nộp hồ sơ/ }).getByRole('cell')).toHaveText('1');

  // Another period keeps the figures (the job was visited today).
  await hydrated(page);
  await page.getByRole('link', { name: '7 ngày' }).click();
  await expect(page).toHaveURL(/days=7/);
  await expect(page.getByTestId('stat-views-value')).toHaveText('1');

  // The company's job list shows the job's views on its card; the job's page shows them too.
  await page.goto('/company/jobs');
  const card = page.getByTestId('job-card').filter({ hasText: title });
  // Impressions are counted whenever a list shows the job: another spec's visitor listing the newest
  // jobs meanwhile shows this one too, so only the views are this test's to count.
  await expect(card.getByTestId('card-views')).toHaveText(/^1 lượt xem · \d+ lượt hiển thị$/);
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByTestId('job-stat-views-value')).toHaveText('1');
  await expect(page.getByTestId('job-stat-applications-value')).toHaveText('1');
  await context.close();
});
