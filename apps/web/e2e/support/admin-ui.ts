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
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText('Cập nhật tài khoản thành công')).toBeVisible();
}
