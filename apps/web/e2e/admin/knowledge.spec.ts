import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import { toast } from '../support/jobs.ts';
import { uniqueWord } from '../support/public-jobs.ts';

/*
 * The knowledge base (issue 30 item 1): an admin writes an entry on a phone, a guest reads it on
 * /cam-nang/<slug> with its source and checked date, the admin edits and deletes it. The test makes
 * its own entry (own slug); the seeded entries other specs read are only read.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 390, height: 844 };

/** A guest in a fresh context each time: no page the browser cached earlier (public pages cache 60 s). */
async function asGuest<T>(browser: Browser, work: (page: Page) => Promise<T>, js = true): Promise<T> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: js });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

test('an admin writes, edits and deletes a handbook entry on a phone; a guest reads it with its source', async ({
  browser,
  request,
}) => {
  const seeded = (await (await request.get('/api/knowledge?limit=1')).json()).data.items[0] as {
    slug: string;
  };
  const word = uniqueWord().toLowerCase();
  const slug = `e2e-cam-nang-${word}`;
  const title = `Nhận diện lời mời đi làm ở nước ngoài ${word}`;
  const source = { title: 'Cục Quản lý lao động ngoài nước', url: 'https://dolab.gov.vn/' };

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, 'admin@viecxa.vn', undefined, '/admin/dashboard');
  await hydrated(page);
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Cẩm nang tư vấn' }).click();
  await expect(page.getByRole('heading', { name: 'Cẩm nang tư vấn', level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByRole('link', { name: 'Thêm mục' }).click();
  await expect(page.getByRole('heading', { name: 'Thêm mục cẩm nang', level: 1 })).toBeVisible();
  await hydrated(page);

  const form = page.getByTestId('knowledge-form');
  await form.getByRole('textbox', { name: 'Tiêu đề' }).fill(title);
  // A slug in use is refused by the server, under its field.
  await form.getByRole('textbox', { name: 'Đường dẫn', exact: true }).fill(seeded.slug);
  await form.getByRole('combobox', { name: 'Chủ đề' }).click();
  await page.getByRole('option', { name: 'Cảnh giác lừa đảo', exact: true }).click();
  await form.getByLabel('Ngày kiểm tra').fill('2026-11-20');
  await form.getByRole('textbox', { name: 'Tóm tắt' }).fill('Không nộp tiền khi chưa ký hợp đồng.');
  await form
    .getByRole('textbox', { name: 'Nội dung' })
    .fill('Những dấu hiệu thường gặp:\n- Đòi đặt cọc giữ chỗ\n- Hứa bay sau hai tuần');
  // A source without its address is refused under its row, before anything is sent.
  await form.getByRole('textbox', { name: 'Tên nguồn 1' }).fill(source.title);
  await page.getByRole('button', { name: 'Thêm mục' }).click();
  await expect(form.getByText('Đường dẫn nguồn không được để trống.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Đường dẫn nguồn 1' }).fill(source.url);
  await page.getByRole('button', { name: 'Thêm mục' }).click();
  await expect(form.getByText('Đường dẫn đã được sử dụng')).toBeVisible();
  await form.getByRole('textbox', { name: 'Đường dẫn', exact: true }).fill(slug);
  await page.getByRole('button', { name: 'Thêm mục' }).click();

  await expect(page).toHaveURL(/\/admin\/knowledge(\?|$)/);
  await expect(toast(page, 'Đã thêm mục cẩm nang')).toBeVisible();
  // At phone width the rows are cards: title, state and checked date readable without scrolling sideways.
  const card = page.getByTestId('knowledge-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Hiển thị');
  await expect(card).toContainText('Kiểm tra lần cuối: 20/11/2026');

  await asGuest(browser, async (guest) => {
    const res = await guest.goto(`/cam-nang/${slug}`);
    expect(res?.status()).toBe(200);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(guest.getByTestId('knowledge-body').getByRole('listitem')).toHaveText([
      'Đòi đặt cọc giữ chỗ',
      'Hứa bay sau hai tuần',
    ]);
    const link = guest.getByTestId('knowledge-sources').getByRole('link', { name: source.title });
    await expect(link).toHaveAttribute('href', source.url);
    await expect(link).toHaveAttribute('rel', 'noopener nofollow');
    await expect(guest.getByTestId('knowledge-checked')).toHaveText('Kiểm tra lần cuối: 20/11/2026');
    await expect(
      guest.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Cẩm nang' }),
    ).toBeVisible();
    await expect(guest.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/cam-nang/${slug}$`),
    );
  });

  // Edit the title.
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: 'Sửa mục cẩm nang', level: 1 })).toBeVisible();
  await hydrated(page);
  const newTitle = `Dấu hiệu lừa đảo khi đi làm việc ở nước ngoài ${word}`;
  await page.getByTestId('knowledge-form').getByRole('textbox', { name: 'Tiêu đề' }).fill(newTitle);
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page).toHaveURL(/\/admin\/knowledge(\?|$)/);
  await expect(toast(page, 'Lưu thông tin thành công')).toBeVisible();
  await asGuest(browser, async (guest) => {
    await guest.goto(`/cam-nang/${slug}`);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(newTitle);
  });

  // Delete it, confirmed in a dialog: its public page is then a 404.
  await page
    .getByTestId('knowledge-card')
    .filter({ hasText: newTitle })
    .getByRole('link', { name: newTitle })
    .click();
  await expect(page.getByRole('heading', { name: 'Sửa mục cẩm nang', level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Xóa', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Xóa mục cẩm nang?' });
  await expect(dialog).toContainText(newTitle);
  await dialog.getByRole('button', { name: 'Xóa mục' }).click();
  await expect(page).toHaveURL(/\/admin\/knowledge(\?|$)/);
  await expect(toast(page, 'Đã xóa mục cẩm nang')).toBeVisible();
  await expect(page.getByTestId('knowledge-card').filter({ hasText: newTitle })).toHaveCount(0);
  await asGuest(browser, async (guest) => {
    const res = await guest.goto(`/cam-nang/${slug}`);
    expect(res?.status()).toBe(404);
  });
  await context.close();
});

test('the handbook lists the seeded entries by topic and filters by country without JavaScript', async ({
  browser,
  request,
}) => {
  const list = (await (await request.get('/api/knowledge?limit=100')).json()).data as {
    items: { slug: string; title: string; nations: string[] }[];
  };
  const tied = list.items.find((e) => e.nations.length > 0);
  const general = list.items.find((e) => e.nations.length === 0);
  if (!tied || !general) throw new Error('the seeded handbook needs a country entry and a general one');
  await asGuest(
    browser,
    async (guest) => {
      const res = await guest.goto('/cam-nang');
      expect(res?.status()).toBe(200);
      await expect(guest.getByRole('heading', { level: 1 })).toHaveText(
        'Cẩm nang xuất khẩu lao động và du học',
      );
      await expect(guest.getByRole('link', { name: tied.title })).toHaveAttribute(
        'href',
        `/cam-nang/${tied.slug}`,
      );
      await expect(guest.getByRole('link', { name: general.title })).toBeVisible();
      await expect(guest.getByRole('contentinfo').getByRole('link', { name: 'Cẩm nang' })).toHaveAttribute(
        'href',
        '/cam-nang',
      );

      // The GET form works without scripts: a country keeps its entries and the general ones.
      await guest.getByRole('combobox', { name: 'Quốc gia' }).selectOption(tied.nations[0] as string);
      await guest.getByRole('button', { name: 'Lọc' }).click();
      await expect(guest).toHaveURL(new RegExp(`/cam-nang\\?nation=${tied.nations[0]}$`));
      await expect(guest.getByRole('link', { name: tied.title })).toBeVisible();
      await expect(guest.getByRole('link', { name: general.title })).toBeVisible();
      // "Every country" sends an empty value: the page answers with the tidy address.
      await guest.getByRole('combobox', { name: 'Quốc gia' }).selectOption('');
      await guest.getByRole('button', { name: 'Lọc' }).click();
      await expect(guest).toHaveURL(/\/cam-nang$/);

      await guest.getByRole('link', { name: tied.title }).click();
      await expect(guest.getByRole('heading', { level: 1 })).toHaveText(tied.title);
      await expect(guest.getByText('Kiểm tra lần cuối:')).toBeVisible();
      expect((await guest.goto('/cam-nang/khong-co-muc-nay'))?.status()).toBe(404);
    },
    false,
  );
});
