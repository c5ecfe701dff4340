import { expect, hydrated, test } from './fixtures.ts';
import { createPublicJob, uniqueWord } from './support/public-jobs.ts';

const LIST = '/danh-sach-chuong-trinh-xkld-duhoc';
/** The job form's maximum title length (the contract's job schema). */
const TITLE_MAX = 200;

/** A Vietnamese title of exactly TITLE_MAX characters, findable by `word`. */
function longTitle(word: string): string {
  const text = `Đơn hàng ${word} tuyển gấp nữ đóng gói thực phẩm tại Aichi Nhật Bản, lương cao, bay nhanh, hỗ trợ chỗ ở và chi phí đi lại cho người lao động; `;
  return `${text.repeat(3).slice(0, TITLE_MAX - 1)}ệ`;
}

// Posts its own job through the company and admin API first.
test.describe.configure({ timeout: 90_000 });

test('a job with a title of the maximum length opens from its card in the list @postgres', async ({
  page,
  request,
  consoleErrors,
}) => {
  const word = uniqueWord();
  const title = longTitle(word);
  expect([...title]).toHaveLength(TITLE_MAX);
  const job = await createPublicJob(request, { title });
  expect(job.name).toBe(title);

  await page.goto(`${LIST}?search=${word}`);
  await hydrated(page);
  const card = page.getByTestId('job-card').filter({ hasText: word });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(job.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('job-state')).toHaveText('Đang tuyển');

  // The same page without JavaScript (a search engine, a shared link): 200, not 404.
  const res = await request.get(job.url);
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain(`<title>${title} | ViệcXa</title>`);

  // However long a slug in a link is, the page takes it to the job's own address.
  await page.goto(`/job/${job.id}/${'x'.repeat(3000)}`);
  await expect(page).toHaveURL(job.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(consoleErrors).toEqual([]);
});
