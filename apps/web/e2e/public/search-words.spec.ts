import { expect, hydrated, test } from '../fixtures.ts';
import { createPublicJob, futureDate, uniqueWord } from '../support/public-jobs.ts';

const LIST = '/danh-sach-chuong-trinh-xkld-duhoc';

// The test posts its own orders through the company and admin API first.
test.describe.configure({ timeout: 90_000 });

test.describe('search with the market words, on a 390 px phone (issue 19)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"xkld" lists labour-export orders, most relevant first; "han quoc" is Korea, not "hàn" + "Quốc tế"', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const word = uniqueWord();
    // A welding order in Japan: "hàn" in its title, "Quốc tế" in the company's name
    // (Công ty Cổ phần Nhân lực Quốc tế Sao Mai).
    const welding = await createPublicJob(request, {
      title: `Thợ hàn bán tự động tại Osaka đợt ${word}`,
      nation_code: 'JP',
      location: 'Osaka',
      salary_currency: 'JPY',
      salary_min: '220.000',
      deadline: futureDate(45),
    });
    const korea = await createPublicJob(request, {
      title: `Công nhân đóng gói thực phẩm tại Busan đợt ${word}`,
      nation_code: 'KR',
      location: 'Busan',
      salary_currency: 'KRW',
      salary_min: '2.300.000',
      deadline: futureDate(40),
    });

    await page.goto('/');
    await hydrated(page);
    const box = page.getByRole('search', { name: 'Tìm chương trình' }).getByRole('searchbox');
    await box.fill('xkld');
    await box.press('Enter');
    await expect(page).toHaveURL(`${LIST}?search=xkld`);
    // The list has rendered (the home page's own cards are gone).
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ chương trình/);
    const cards = page.getByRole('main').getByTestId('job-card');
    // Every card on the page is a labour-export order (badge "XKLĐ"), though none says "xkld".
    const texts = await cards.allInnerTexts();
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) expect(text).toContain('XKLĐ');
    await expect(page.getByRole('combobox', { name: 'Sắp xếp theo' })).toHaveValue('phu-hop-nhat');

    // The list's own keyword box: "han quoc" and the test's word find the Korean order only.
    await hydrated(page);
    const keyword = page.getByRole('searchbox', { name: 'Từ khóa' });
    await keyword.fill(`han quoc ${word}`);
    await keyword.press('Enter');
    await expect(page).toHaveURL(`${LIST}?search=han+quoc+${word}`);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('link', { name: korea.name })).toBeVisible();
    await expect(page.getByRole('link', { name: welding.name })).toHaveCount(0);

    // "han quoc" alone: a Korean job first.
    await keyword.fill('han quoc');
    await keyword.press('Enter');
    await expect(page).toHaveURL(`${LIST}?search=han+quoc`);
    await expect(cards.first()).toContainText('Hàn Quốc');
    await expect(page.getByRole('link', { name: welding.name })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
