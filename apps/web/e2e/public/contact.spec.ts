import { expect, hydrated, signIn, test } from '../fixtures.ts';
import { uniqueAccount, waitForMail, waitForMailWhere } from '../support/mail.ts';

/**
 * Issue 12 item 3, at 390 px: a visitor finds the contact page from the footer, is told what is
 * wrong, sends a message that reaches the site's inbox (and gets a receipt), and an admin marks it
 * handled. Each run has its own sender address and subject.
 */
test.use({ viewport: { width: 390, height: 844 } });

const SITE_INBOX = 'lienhe@viecxa.vn';

test('a visitor sends the contact form and an admin marks the message handled', async ({ page, browser }) => {
  const who = uniqueAccount('lienhe');
  const subject = `Hỏi chi phí đơn hàng ${who.username}`;

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Liên hệ' }).click();
  await expect(page).toHaveURL(/\/lien-he$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Liên hệ với ViệcXa' })).toBeVisible();
  await expect(page.getByRole('link', { name: SITE_INBOX })).toHaveAttribute('href', `mailto:${SITE_INBOX}`);
  await hydrated(page);
  const form = page.getByRole('region', { name: 'Gửi tin nhắn' });

  // Sent empty: every field says what it needs, in the catalogue's words.
  await form.getByRole('button', { name: 'Gửi liên hệ' }).click();
  await expect(page.getByText('Họ và tên không được để trống.')).toBeVisible();
  await expect(page.getByText('Nội dung không được để trống.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await form.getByRole('textbox', { name: 'Họ và tên' }).fill('Trần Văn Hùng');
  await form.getByRole('textbox', { name: 'Số điện thoại' }).fill('12345');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await form.getByRole('textbox', { name: 'Tiêu đề' }).fill(subject);
  await form
    .getByRole('textbox', { name: 'Nội dung' })
    .fill('Tôi muốn biết tổng chi phí trước khi xuất cảnh sang Nhật Bản.');
  await form.getByRole('button', { name: 'Gửi liên hệ' }).click();
  await expect(page.getByText('SĐT không đúng định dạng')).toBeVisible();
  // What was typed is still there.
  await expect(form.getByRole('textbox', { name: 'Tiêu đề' })).toHaveValue(subject);

  await form.getByRole('textbox', { name: 'Số điện thoại' }).fill(who.phone);
  await form.getByRole('button', { name: 'Gửi liên hệ' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Cảm ơn bạn đã liên hệ. Chúng tôi sẽ phản hồi trong thời gian sớm nhất.',
  );
  await expect(form.getByRole('textbox', { name: 'Tiêu đề' })).toHaveValue('');

  const receipt = await waitForMail(who.email);
  expect(receipt.subject).toBe('ViệcXa đã nhận được liên hệ của bạn');
  const toSite = await waitForMailWhere(SITE_INBOX, (m) => m.subject === `[Liên hệ] ${subject}`);
  expect(toSite.text).toContain(who.phone);
  const adminLink = /(https?:\/\/\S+\/admin\/contact-messages\?focus=\d+)/.exec(toSite.text)?.[1];
  expect(adminLink).toBeTruthy();

  // The admin opens the list, finds the message, marks it handled.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'subadmin@viecxa.vn', undefined, '/admin/contact-messages?status=open');
  const card = admin.getByRole('article', { name: subject });
  await expect(card).toBeVisible();
  await expect(card.getByText('Chưa xử lý')).toBeVisible();
  await hydrated(admin);
  await card.getByRole('button', { name: 'Đánh dấu đã xử lý' }).click();
  await expect(admin.getByText('Đã đánh dấu là đã xử lý')).toBeVisible();
  // Handled messages leave the "open" list and show who handled them in the "handled" one.
  await expect(admin.getByRole('article', { name: subject })).toHaveCount(0);
  await admin.goto('/admin/contact-messages?status=handled');
  const handled = admin.getByRole('article', { name: subject });
  await expect(handled.getByText('Đã xử lý', { exact: true })).toBeVisible();
  await expect(handled.getByText(/đã xử lý lúc/)).toBeVisible();
  await adminContext.close();
});
