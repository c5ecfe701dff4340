import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@123';

/** Fails the test on any console error or uncaught page error (the shell must load clean). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
});

export { expect };

export async function login(page: Page, identifier: string, password = DEMO_PASSWORD) {
  await page.goto('/dang-nhap');
  await page.getByLabel('Email hoặc tên đăng nhập').fill(identifier);
  await page.getByLabel('Mật khẩu', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/** Waits until React has hydrated the page, so clicks reach event handlers. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
