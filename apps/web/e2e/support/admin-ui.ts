import { expect, type Page } from '@playwright/test';
import { hydrated } from '../fixtures.ts';

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
