import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, hydrated, signIn, test } from '../fixtures.ts';
import { apiToken, pick, toast } from '../support/jobs.ts';
import { createPublicJob, uniqueWord } from '../support/public-jobs.ts';

/*
 * Fields and tags, admin only (issue 14 item 4). The test makes its own tags and job, and merges
 * only those, so the seeded catalogue other specs read stays as it is.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 390, height: 844 };

async function phonePage(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, email, undefined, path);
  await hydrated(page);
  return page;
}

test('the admin merges two tags on a phone: the job moves to the tag kept, the other is gone', async ({
  browser,
  request,
}) => {
  const word = uniqueWord();
  const admin = await apiToken(request, 'admin@viecxa.vn');
  const makeTag = async (name: string) => {
    const res = await request.post('/api/admin/tags', {
      headers: { authorization: `Bearer ${admin}` },
      data: { name, suggested: false },
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data as { id: number; name: string };
  };
  const source = await makeTag(`Xuất cảnh nhanh ${word}`);
  const target = await makeTag(`Bay nhanh ${word}`);
  const job = await createPublicJob(request, {
    title: `Đơn hàng đóng gói ${word}`,
    tag_ids: String(source.id),
  });

  const page = await phonePage(browser, 'admin@viecxa.vn', '/admin/dashboard');
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Thẻ' }).click();
  await expect(page.getByRole('heading', { name: 'Thẻ', level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Tìm kiếm' }).fill(word);
  await page.getByRole('button', { name: 'Lọc' }).click();
  const rows = page.getByTestId('tag-row');
  await expect(rows).toHaveCount(2);
  await rows.filter({ hasText: source.name }).getByRole('link', { name: source.name }).click();
  await expect(page.getByRole('heading', { name: `Sửa thẻ “${source.name}”` })).toBeVisible();
  await hydrated(page);
  await expect(page.getByTestId('tag-job-count')).toHaveText('1');

  await page.getByRole('button', { name: 'Gộp hoặc xóa' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('đang được 1 tin tuyển dụng sử dụng');
  const merge = dialog.getByRole('button', { name: 'Gộp và xóa' });
  await expect(merge).toBeDisabled();
  await pick(page, 'Gộp vào', target.name, word);
  await merge.click();

  await expect(page).toHaveURL(new RegExp(`/admin/tags/edit/${target.id}`));
  await expect(page.getByRole('heading', { name: `Sửa thẻ “${target.name}”` })).toBeVisible();
  await expect(toast(page, 'Đã gộp thẻ')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('tag-job-count')).toHaveText('1');

  // The merged tag is gone from the list, the job's page shows the kept one.
  await page.goto(`/admin/tags?search=${word}`);
  await expect(page.getByTestId('tag-row')).toHaveCount(1);
  await expect(page.getByTestId('tag-row')).toContainText(target.name);
  const jobTags = (await (await request.get(`/api/job/${job.id}/${job.slug}`)).json()).data.tags as {
    name: string;
  }[];
  expect(jobTags.map((t) => t.name)).toEqual([target.name]);
  await page.context().close();
});

test('the admin adds a field through the form after fixing the errors; a sub_admin is refused', async ({
  browser,
}) => {
  const word = uniqueWord();
  const page = await phonePage(browser, 'admin@viecxa.vn', '/admin/fields');
  await page.getByRole('link', { name: 'Thêm lĩnh vực' }).click();
  await expect(page.getByRole('heading', { name: 'Thêm lĩnh vực' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Thêm lĩnh vực' }).click();
  await expect(page.getByText('Tên lĩnh vực không được để trống.')).toBeVisible();
  await expect(page.getByText('Vui lòng chọn loại hoạt động')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tên lĩnh vực' }).fill(`Chế biến nông sản ${word}`);
  await page.getByRole('radio', { name: 'Xuất khẩu lao động' }).check();
  await page.getByRole('button', { name: 'Thêm lĩnh vực' }).click();
  await expect(page.getByRole('heading', { name: `Chế biến nông sản ${word}` })).toBeVisible();
  await expect(toast(page, 'Đã thêm lĩnh vực')).toBeVisible();
  await expect(page.getByTestId('field-job-count')).toHaveText('0');
  await page.context().close();

  const sub = await browser.newContext({ viewport: PHONE });
  const subPage = await sub.newPage();
  await signIn(subPage, 'subadmin@viecxa.vn', undefined, '/admin/fields');
  await expect(subPage.getByText('Chỉ admin mới có quyền truy cập')).toBeVisible();
  await subPage.goto('/admin/dashboard');
  await hydrated(subPage);
  await subPage.getByRole('button', { name: 'Mở menu' }).click();
  await expect(subPage.getByRole('navigation').getByRole('link', { name: 'Tin tức' })).toBeVisible();
  await expect(subPage.getByRole('navigation').getByRole('link', { name: 'Lĩnh vực' })).toHaveCount(0);
  await sub.close();
});
