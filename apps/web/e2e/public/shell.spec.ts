import { expect, hydrated, signIn, test } from '../fixtures.ts';
import { unique } from '../support/jobs.ts';

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
  // Vietnamese first (the heading), the spec's English words as the second line.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang');
  await expect(page.locator('h1 + p')).toHaveText('This page could not be found');
  await expect(page.locator('h1 + p')).toHaveAttribute('lang', 'en');
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

test('the phone menu is a modal dialog: focus stays inside, Escape closes it and focus returns', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/danh-sach-cong-ty-xkld-duhoc');
  await hydrated(page);
  const burger = page.getByRole('button', { name: 'Mở menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  // Closed, the menu is not in the page at all (no markup on every page for phones).
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
  await burger.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Đóng menu' })).toBeFocused();
  await expect(drawer.getByRole('link', { name: 'Công ty' })).toHaveAttribute('aria-current', 'page');
  // Tabbing through every control never leaves the dialog.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mở menu' })).toBeFocused();
  // The close button closes it too; a link inside leads on and closes it.
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Đóng menu' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Đăng ký', exact: true })
    .click();
  await expect(page).toHaveURL('/dang-ky');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`the account menu of a signed-in seeker works by mouse and keyboard at ${width}px`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, 'ungvien@viecxa.vn', undefined, '/tin-tuc-xkld-duhoc');
    await hydrated(page);
    const button = page.getByTestId('user-menu');
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu).toContainText('ungvien@viecxa.vn');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Tổng quan',
      'Thống kê',
      'Danh sách chương trình',
      'Hồ sơ đã ứng tuyển',
      'Chương trình đã lưu',
      'Thông báo việc làm',
      'Hồ sơ cá nhân',
      'Thông báo',
      'Đổi mật khẩu',
      'Dữ liệu của tôi',
      'Đăng xuất',
    ]);
    // Inside the window, whatever its width.
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    // Arrow keys walk the items (wrapping), Escape closes and gives the button its focus back.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Tổng quan' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Đăng xuất' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // A click outside closes it; an item leads to its page.
    await button.click();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('menu')).toBeHidden();
    await button.click();
    await page.getByRole('menuitem', { name: 'Chương trình đã lưu' }).click();
    await expect(page).toHaveURL('/user/saved-job');
    await expect(page.getByRole('menu')).toHaveCount(0);
    // The bell of the public header opens the latest notifications.
    await page.goto('/tin-tuc-xkld-duhoc');
    await hydrated(page);
    await expect(page.getByTestId('notification-badge')).toHaveAttribute('data-loaded', '1');
    await page.getByTestId('notification-bell').click();
    const bell = page.getByRole('dialog', { name: 'Thông báo' });
    await expect(bell).toBeVisible();
    await expect(bell.getByRole('link', { name: 'Xem tất cả' })).toBeVisible();
    const bellBox = await bell.boundingBox();
    expect(bellBox && bellBox.x >= 0 && bellBox.x + bellBox.width <= width).toBe(true);
    await page.keyboard.press('Escape');
    await expect(bell).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(consoleErrors).toEqual([]);
  });
}

test('the footer newsletter box answers in place on a phone', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/introduction');
  await hydrated(page);
  const email = page.getByRole('textbox', { name: 'Nhận tin chương trình mới qua email' });
  await email.fill('khong-phai-email');
  await page.getByTestId('newsletter-submit').click();
  // The API's answer is shown under the field, which is marked invalid; the page stays.
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#newsletter-email-error')).not.toBeEmpty();
  await expect(page).toHaveURL('/introduction');
  const address = `bantin.${unique()}@example.com`;
  await email.fill(address);
  await page.getByTestId('newsletter-submit').click();
  await expect(page.getByTestId('newsletter-message')).toBeVisible();
  await expect(page.getByTestId('newsletter-message')).not.toBeEmpty();
  await expect(email).toHaveValue('');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(page).toHaveURL('/introduction');
  // The refused address's answer (422) is the only error the browser logs.
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 422 ()']);
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
