import { expect as baseExpect, test } from '../fixtures.ts';
import { createPendingCompanyWithInfo } from '../support/jobs.ts';
import { createPublicJob, uniqueWord } from '../support/public-jobs.ts';

/*
 * Issue 19 item 4, what a visitor tripped over on a phone (390 px): the home page that took
 * ~10,000 px of scrolling before its thematic sections, the cut search placeholder, and the
 * companies list without a "Việc làm trong nước" chip or badge.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SHOTS_DIR;
const COMPANIES = '/danh-sach-cong-ty-xkld-duhoc';

test('the phone home page shows 6 newest cards, "Xem thêm", then the thematic sections; the placeholder fits', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/');
  const newest = page.locator('#noi-bat').locator('xpath=ancestor::section[1]');
  const cards = newest.getByTestId('job-card');
  // The 20 newest are in the page (spec §9); a phone shows 6 of them.
  await expect(cards).toHaveCount(20);
  await expect(cards.nth(5)).toBeVisible();
  await expect(cards.nth(6)).toBeHidden();
  const more = page.getByTestId('home-more');
  await expect(more).toBeVisible();
  await expect(more).toHaveText('Xem thêm chương trình');

  // The thematic sections come within a few screens (the page was ~10,000 px with 20 full cards).
  const labourTop = await page
    .locator('#xkld')
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(labourTop).toBeLessThan(4_500);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(7_500);

  // The placeholder's text fits its box (measured with the input's own font).
  const search = page.getByRole('searchbox', { name: 'Từ khóa' });
  const fits = await search.evaluate((el) => {
    const input = el as HTMLInputElement;
    const style = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text: ctx.measureText(input.placeholder).width, room };
  });
  expect(fits.text).toBeLessThanOrEqual(fits.room);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-390.png`, fullPage: true });

  await more.click();
  await expect(page).toHaveURL('/danh-sach-chuong-trinh-xkld-duhoc');
  await context.close();
});

test('the companies list filters "Việc làm trong nước" and badges a company hiring at home', async ({
  browser,
  request,
}) => {
  const word = uniqueWord();
  const companyName = `Công ty TNHH Dịch vụ Việc làm Nội địa ${word.toUpperCase()}`;
  const account = await createPendingCompanyWithInfo(request, {
    status: 'activated',
    name: 'Lê Thị Mơ',
    companyName,
  });
  await createPublicJob(
    request,
    {
      title: `Công nhân đóng gói tại Hà Nội đợt ${word}`,
      kind: 'domestic',
      nation_code: 'VN',
      province_code: '01',
    },
    account,
  );

  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(COMPANIES);
    const chips = page.getByRole('navigation', { name: 'Lĩnh vực hoạt động' });
    await chips.getByRole('link', { name: 'Việc làm trong nước' }).click();
    await expect(page).toHaveURL(`${COMPANIES}?activity=3`);
    await expect(chips.getByRole('link', { name: 'Việc làm trong nước' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const card = page.getByTestId('company-card').filter({ hasText: companyName });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Việc làm trong nước', { exact: true })).toBeVisible();
    // The demo labour-export companies without domestic jobs are not in this list.
    await expect(page.getByTestId('company-card').filter({ hasText: 'Sao Mai' })).toHaveCount(0);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/companies-domestic-${viewport.width}.png`, fullPage: true });

    await card.getByRole('link', { name: companyName }).click();
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    await expect(page.getByText('Việc làm trong nước', { exact: true }).first()).toBeVisible();
    await context.close();
  }
});
