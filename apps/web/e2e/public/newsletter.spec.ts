import { readFile } from 'node:fs/promises';
import { NewsletterMessage } from '@app/contract/client';
import { expect, hydrated, signIn, test } from '../fixtures.ts';
import { type ReceivedMail, uniqueAccount, waitForMailWhere } from '../support/mail.ts';

/**
 * Issue 12 item 4, at 390 px: a visitor signs up in the footer, gets the confirmation mail, opens
 * its link (which alone confirms nothing), confirms with the button, gets the welcome newsletter
 * with its one-click unsubscribe headers, and unsubscribes from its footer link; an admin follows
 * the address in /admin/newsletter and downloads the CSV. Each run has its own address.
 */
test.use({ viewport: { width: 390, height: 844 } });

function linkIn(mail: ReceivedMail, path: string): string {
  const found = new RegExp(`https?://\\S+(${path}\\?token=[\\w-]+)`).exec(mail.text)?.[1];
  expect(found, mail.text).toBeTruthy();
  return found as string;
}

test('a visitor confirms the newsletter from the mail and unsubscribes; an admin sees and exports it', async ({
  page,
  browser,
}) => {
  const { email } = uniqueAccount('nhantin');

  await page.goto('/');
  await hydrated(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: /Nhận tin/ }).fill(email);
  await footer.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(footer.getByText(NewsletterMessage.subscribed)).toBeVisible();

  const confirmation = await waitForMailWhere(
    email,
    (m) => m.subject === 'Xác nhận đăng ký nhận tin từ ViệcXa',
  );
  await page.goto(linkIn(confirmation, '/nhan-tin/xac-nhan'));
  await expect(page.getByRole('heading', { level: 1, name: 'Xác nhận đăng ký nhận tin' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

  // Opening the link (as a mail scanner would) confirmed nothing: the admin still sees it waiting.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@viecxa.vn', undefined, `/admin/newsletter?search=${encodeURIComponent(email)}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Nhận tin qua email' })).toBeVisible();
  await expect(admin.getByRole('article', { name: email }).getByText('Chờ xác nhận')).toBeVisible();

  await hydrated(page);
  await page.getByRole('button', { name: 'Xác nhận đăng ký' }).click();
  await expect(page.getByRole('status')).toHaveText(NewsletterMessage.confirmed);

  // The first newsletter mail: the footer link and the RFC 8058 headers name the same token.
  const welcome = await waitForMailWhere(
    email,
    (m) => m.subject === 'Chào mừng bạn đến với bản tin ViệcXa',
    30_000,
  );
  const unsubscribe = linkIn(welcome, '/nhan-tin/huy');
  const token = new URL(unsubscribe, 'http://x').searchParams.get('token');
  expect(welcome.headers['list-unsubscribe']).toMatch(
    new RegExp(`^<https?://\\S+/api/newsletter/unsubscribe\\?token=${token}>$`),
  );
  expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  await admin.reload();
  await expect(admin.getByRole('article', { name: email }).getByText('Đã xác nhận')).toBeVisible();

  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: 'Hủy đăng ký nhận tin' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Hủy đăng ký' }).click();
  await expect(page.getByRole('status')).toHaveText(NewsletterMessage.unsubscribed);

  // The admin sees the unsubscription and downloads the list as CSV (with the same search).
  await admin.reload();
  await expect(admin.getByRole('article', { name: email }).getByText('Đã hủy')).toBeVisible();
  await hydrated(admin);
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Tải CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^nguoi-dang-ky-nhan-tin-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    '\uFEFFEmail,Trạng thái,Đồng ý nhận tin lúc (giờ Việt Nam),Xác nhận lúc,Hủy đăng ký lúc',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(`^${email.replace(/\./g, '\\.')},Đã hủy,[\\d-]+ [\\d:]+,[\\d-]+ [\\d:]+,[\\d-]+ [\\d:]+$`),
  );
  await adminContext.close();
});

test('a link without a token, or with a wrong one, says so', async ({ page }) => {
  await page.goto('/nhan-tin/xac-nhan');
  await expect(page.getByRole('alert')).toHaveText(NewsletterMessage.confirmLinkInvalid);
  await expect(page.getByRole('button', { name: 'Xác nhận đăng ký' })).toHaveCount(0);
  await page.goto('/nhan-tin/huy?token=khong-hop-le');
  await hydrated(page);
  await page.getByRole('button', { name: 'Hủy đăng ký' }).click();
  await expect(page.getByRole('alert')).toHaveText(NewsletterMessage.unsubscribeLinkInvalid);
});
