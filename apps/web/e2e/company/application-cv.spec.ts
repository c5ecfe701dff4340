import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import { applyAsSeeker } from '../support/applications.ts';
import { apiToken, createSeeker } from '../support/jobs.ts';
import { createPublicJob, uniqueWord } from '../support/public-jobs.ts';

/*
 * Issue 19 item 4: the company's application detail shows the CV in place (a PDF in a frame,
 * served inline under the candidate's name) beside what the candidate's profile holds. The test
 * posts its own job and applies with a seeker of its own, whose profile it fills through the API.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.E2E_SHOTS_DIR;

async function asCompany(browser: Browser, path: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'congty@viecxa.vn', undefined, path);
  return page;
}

test('the company reads the PDF CV in place and the candidate summary, on a phone and a desktop', async ({
  browser,
  request,
}) => {
  const word = uniqueWord();
  const job = await createPublicJob(request, { title: `Đơn hàng đóng gói linh kiện tại Osaka đợt ${word}` });
  const seeker = await createSeeker(request, `Phạm Thị Thanh ${word[0]?.toUpperCase()}${word.slice(1)}`);
  const token = await apiToken(request, seeker.email, seeker.password);
  const profile = await request.post('/api/user/update-profile', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      _method: 'PUT',
      name: seeker.name,
      phone: seeker.phone,
      birthday: '2000-03-15',
      education: 'college',
      language_level: 'jlpt_n3',
      wished_nation_codes: 'JP',
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const applicationId = await applyAsSeeker(request, seeker, job.id);
  const fileName = `CV-Pham-Thi-Thanh-${word[0]?.toUpperCase()}${word.slice(1)}.pdf`;

  for (const width of [390, 1280]) {
    const page = await asCompany(browser, '/company/dashboard', width);
    const inline =
      width > 400
        ? page.waitForResponse((r) => r.url().endsWith(`/api/applications/${applicationId}/cv?view=inline`))
        : null;
    await page.goto(`/company/applications/${applicationId}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: seeker.name })).toBeVisible();

    const summary = page.getByTestId('candidate-summary');
    await expect(summary.getByTestId('candidate-age')).toContainText('tuổi (sinh ngày 15/03/2000)');
    await expect(summary.getByTestId('candidate-education')).toHaveText('Cao đẳng');
    await expect(summary.getByTestId('candidate-language')).toHaveText('Tiếng Nhật JLPT N3');
    await expect(summary.getByTestId('candidate-wished-nations')).toHaveText('Nhật Bản');
    await expect(summary.getByTestId('candidate-skills')).toHaveText('Chưa cập nhật');

    await expect(page.getByTestId('cv-file-name')).toHaveText(fileName);
    const open = page.getByTestId('cv-open');
    await expect(open).toHaveAttribute('href', `/api/applications/${applicationId}/cv?view=inline`);
    const frame = page.getByTestId('cv-preview-pdf');
    if (width > 400) {
      // A desktop shows the PDF in the page, served inline under the candidate's name.
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute('title', `Xem trước ${fileName}`);
      const served = await inline;
      expect(served?.status()).toBe(200);
      expect(served?.headers()['content-type']).toBe('application/pdf');
      expect(served?.headers()['content-disposition']).toBe(`inline; filename="${fileName}"`);
      expect((await frame.boundingBox())?.width ?? 0).toBeGreaterThan(400);
    } else {
      // A phone opens it with its own viewer ("Xem CV"); no frame its browser cannot draw.
      await expect(frame).toBeHidden();
      await expect(page.getByTestId('cv-phone-hint')).toBeVisible();
      // The verification badge in the area header is whole (icon only), not cut to "ĐÃ XÁC …".
      const badge = page.getByTestId('company-status-badge');
      await expect(badge).toBeVisible();
      await expect(badge).toHaveText('Đã xác thực');
      expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const download = await page.getByTestId('cv-download').getAttribute('download');
    expect(download).toBe(fileName);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/application-cv-${width}.png`, fullPage: true });
    await page.context().close();
  }
});
