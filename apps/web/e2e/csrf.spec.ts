import type { APIRequestContext } from '@playwright/test';
import { csrfCases, CSRF_REFUSED as REFUSED } from '../../api/test/support/csrf-cases.ts';
import { expect, hydrated, signIn, test } from './fixtures.ts';
import { apiToken, createSeeker, toast } from './support/jobs.ts';
import { createPublicJob, uniqueWord } from './support/public-jobs.ts';

/**
 * CSRF on page actions (issue 10 item 3): the saved-job form action /viec-lam-da-luu/toggle with
 * the session cookie, in every body encoding × every Origin / Sec-Fetch-Site case, sent straight to
 * the server (as a sibling subdomain or an old browser could), and real forms in Chromium.
 */
const TOGGLE = '/viec-lam-da-luu/toggle';

type Encoding = 'urlencoded' | 'multipart' | 'text' | 'json';

function body(kind: Encoding, jobId: number) {
  switch (kind) {
    case 'urlencoded':
      return { form: { job_id: String(jobId), saved: '1' } };
    case 'multipart':
      return { multipart: { job_id: String(jobId), saved: '1' } };
    case 'text':
      return { data: `job_id=${jobId}&saved=1`, headers: { 'content-type': 'text/plain' } };
    case 'json':
      return { data: { job_id: jobId, saved: '1' }, headers: { 'content-type': 'application/json' } };
  }
}

async function isSaved(request: APIRequestContext, token: string, jobId: number): Promise<boolean> {
  const res = await request.get(`/api/employee/saved-jobs/ids?job_id=${jobId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()).data.saved_ids as number[]).includes(jobId);
}

test('page actions: cross-origin state changes are refused with 403/1127 in every encoding, and change nothing', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const job = await createPublicJob(request, { title: `Đơn hàng đóng gói tại Saitama đợt ${uniqueWord()}` });
  const seeker = await createSeeker(request, 'Phạm Thị Hạnh');
  const token = await apiToken(request, seeker.email, seeker.password);

  // Pages read the cookie only: a Bearer header does not make a page action exempt.
  const cases = csrfCases(origin, 'http://sub.localhost', false);
  for (const kind of ['urlencoded', 'multipart', 'text', 'json'] as const) {
    for (const c of cases) {
      const label = `${kind}, ${c.name}`;
      await request.delete('/api/employee/saved-jobs/unsave', {
        headers: { authorization: `Bearer ${token}` },
        data: { job_id: job.id },
      });
      const { headers: typeHeaders, ...payload } = body(kind, job.id) as {
        headers?: Record<string, string>;
      };
      const res = await request.post(TOGGLE, {
        ...payload,
        headers: {
          cookie: `access_token=${token}`,
          ...(c.bearer ? { authorization: 'Bearer x' } : {}),
          ...c.headers,
          ...typeHeaders,
        },
        maxRedirects: 0,
      });
      const form = kind === 'urlencoded' || kind === 'multipart';
      const expected = c.refused ? 403 : form ? 200 : 415;
      expect(res.status(), `${label}: ${await res.text()}`).toBe(expected);
      if (c.refused) expect(await res.json(), label).toMatchObject(REFUSED);
      if (expected === 200) expect(await res.json(), label).toMatchObject({ ok: true, saved: true });
      expect(await isSaved(request, token, job.id), label).toBe(expected === 200);
    }
  }
});

test('a logged-in seeker still saves a job with the real same-origin form', async ({
  page,
  request,
  consoleErrors,
}) => {
  const job = await createPublicJob(request, {
    title: `Đơn hàng chế biến thủy sản tại Miyagi đợt ${uniqueWord()}`,
  });
  const seeker = await createSeeker(request, 'Lê Văn Phúc');
  await signIn(page, seeker.email, seeker.password, job.url);
  await hydrated(page);
  const heart = page.locator('h1').locator('xpath=following-sibling::form[1]').getByRole('button');
  await expect(heart).toHaveAccessibleName('Lưu việc làm');
  const answer = page.waitForResponse((r) => r.url().includes(TOGGLE) && r.request().method() === 'POST');
  await heart.click();
  expect((await answer).status()).toBe(200);
  await expect(toast(page, 'Thêm vào yêu thích thành công')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await isSaved(request, await apiToken(request, seeker.email, seeker.password), job.id)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a form on another site posting to a page action is refused in Chromium', async ({
  page,
  request,
  baseURL,
}) => {
  const job = await createPublicJob(request, { title: `Đơn hàng cơ khí tại Shizuoka đợt ${uniqueWord()}` });
  const seeker = await createSeeker(request, 'Trần Văn Khải');
  await signIn(page, seeker.email, seeker.password);
  // The attacker's page, served by Playwright under a foreign origin; it posts on load.
  await page.route('http://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><form method="post" action="${baseURL}${TOGGLE}">
        <input name="job_id" value="${job.id}"><input name="saved" value="1"></form>
        <script>document.forms[0].submit()</script>`,
    }),
  );
  const answer = page.waitForResponse((r) => r.url().endsWith(TOGGLE));
  await page.goto('http://evil.example/trap');
  const res = await answer;
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject(REFUSED);
  expect((await res.request().allHeaders()).origin).toBe('http://evil.example');
  expect(await isSaved(request, await apiToken(request, seeker.email, seeker.password), job.id)).toBe(false);
});
