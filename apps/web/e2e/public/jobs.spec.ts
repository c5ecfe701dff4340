import { expect, hydrated, test } from '../fixtures.ts';
import {
  createPublicJob,
  DEMO_COMPANY,
  disableJob,
  futureDate,
  PIXEL_PNG,
  uniqueWord,
} from '../support/public-jobs.ts';

const LIST = '/danh-sach-chuong-trinh-xkld-duhoc';

/** Two engineering orders with the same words, one in Japan and one in Korea. */
async function postTwoOrders(request: Parameters<typeof createPublicJob>[0]) {
  const word = uniqueWord();
  const japan = await createPublicJob(request, {
    title: `Kỹ sư cơ khí vận hành máy CNC tại Gifu đợt ${word}`,
    nation_code: 'JP',
    location: 'Gifu',
    salary_currency: 'JPY',
    salary_period: 'month',
    salary_min: '250.000',
    salary_max: '300.000',
    expense_max: '90.000.000',
    deadline: futureDate(45),
    expected_flight_date: futureDate(150),
    requirements: '<ul><li>Tốt nghiệp cao đẳng cơ khí</li></ul>',
    thumbnail: PIXEL_PNG,
  });
  const korea = await createPublicJob(request, {
    title: `Kỹ sư cơ khí bảo trì nhà máy tại Busan đợt ${word}`,
    nation_code: 'KR',
    location: 'Busan',
    salary_currency: 'KRW',
    salary_min: '2.500.000',
    deadline: futureDate(40),
  });
  return { word, japan, korea };
}

