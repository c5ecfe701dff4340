import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@123';

/** With E2E_CPU_SLOWDOWN=N each test's page runs on a CPU N× slower (a phone; docs/testing.md). */
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);

/** Fails the test on any console error or uncaught page error (the shell must load clean). */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    if (CPU_SLOWDOWN > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await use(page);
  },
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

/** Logs in through the form, as a person does: for the specs whose subject is logging in. */
export async function login(page: Page, identifier: string, password = DEMO_PASSWORD) {
  await page.goto('/dang-nhap');
  await page.getByLabel('Email hoặc tên đăng nhập').fill(identifier);
  await page.getByLabel('Mật khẩu', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/**
 * Setup, not the flow under test: signs the page's browser context in through the API and puts
 * the token in the session cookie the login form would have set (httpOnly, SameSite=Lax), then
 * opens `path`. Saves two page loads (the form and the dashboard) per login: in this suite the
 * browser's CPU is most of the time, and the login form has its own specs (auth/login.spec.ts).
 */
export async function signIn(page: Page, identifier: string, password = DEMO_PASSWORD, path?: string) {
  const res = await page.request.post('/api/auth/login', { data: { email: identifier, password } });
  expect(res.status(), await res.text()).toBe(200);
  const token = (await res.json()).data.token as string;
  const origin = new URL(res.url()).origin;
  await page
    .context()
    .addCookies([{ name: 'access_token', value: token, url: origin, httpOnly: true, sameSite: 'Lax' }]);
  if (path) await page.goto(path);
}

/** Waits until React has hydrated the page, so clicks reach event handlers. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
