import type { Page } from '@playwright/test';
import { hydrated, login, test } from '../fixtures.ts';
import { apiToken, postJobViaApi, unique } from '../support/jobs.ts';

test.describe.configure({ timeout: 300_000 });

async function shoot(page: Page, name: string, path: string, full = true) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await hydrated(page);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: full });
  }
}

test('screenshots', async ({ browser, request }) => {
  const a = await postJobViaApi(request, `Chế biến thực phẩm tại Osaka ${unique()}`);
  const b = await postJobViaApi(request, `Đơn hàng đóng gói tại Saitama ${unique()}`);
  const admin = await apiToken(request, 'admin@viecxa.vn');
  await request.post(`/api/admin/jobs/${b}/reject`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { reason: 'Thiếu thông tin chi phí và lịch bay. Vui lòng bổ sung chi tiết khoản phí dịch vụ.' },
  });
  const cctx = await browser.newContext();
  const c = await cctx.newPage();
  await login(c, 'congty@viecxa.vn');
  await c.waitForURL('/company/dashboard');
  await shoot(c, 'company-list', '/company/jobs');
  await shoot(c, 'company-create', '/company/jobs/create');
  // errors
  for (const width of [390, 1280]) {
    await c.setViewportSize({ width, height: 900 });
    await c.goto('/company/jobs/create');
    await hydrated(c);
    await c.getByRole('button', { name: 'Đăng tin' }).click();
    await c.waitForTimeout(800);
    await c.screenshot({ path: `/tmp/shots/company-create-errors-${width}.png`, fullPage: true });
  }
  await shoot(c, 'company-detail-rejected', `/company/jobs/${b}`);
  await shoot(c, 'company-detail-waiting', `/company/jobs/${a}`);
  await shoot(c, 'company-edit', `/company/jobs/edit/${b}`);

  const actx = await browser.newContext();
  const ad = await actx.newPage();
  await login(ad, 'admin@viecxa.vn');
  await ad.waitForURL('/admin/dashboard');
  await shoot(ad, 'admin-list', '/admin/jobs');
  await shoot(ad, 'admin-detail', `/admin/jobs/${a}`);
  for (const width of [390, 1280]) {
    await ad.setViewportSize({ width, height: 900 });
    await ad.goto(`/admin/jobs/${a}`);
    await hydrated(ad);
    await ad.getByTestId('moderation-actions').getByRole('button', { name: 'Từ chối' }).click();
    await ad.getByRole('dialog').getByRole('button', { name: 'Từ chối tin' }).click();
    await ad.waitForTimeout(500);
    await ad.screenshot({ path: `/tmp/shots/admin-reject-modal-${width}.png` });
  }
});