/** The JSON-LD blocks of a page's server HTML. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
  );
}

// Each test posts its own jobs through the company and admin API first.
test.describe.configure({ timeout: 90_000 });

test.describe('a visitor on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('finds an order by its title typed without accents, filters by nation, opens it and its JSON-LD @postgres', async ({
    page,
    request,
    consoleErrors,
    baseURL,
  }) => {
    const { word, japan, korea } = await postTwoOrders(request);

    await page.goto('/');
    await hydrated(page);
    const box = page.getByRole('search', { name: 'Tìm chương trình' }).getByRole('searchbox');
    await box.fill(`ky su co khi ${word}`);
    await box.press('Enter');
    await expect(page).toHaveURL(`${LIST}?search=ky+su+co+khi+${word}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page.getByTestId('job-card');
    await expect(cards).toHaveCount(2);
    await expect(page.getByTestId('result-count')).toHaveText('2 chương trình');
    await expect(cards.getByRole('link', { name: japan.name })).toBeVisible();
    await expect(cards.getByRole('link', { name: korea.name })).toBeVisible();

    // Filters sit in a drawer on phones.
    await hydrated(page);
    await page.getByRole('link', { name: /^Bộ lọc/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Bộ lọc' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('group', { name: 'Quốc gia' }).getByLabel('Nhật Bản').check();
    await drawer.getByRole('button', { name: 'Xem kết quả' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(`${LIST}?search=ky+su+co+khi+${word}&nation=JP`);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('link', { name: japan.name })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Bộ lọc đang áp dụng' })).toContainText('Nhật Bản');

    // The filter lives in the URL: a reload keeps it.
    await page.reload();
    await hydrated(page);
    await expect(page).toHaveURL(/nation=JP/);
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('searchbox', { name: 'Từ khóa' })).toHaveValue(`ky su co khi ${word}`);

    await cards.getByRole('link', { name: japan.name }).click();
    await expect(page).toHaveURL(japan.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(japan.name);
    await expect(page.locator('dl').getByText('250.000 – 300.000 JPY/tháng')).toBeVisible();
    await expect(
      page.getByText(/≈ .* triệu ₫\/tháng \(theo tỷ giá ngày \d{2}\/\d{2}\/\d{4}\)/),
    ).toBeVisible();
    await expect(page.getByTestId('job-state')).toHaveText('Đang tuyển');
    await expect(
      page.getByText(`Giấy phép đưa người lao động đi làm việc ở nước ngoài: ${DEMO_COMPANY.licence}`),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${japan.name} | ViệcXa`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${japan.url}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${baseURL}${japan.url}`,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${baseURL}${japan.thumbnail}`,
    );

    // The JSON-LD is in the server's HTML, not added by scripts.
    const html = await (await request.get(japan.url)).text();
    // biome-ignore lint/suspicious/noExplicitAny: parsed JSON, checked field by field below
    const ld = jsonLdBlocks(html).find((b) => b['@type'] === 'JobPosting') as Record<string, any>;
    expect(ld).toBeDefined();
    expect(ld.title).toBe(japan.name);
    expect(ld.validThrough).toBe(`${japan.deadline}T23:59:59+07:00`);
    expect(ld.baseSalary).toMatchObject({
      '@type': 'MonetaryAmount',
      currency: 'JPY',
      value: { minValue: 250000, maxValue: 300000, unitText: 'MONTH' },
    });
    expect(ld.hiringOrganization).toMatchObject({ '@type': 'Organization', name: DEMO_COMPANY.name });
    expect(ld.jobLocation.address).toMatchObject({ addressCountry: 'JP', addressRegion: 'Gifu' });
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'VN' });
    expect(ld.description).toContain('Tốt nghiệp cao đẳng cơ khí');

    // A wrong slug answers 301 to the canonical URL.
    const wrong = await request.get(`/job/${japan.id}/ten-cu-cua-tin`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(301);
    expect(wrong.headers().location).toBe(japan.url);
    await page.goto(`/job/${japan.id}/ten-cu-cua-tin`);
    await expect(page).toHaveURL(japan.url);
    await page.goto(`/job/${japan.id}`);
    await expect(page).toHaveURL(japan.url);

    expect(consoleErrors).toEqual([]);
  });

  test('goes from the company list to a company page and on to its job', async ({ page, request }) => {
    const job = await createPublicJob(request, {
      title: `Đơn hàng đóng gói thực phẩm tại Osaka đợt ${uniqueWord()}`,
      location: 'Osaka',
      salary_currency: 'JPY',
      salary_min: '175.000',
      salary_max: '190.000',
    });
    await page.goto('/danh-sach-cong-ty-xkld-duhoc');
    await hydrated(page);
    const tab = page.getByRole('link', { name: 'Xuất khẩu lao động', exact: true });
    await tab.click();
    await expect(page).toHaveURL('/danh-sach-cong-ty-xkld-duhoc?activity=2');
    // The URL changes before React renders the new filters: wait for the page to show them.
    await expect(tab).toHaveAttribute('aria-current', 'page');
    const search = page.getByRole('searchbox', { name: 'Tên công ty' });
    await search.fill('sao mai');
    await search.press('Enter');
    await expect(page).toHaveURL('/danh-sach-cong-ty-xkld-duhoc?search=sao+mai&activity=2');
    const card = page.getByTestId('company-card').filter({ hasText: DEMO_COMPANY.name });
    await expect(card).toContainText('Xuất khẩu lao động');
    // The two demo reviews of Sao Mai (5 and 4 stars, seed/demo-reviews.ts).
    await expect(card).toContainText('4,5/5 · 2 đánh giá');
    await card.getByRole('link', { name: DEMO_COMPANY.name }).click();

    await expect(page).toHaveURL(/\/companies\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_COMPANY.name);
    await expect(page.getByText(DEMO_COMPANY.licence)).toBeVisible();
    await expect(page.getByTestId('company-rating')).toHaveText('4,5/5 · 2 đánh giá');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url());
    await page.getByTestId('job-card').getByRole('link', { name: job.name }).click();
    await expect(page).toHaveURL(job.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.name);
  });
});

test.describe('a visitor using the keyboard at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('sorts, pages and removes a filter with the keys alone', async ({ page, request }) => {
    // Two jobs of its own in one nation, so the filtered list has a known pill and results.
    await postTwoOrders(request);
    await page.goto(`${LIST}?nation=KR`);
    await hydrated(page);
    await expect(page.getByTestId('job-card').first()).toBeVisible();

    const sort = page.getByRole('combobox', { name: 'Sắp xếp theo' });
    await sort.focus();
    // A closed native select steps to the next choice with the arrow key.
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(`${LIST}?nation=KR&sort=luong-cao-nhat`);

    const remove = page.getByRole('link', { name: 'Bỏ lọc Hàn Quốc' });
    // The URL changes before React renders the new list: wait until the pill keeps the new sort.
    await expect(remove).toHaveAttribute('href', `${LIST}?sort=luong-cao-nhat`);
    await remove.focus();
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${LIST}?sort=luong-cao-nhat`);
    await expect(page.getByRole('link', { name: 'Bỏ lọc Hàn Quốc' })).toHaveCount(0);

    // The demo data fills more than one page: the links are reached and followed by keyboard.
    const pages = page.getByRole('navigation', { name: 'Phân trang' });
    await expect(pages.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    const next = pages.getByRole('link', { name: 'Trang sau' });
    await expect(next).toHaveAttribute('href', `${LIST}?sort=luong-cao-nhat&page=2`);
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${LIST}?sort=luong-cao-nhat&page=2`);
    await expect(pages.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Trang trước' })).toBeVisible();
  });
});

test.describe('search engines and browsers without JavaScript', () => {
  test('the list is complete HTML: cards, links, a GET form; empty fields are tidied away', async ({
    request,
    baseURL,
  }) => {
    const { japan, word } = await postTwoOrders(request);
    const res = await request.get(`${LIST}?search=ky+su+co+khi+${word}&nation=JP&utm_source=zalo`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html.match(/data-testid="job-card"/g)).toHaveLength(1);
    expect(html).toContain(`href="${japan.url}"`);
    expect(html).toContain(japan.name);
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms.some((f) => f.includes(`action="${LIST}"`) && f.includes('method="get"'))).toBe(true);
    const japanBox = (html.match(/<input[^>]*>/g) ?? []).filter(
      (tag) => tag.includes('type="checkbox"') && tag.includes('name="nation"') && tag.includes('value="JP"'),
    );
    expect(japanBox).toHaveLength(1);
    expect(japanBox.every((tag) => tag.includes('checked'))).toBe(true);
    // Keyword results are followed, not indexed; the canonical URL drops tracking parameters.
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain(
      `<link rel="canonical" href="${baseURL}${LIST}?search=ky+su+co+khi+${word}&amp;nation=JP"/>`,
    );

    // A form sent without JavaScript carries its empty fields: the page redirects to the tidy URL
    // (with a keyword the default order is the most relevant first: it is left out too).
    const raw = await request.get(
      `${LIST}?search=ky+su+co+khi+${word}&kind=&province=&age=&sort=phu-hop-nhat`,
      {
        maxRedirects: 0,
      },
    );
    expect(raw.status()).toBe(302);
    expect(raw.headers().location).toBe(`${LIST}?search=ky+su+co+khi+${word}`);

    // A category page is indexable, with its own title.
    const category = await (await request.get(`${LIST}?kind=labor_export&nation=JP`)).text();
    expect(category).not.toContain('noindex');
    expect(category).toContain('<title>Đơn hàng xuất khẩu lao động tại Nhật Bản | ViệcXa</title>');

    // The home page lists jobs without scripts too.
    const home = await (await request.get('/')).text();
    expect(home).toMatch(/data-testid="job-card"/);
    expect(home).toContain(`<link rel="canonical" href="${baseURL}/"/>`);
  });

  test('sitemap.xml lists public jobs only, robots.txt points to it, closed jobs answer 404', async ({
    request,
    baseURL,
  }) => {
    const { japan } = await postTwoOrders(request);
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    const robotsText = await robots.text();
    expect(robotsText).toContain('Disallow: /admin');
    expect(robotsText).toContain('Disallow: /api/');
    expect(robotsText).toContain('Allow: /api/files/');
    const sitemapUrl = /^Sitemap: (.+)$/m.exec(robotsText)?.[1];
    expect(sitemapUrl).toBe(`${baseURL}/sitemap.xml`);

    const sitemap = await request.get(new URL(sitemapUrl as string).pathname);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(new RegExp(`<url><loc>${baseURL}${japan.url}</loc><lastmod>[^<]+</lastmod></url>`));
    expect(xml).toContain(`<loc>${baseURL}/danh-sach-chuong-trinh-xkld-duhoc</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/companies/\\d+</loc>`));

    // Disabled: out of the sitemap, and the page is a 404 (nothing left to index).
    await disableJob(request, japan.id);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(japan.url);
    const gone = await request.get(japan.url);
    expect(gone.status()).toBe(404);
    expect(await gone.text()).not.toContain('application/ld+json');
    expect((await request.get('/job/999999999/khong-co')).status()).toBe(404);
  });
});
