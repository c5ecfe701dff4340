import { expect, hydrated, test } from '../fixtures.ts';

for (const width of [390, 1280]) {
  test(`home shell renders in Vietnamese without console errors at ${width}px`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page).toHaveTitle(/\| ViệcXa$/);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('footer')).toContainText('© 2026 ViệcXa');
    await page.waitForLoadState('networkidle');
    // No horizontal scrolling on phones or desktops.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });
}

test('unknown pages answer 404 with the spec text inside the site chrome', async ({ page }) => {
  const res = await page.goto('/trang-khong-ton-tai');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
});

test('static pages carry their Vietnamese content and canonical URL', async ({ page }) => {
  await page.goto('/chinh-sach-bao-ve');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chính sách bảo vệ dữ liệu cá nhân');
  await expect(page.getByText('Nghị định 13/2023/NĐ-CP').first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/chinh-sach-bao-ve$/);
  await page.goto('/dieu-khoan');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Điều khoản sử dụng');
  await page.goto('/introduction');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/coming-soon');
  await expect(page.getByText('Tính năng đang được hoàn thiện')).toBeVisible();
});

test('the mobile menu opens on a phone and closes when the window grows past 768px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(drawer).toBeHidden();
});

test('the coming-soon guard sends a closed section to /coming-soon', async ({ page }) => {
  await page.goto('/su-kien/ngay-hoi-viec-lam');
  await expect(page).toHaveURL('/coming-soon');
  await expect(page.getByText('Tính năng đang được hoàn thiện')).toBeVisible();
});

test('a stale session cookie is cleared on a public page', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'access_token', value: 'x'.repeat(43), url: baseURL as string }]);
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'access_token')).toBeUndefined();
  await expect(page.getByRole('link', { name: 'Đăng nhập' }).first()).toBeVisible();
});
