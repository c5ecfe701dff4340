import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import { editor, PHOTO, PHOTO_PATH, pick, toast, unique, writeRichText } from '../support/jobs.ts';

/*
 * News end to end (issue 12 item 2). Each test writes its own articles (unique words in the title),
 * so the seeded articles other specs read never change.
 */
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PHONE = { width: 390, height: 844 };

test('an admin writes and publishes an article with an image on a phone; a visitor finds it without accents, opens it and sees related jobs', async ({
  browser,
  consoleErrors,
}) => {
  const word = `nagoya${unique()}`;
  const title = `Kinh nghiệm phỏng vấn đơn hàng cơ khí ${word}`;

  // --- The admin, on a 390 px phone.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  admin.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await signIn(admin, 'admin@viecxa.vn', undefined, '/admin/blogs');
  await hydrated(admin);
  await admin.getByRole('link', { name: 'Viết bài mới' }).click();
  await expect(admin).toHaveURL('/admin/blogs/create');
  await hydrated(admin);

  // Sent empty first: the catalogue's messages under the fields.
  await admin.getByRole('button', { name: 'Lưu bài viết' }).click();
  await expect(admin.getByText('Tiêu đề không được để trống.')).toBeVisible();
  await expect(admin.getByText('Danh mục không được để trống.')).toBeVisible();

  await admin.getByRole('textbox', { name: 'Tiêu đề' }).fill(title);
  await admin
    .getByRole('textbox', { name: 'Tóm tắt' })
    .fill('Những câu hỏi xí nghiệp Nhật hay hỏi ứng viên cơ khí và cách trả lời.');
  await pick(admin, 'Danh mục', 'Cẩm nang');
  await pick(admin, 'Quốc gia liên quan', 'Nhật Bản', 'Nhật');
  await admin.getByRole('textbox', { name: 'Thẻ' }).fill('Phỏng vấn, Nhật Bản');
  await admin.getByLabel('Chọn ảnh đại diện').setInputFiles({
    name: 'nha-may-aichi.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await writeRichText(admin, 'Nội dung', 'Hãy giới thiệu bản thân ngắn gọn bằng tiếng Nhật. ');
  const { root } = editor(admin, 'Nội dung');
  const chooser = admin.waitForEvent('filechooser');
  await root.getByRole('button', { name: 'Chèn ảnh' }).click();
  await (await chooser).setFiles(PHOTO_PATH);
  await expect(root.locator('img[src^="/api/files/editor-image/"]')).toBeVisible();
  await admin.getByText('Đăng ngay', { exact: true }).click();
  await admin.getByRole('button', { name: 'Lưu bài viết' }).click();

  await expect(admin).toHaveURL(/\/admin\/blogs\/\d+$/);
  await expect(toast(admin, 'Đã tạo bài viết')).toBeVisible();
  await expect(admin.getByTestId('blog-status')).toHaveText('Đã đăng');
  await expect(admin.getByTestId('blog-body').locator('img[src^="/api/files/editor-image/"]')).toBeVisible();
  await adminContext.close();

  // --- A visitor on a phone: the news list, a search typed without accents.
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const visitor = await visitorContext.newPage();
  visitor.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await visitor.goto('/tin-tuc-xkld-duhoc');
  await hydrated(visitor);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Tin tức xuất khẩu lao động và du học');
  await visitor.getByRole('searchbox', { name: 'Tìm bài viết' }).fill(`phong van co khi ${word}`);
  await visitor.getByRole('button', { name: 'Tìm', exact: true }).click();
  await expect(visitor).toHaveURL(/search=phong/);
  const cards = visitor.getByTestId('blog-card');
  await expect(cards).toHaveCount(1);
  await cards.getByRole('link', { name: title }).click();

  await expect(visitor).toHaveURL(/\/tin-tuc-xkld-duhoc\/\d+\/kinh-nghiem-phong-van-don-hang-co-khi-nagoya/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(
    visitor.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Cẩm nang' }),
  ).toBeVisible();
  const body = visitor.getByTestId('blog-body');
  await expect(body).toContainText('Hãy giới thiệu bản thân');
  const inserted = body.locator('img[src^="/api/files/editor-image/"]');
  await expect(inserted).toBeVisible();
  expect(await inserted.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Related jobs by destination: open jobs in Japan, each one a link to its page.
  const jobs = visitor.getByRole('region', { name: 'Chương trình tại Nhật Bản' });
  await expect(jobs.getByTestId('job-card').first()).toBeVisible();
  await expect(jobs.getByTestId('job-card').first()).toContainText('Nhật Bản');
  // Share links carry the canonical address.
  const canonical = await visitor.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/tin-tuc-xkld-duhoc\/\d+\/kinh-nghiem/);
  await expect(visitor.getByRole('link', { name: 'Facebook', exact: true })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical ?? '')}`,
  );
  const ld = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: title, url: canonical });

  // The first related job opens its page.
  const firstJob = jobs.getByTestId('job-card').first().getByRole('heading').getByRole('link');
  const jobName = (await firstJob.textContent()) ?? '';
  await firstJob.click();
  await expect(visitor).toHaveURL(/\/job\/\d+\//);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(jobName);
  await visitorContext.close();
  expect(consoleErrors).toEqual([]);
});

test('a draft is not public; category and tag links filter the news list', async ({
  page,
  consoleErrors,
}) => {
  const word = `osaka${unique()}`;
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'subadmin@viecxa.vn', password: 'Demo@123' },
  });
  const token = (await login.json()).data.token as string;
  const draft = await page.request.post('/api/admin/blogs', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title: `Bản nháp ${word}`,
      summary: 'Chưa đăng',
      body: '<p>Nháp</p>',
      category: 'news',
      status: 'draft',
    },
  });
  expect(draft.status()).toBe(200);
  const { id, slug } = (await draft.json()).data as { id: number; slug: string };

  await page.setViewportSize(PHONE);
  const res = await page.goto(`/tin-tuc-xkld-duhoc/${id}/${slug}`);
  expect(res?.status()).toBe(404);
  await page.goto(`/tin-tuc-xkld-duhoc?search=${word}`);
  await expect(page.getByText('Không tìm thấy bài viết phù hợp.')).toBeVisible();

  await page.goto('/tin-tuc-xkld-duhoc');
  await hydrated(page);
  await page
    .getByRole('navigation', { name: 'Danh mục tin tức' })
    .getByRole('link', { name: 'Du học' })
    .click();
  await expect(page).toHaveURL('/tin-tuc-xkld-duhoc?category=study_abroad');
  // The two seeded study-abroad articles (this spec writes none).
  await expect(page.getByTestId('blog-card')).toHaveCount(2);
  for (const card of await page.getByTestId('blog-card').all()) await expect(card).toContainText('Du học');

  await page
    .getByRole('region', { name: 'Chủ đề phổ biến' })
    .getByRole('link', { name: /#Lừa đảo/ })
    .click();
  await expect(page).toHaveURL(/\?tag=L%E1%BB%ABa/);
  await expect(page.getByText('Chủ đề #Lừa đảo')).toBeVisible();
  await expect(page.getByTestId('blog-card')).toHaveCount(2);
  // The 404 page logs the failed document load; nothing else may.
  expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
});
