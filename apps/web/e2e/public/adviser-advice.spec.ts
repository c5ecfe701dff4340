import { expect, hydrated, test } from '../fixtures.ts';

/**
 * Issue 30 at 390 px: the question this product exists to answer. A visitor describes a deposit
 * asked before any contract; the adviser answers with the offer check (red flags with the law, a
 * link to report it) and no offers. A question on conditions is answered from the knowledge base with
 * its sources as links, and the handbook page opens from the answer.
 */
test.use({ viewport: { width: 390, height: 844 } });

const SCAM =
  'Có công ty bảo tôi nộp 50 triệu đặt cọc trước để giữ chỗ đi Hàn Quốc, không cần học tiếng, bay sau 2 tuần. Có nên nộp không?';

test('the scam question gets red flags and a report link, never offers; a conditions question cites the handbook', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/tin-tuc-xkld-duhoc');
  await hydrated(page);
  await page.getByRole('button', { name: 'Mở trợ lý tư vấn' }).click();
  const panel = page.getByRole('dialog', { name: 'Trợ lý tư vấn ViệcXa' });
  await expect(panel).toBeVisible();
  const thread = panel.getByTestId('chat-thread');
  const input = panel.getByRole('textbox', { name: 'Câu hỏi của bạn' });

  await input.fill(SCAM);
  await input.press('Enter');
  const answer = thread.locator('[data-role="assistant"]').last();
  await expect(thread).toHaveAttribute('aria-busy', 'false');
  await expect(answer).toContainText('69/2020');
  await expect(answer).toContainText(/cọc/i);
  await expect(answer.getByTestId('chat-job-card')).toHaveCount(0);
  await expect(answer.getByTestId('chat-company-card')).toHaveCount(0);
  const sources = answer.getByTestId('chat-sources');
  await expect(sources.getByRole('link', { name: 'Báo cho ViệcXa qua trang Liên hệ' })).toBeVisible();

  // A question on conditions: the knowledge base's entry is given to the model (the e2e fake echoes
  // what it was given) and cited under the answer; its handbook page opens from the link.
  await input.fill('Điều kiện đi XKLĐ Nhật Bản là gì?');
  await input.press('Enter');
  const second = thread.locator('[data-role="assistant"]').last();
  await expect(thread).toHaveAttribute('aria-busy', 'false');
  await expect(second).toContainText('"nguon"');
  await expect(second.getByTestId('chat-job-card')).toHaveCount(0);
  const handbook = second.getByTestId('chat-sources').locator('a[href^="/cam-nang/"]').first();
  const title = (await handbook.textContent())?.trim() ?? '';
  expect(title.length).toBeGreaterThan(5);
  const official = second.getByTestId('chat-sources').locator('a[href^="https://"]').first();
  await expect(official).toHaveAttribute('target', '_blank');
  await expect(official).toHaveAttribute('rel', /noopener/);
  await handbook.click();
  await expect(page).toHaveURL(/\/cam-nang\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(panel).toHaveCount(0);

  // The report link of an offer from outside ViệcXa leads to the contact form.
  await page.getByRole('button', { name: 'Mở trợ lý tư vấn' }).click();
  await panel
    .getByTestId('chat-sources')
    .first()
    .getByRole('link', { name: 'Báo cho ViệcXa qua trang Liên hệ' })
    .click();
  await expect(page).toHaveURL(/\/lien-he$/);
  expect(consoleErrors).toEqual([]);
});
