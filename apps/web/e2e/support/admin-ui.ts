import { type Browser, expect, type Page } from '@playwright/test';
import { hydrated, signIn } from '../fixtures.ts';

/** Mantine Select: open it by its label and pick an option. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** From the admin account list, search an account and open its detail page. */
export async function openAccount(page: Page, search: string, name: string) {
  await page.goto(`/admin/users?search=${encodeURIComponent(search)}`);
  await hydrated(page);
  await page.getByTestId('users-table').getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await hydrated(page);
}

/** A quick action on the account detail page, confirmed in its dialog. */
export async function confirmAction(page: Page, button: string, dialogTitle: string) {
  await page.getByTestId('account-actions').getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  // The toast comes after the action and the reload of the page's data: on a loaded machine that
  // round trip alone has taken more than the 15 s an assertion waits, so wait for the action's
  // answer first (bounded by the test's time), then for the toast it brings.
  const answered = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname.startsWith('/admin/users/'),
  );
  await dialog.getByRole('button', { name: button, exact: true }).click();
  expect((await answered).status()).toBeLessThan(400);
  await expect(page.getByText('Cập nhật tài khoản thành công')).toBeVisible();
}

/**
 * What a company hears of an admin's action: signs it in on a phone-sized page of its own, opens
 * its bell and returns the notification holding `text` (close `context` when done).
 */
export async function companyBellItem(
  browser: Browser,
  account: { email: string; password: string },
  text: string,
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, account.email, account.password, '/company/dashboard');
  await hydrated(page);
  await page.getByTestId('notification-bell').click();
  const item = page
    .getByTestId('notification-dropdown')
    .getByTestId('notification-item')
    .filter({ hasText: text });
  return { context, page, item };
}
