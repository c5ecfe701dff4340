import { expect, hydrated, signIn, test } from '../fixtures.ts';
import { apiToken, createSeeker, toast } from '../support/jobs.ts';
import { createPublicJob, uniqueWord } from '../support/public-jobs.ts';

const LIST = '/danh-sach-chuong-trinh-xkld-duhoc';
const SAVED = 'Thêm vào yêu thích thành công';
const UNSAVED = 'Xoá khỏi yêu thích thành công';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

test('a seeker saves a job on its page, double-clicks a card heart (saved once), then removes one in /user/saved-job', async ({
  page,
  request,
  consoleErrors,
}) => {
  const word = uniqueWord();
  const first = await createPublicJob(request, { title: `Đơn hàng may mặc tại Gifu đợt ${word}` });
  const second = await createPublicJob(request, { title: `Đơn hàng lắp ráp điện tử tại Aichi đợt ${word}` });
  // A seeker of its own: its saved list changes only here.
  const seeker = await createSeeker(request, 'Đinh Thị Lưu');

  // A guest is offered the login, coming back to the job.
  await page.goto(first.url);
  const guestHeart = page.locator('h1').locator('xpath=following-sibling::a[1]');
  await expect(guestHeart).toHaveAccessibleName('Lưu việc làm');
  await expect(guestHeart).toHaveAttribute('href', `/dang-nhap?redirect=${encodeURIComponent(first.url)}`);

  await signIn(page, seeker.email, seeker.password, '/user/dashboard');

  // --- Save on the job page.
  await page.goto(first.url);
  await hydrated(page);
  const heart = page.locator('h1').locator('xpath=following-sibling::form[1]').getByRole('button');
  await expect(heart).toHaveAccessibleName('Lưu việc làm');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(toast(page, SAVED)).toBeVisible();
  await expect(heart).toHaveAccessibleName('Bỏ lưu việc làm');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The saved state comes from the server on the next visit too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // --- A double click on a card's heart saves it once.
  await page.goto(`${LIST}?search=${word}`);
  await hydrated(page);
  const card = page.getByTestId('job-card').filter({ hasText: second.name });
  const firstCard = page.getByTestId('job-card').filter({ hasText: first.name });
  await expect(firstCard.getByRole('button', { name: 'Bỏ lưu việc làm' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const cardHeart = card.getByTestId('save-job');
  await expect(cardHeart).toHaveAccessibleName('Lưu việc làm');
  await cardHeart.dblclick();
  await expect(toast(page, SAVED).first()).toBeVisible();
  await expect(cardHeart).toHaveAccessibleName('Bỏ lưu việc làm');
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');

  const token = await apiToken(request, seeker.email, seeker.password);
  const saved = (await (
    await request.get('/api/employee/saved-jobs?limit=100', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { items: { id: number }[] } };
  expect(saved.data.items.filter((j) => j.id === second.id)).toHaveLength(1);
  expect(saved.data.items.filter((j) => j.id === first.id)).toHaveLength(1);

  // --- The saved list shows both; removing one there.
  await page.goto('/user/saved-job');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Chương trình đã lưu' })).toBeVisible();
  const savedFirst = page.getByTestId('job-card').filter({ hasText: first.name });
  const savedSecond = page.getByTestId('job-card').filter({ hasText: second.name });
  await expect(savedFirst).toHaveCount(1);
  await expect(savedSecond).toHaveCount(1);
  await expect(savedFirst.getByTestId('job-state')).toHaveText('Đang tuyển');
  await expect(page.getByTestId('saved-total')).toHaveText('2 chương trình');
  await savedFirst.getByRole('button', { name: 'Bỏ lưu việc làm' }).click();
  await expect(toast(page, UNSAVED)).toBeVisible();
  await expect(savedFirst).toHaveCount(0);
  await expect(savedSecond).toHaveCount(1);
  await expect(page.getByTestId('saved-total')).toHaveText('1 chương trình');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The last one goes too (through the page).
  await savedSecond.getByRole('button', { name: 'Bỏ lưu việc làm' }).click();
  await expect(savedSecond).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('without JavaScript the heart is a plain form that saves, removes and comes back to the page', async ({
  browser,
  request,
}) => {
  const job = await createPublicJob(request, {
    title: `Đơn hàng chế biến thủy sản tại Miyagi đợt ${uniqueWord()}`,
  });
  const seeker = await createSeeker(request, 'Đinh Văn Lưu');
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signIn(page, seeker.email, seeker.password, job.url);
  const heart = page.locator('h1').locator('xpath=following-sibling::form[1]').getByRole('button');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page).toHaveURL(job.url);
  await expect(heart).toHaveAccessibleName('Bỏ lưu việc làm');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(page).toHaveURL(job.url);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await context.close();
});
