import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, hydrated, signIn, test } from './fixtures.ts';
import { createPendingCompanyWithInfo, createSeeker, pick } from './support/jobs.ts';
import { createPublicJob, uniqueWord } from './support/public-jobs.ts';

/*
 * Every form with a picker, typed without accents as people type on a phone (issue 19 item 2):
 * the shared filter (lib/option-filter.ts) finds "ha noi", "Nghe", "nhat", "dong goi", "tieng nhat",
 * and puts the label that starts with the text first. Each test uses accounts of its own; the job
 * posting and admin forms are filled without saving (their flows have their own specs).
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PHONE = { width: 390, height: 844 };
const LIST = '/danh-sach-chuong-trinh-xkld-duhoc';

/** Mantine's open dropdown: the listbox its combobox controls. */
async function dropdownOf(box: Locator): Promise<Locator> {
  const id = await box.getAttribute('aria-controls');
  if (!id) throw new Error('the combobox names no listbox');
  return box.page().locator(`[id="${id}"]`);
}

/**
 * Types `typed` into a picker found by its label, expects `first` as the first option offered (the
 * ranking) and `absent` not offered, then chooses `option` (the first one unless told).
 */
async function typeAndChoose(
  page: Page,
  label: string,
  typed: string,
  expected: { first: string | RegExp; option?: string; absent?: string },
) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  const list = await dropdownOf(box);
  const options = list.getByRole('option');
  await expect(options.first()).toHaveText(expected.first);
  if (expected.absent) await expect(list.getByRole('option', { name: expected.absent })).toHaveCount(0);
  await (expected.option
    ? list.getByRole('option', { name: expected.option, exact: true })
    : options.first()
  ).click();
}

/** A MultiSelect's chosen values, as the pills show them. */
function pills(page: Page, label: string) {
  return page
    .locator('.mantine-MultiSelect-root')
    .filter({ has: page.getByRole('combobox', { name: label, exact: true }) })
    .locator('.mantine-Pill-label');
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('a seeker finds province, ward, skills, nations and fields typed without accents and saves them', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const seeker = await createSeeker(request, 'Lê Thị Mơ');
    await signIn(page, seeker.email, seeker.password, '/user/update-profile');
    await hydrated(page);

    await typeAndChoose(page, 'Tỉnh/Thành phố', 'ha noi', { first: 'Thành phố Hà Nội' });
    await typeAndChoose(page, 'Phường/Xã', 'ba dinh', { first: 'Phường Ba Đình' });
    await typeAndChoose(page, 'Trình độ ngoại ngữ', 'nhat n3', { first: 'Tiếng Nhật JLPT N3' });
    await typeAndChoose(page, 'Kỹ năng', 'tieng nhat', {
      first: 'Tiếng Nhật N5',
      option: 'Tiếng Nhật N3',
      absent: 'Tiếng Hàn TOPIK 1',
    });
    await typeAndChoose(page, 'Kỹ năng', 'dong goi', { first: 'Đóng gói – kiểm hàng' });
    await page.keyboard.press('Escape');
    await expect(pills(page, 'Kỹ năng')).toHaveText(['Tiếng Nhật N3', 'Đóng gói – kiểm hàng']);
    await typeAndChoose(page, 'Quốc gia mong muốn', 'nhat', { first: 'Nhật Bản' });
    // "Đ" and "d" alike: "duc" finds Đức.
    await typeAndChoose(page, 'Quốc gia mong muốn', 'duc', { first: 'Đức' });
    await page.keyboard.press('Escape');
    await typeAndChoose(page, 'Lĩnh vực mong muốn', 'ky nang dac dinh', {
      first: 'Kỹ năng đặc định (Tokutei)',
    });
    await page.keyboard.press('Escape');
    await expect(pills(page, 'Quốc gia mong muốn')).toHaveText(['Nhật Bản', 'Đức']);

    await page.getByLabel('Địa chỉ chi tiết').fill('Số 5 ngõ 12 phố Huế');
    await page.getByRole('button', { name: 'Lưu thông tin' }).click();
    await expect(page).toHaveURL('/user/profile?notice=profileUpdated');
    const profile = page.getByTestId('employee-profile');
    await expect(profile).toContainText('Ba Đình');
    await expect(profile).toContainText('Tiếng Nhật N3');
    await expect(profile).toContainText('Đóng gói – kiểm hàng');
    await expect(profile).toContainText('Kỹ năng đặc định (Tokutei)');
    expect(consoleErrors).toEqual([]);
  });

  test('a company finds its province, ward, fields and tags typed without accents and saves them', async ({
    page,
    request,
  }) => {
    const company = await createPendingCompanyWithInfo(request, { name: 'Phạm Văn Hưng' });
    await signIn(page, company.email, company.password, '/company/update-profile');
    await hydrated(page);

    await typeAndChoose(page, 'Tỉnh/Thành phố', 'Nghe', { first: 'Tỉnh Nghệ An' });
    await typeAndChoose(page, 'Phường/Xã', 'vinh', { first: /Vinh/ });
    const ward = await page.getByRole('combobox', { name: 'Phường/Xã', exact: true }).inputValue();
    await typeAndChoose(page, 'Lĩnh vực', 'dieu duong', { first: 'Du học điều dưỡng', absent: 'Xây dựng' });
    await page.keyboard.press('Escape');
    await typeAndChoose(page, 'Thẻ', 'bay nhanh', { first: 'Bay nhanh' });
    await page.keyboard.press('Escape');
    await expect(pills(page, 'Thẻ')).toHaveText(['Bay nhanh']);

    await page.getByRole('button', { name: 'Lưu thông tin' }).click();
    await expect(page).toHaveURL('/company/settings?saved=1');
    await expect(page.getByText(`${ward.replace(/^(Phường|Xã) /, '')}, Nghệ An`)).toBeVisible();
  });

  test('a company posting an order finds occupation, nation, field, tags, skills and currency typed without accents', async ({
    page,
  }) => {
    await signIn(page, 'congty@viecxa.vn', undefined, '/company/jobs/create');
    await hydrated(page);

    await typeAndChoose(page, 'Ngành nghề', 'dong goi', { first: 'Đóng gói thực phẩm' });
    await typeAndChoose(page, 'Quốc gia', 'nhat', { first: 'Nhật Bản' });
    await typeAndChoose(page, 'Lĩnh vực', 'ky su', { first: 'Kỹ sư – tri thức Nhật Bản' });
    await typeAndChoose(page, 'Thẻ', 'khong can kinh nghiem', { first: 'Không cần kinh nghiệm' });
    await page.keyboard.press('Escape');
    await typeAndChoose(page, 'Tiện ích, chế độ', 'ky tuc xa', { first: 'Ký túc xá miễn phí' });
    await page.keyboard.press('Escape');
    await typeAndChoose(page, 'Kỹ năng', 'nhat tieng', { first: 'Tiếng Nhật N5', option: 'Tiếng Nhật N4' });
    await page.keyboard.press('Escape');
    await typeAndChoose(page, 'Đơn vị tiền lương', 'yen', { first: 'Yên Nhật (JPY)' });
    await typeAndChoose(page, 'Đơn vị tiền lương', 'do la', {
      first: 'Đô la Mỹ (USD)',
      option: 'Đô la Úc (AUD)',
    });

    for (const [label, value] of [
      ['Ngành nghề', 'Đóng gói thực phẩm'],
      ['Quốc gia', 'Nhật Bản'],
      ['Lĩnh vực', 'Kỹ sư – tri thức Nhật Bản'],
      ['Đơn vị tiền lương', 'Đô la Úc (AUD)'],
    ] as const) {
      await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveValue(value);
    }
    await expect(pills(page, 'Kỹ năng')).toHaveText(['Tiếng Nhật N4']);

    // A domestic job: the province picker instead of the nation.
    await pick(page, 'Loại tin', 'Việc làm trong nước');
    await typeAndChoose(page, 'Tỉnh/Thành phố', 'da nang', { first: 'Thành phố Đà Nẵng' });
  });

  test('a visitor filters the job list by province, nation, occupation and field typed without accents', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(LIST);
    await hydrated(page);
    await page.getByRole('link', { name: /^Bộ lọc/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Bộ lọc' });
    await expect(drawer).toBeVisible();

    const province = drawer.getByRole('combobox', { name: 'Tỉnh/thành phố (việc trong nước)' });
    await province.fill('ha noi');
    const provinceList = await dropdownOf(province);
    await expect(provinceList.getByRole('option').first()).toHaveText(/Hà Nội/);
    await provinceList.getByRole('option').first().click();
    await expect(province).toHaveValue(/Hà Nội/);

    // The nation list's own search box hides the others; the checkbox stays in the form.
    const nations = drawer.getByRole('group', { name: 'Quốc gia' });
    const nationSearch = nations.getByRole('searchbox', { name: 'Tìm quốc gia' });
    await nationSearch.fill('nhat');
    await expect(nations.getByRole('checkbox', { name: 'Nhật Bản' })).toBeVisible();
    await expect(nations.getByRole('checkbox', { name: 'Hàn Quốc' })).toBeHidden();
    await nationSearch.fill('nhat ban');
    await expect(nations.getByRole('checkbox')).toHaveCount(1);
    await nations.getByRole('checkbox', { name: 'Nhật Bản' }).check();
    await nationSearch.fill('xyz');
    await expect(nations.getByText('Không tìm thấy')).toBeVisible();
    await nationSearch.fill('');
    await expect(nations.getByRole('checkbox', { name: 'Hàn Quốc' })).toBeVisible();

    // The keyboard works as in Mantine's pickers: type, arrow down, Enter (which does not submit).
    const work = drawer.getByRole('combobox', { name: 'Ngành nghề' });
    await work.fill('dong goi');
    await expect((await dropdownOf(work)).getByRole('option').first()).toHaveText('Đóng gói thực phẩm');
    await work.press('Enter');
    await expect(work).toHaveValue('Đóng gói thực phẩm');
    const field = drawer.getByRole('combobox', { name: 'Lĩnh vực' });
    await field.fill('dieu duong');
    const fieldList = await dropdownOf(field);
    await expect(fieldList.getByRole('option').first()).toHaveText('Du học điều dưỡng');
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(field).toHaveValue('Điều dưỡng – hộ lý');
    await expect(page).toHaveURL(LIST);

    await drawer.getByRole('button', { name: 'Xem kết quả' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/[?&]nation=JP(&|$)/);
    await expect(page).toHaveURL(/[?&]province=01(&|$)/);
    await expect(page).toHaveURL(/[?&]work=\d+/);
    await expect(page).toHaveURL(/[?&]field=\d+/);
    const active = page.getByRole('list', { name: 'Bộ lọc đang áp dụng' });
    for (const text of ['Nhật Bản', 'Hà Nội', 'Đóng gói thực phẩm', 'Điều dưỡng – hộ lý']) {
      await expect(active).toContainText(text);
    }
    expect(consoleErrors).toEqual([]);
  });
});

test('an admin finds a nation typed without accents in the job filter and the article form', async ({
  page,
}) => {
  await signIn(page, 'admin@viecxa.vn', undefined, '/admin/jobs');
  await hydrated(page);
  await typeAndChoose(page, 'Quốc gia', 'dai loan', { first: 'Đài Loan' });
  await expect(page).toHaveURL(/nation_code=TW/);

  await page.goto('/admin/blogs/create');
  await hydrated(page);
  await typeAndChoose(page, 'Quốc gia liên quan', 'han quoc', { first: 'Hàn Quốc' });
  await expect(page.getByRole('combobox', { name: 'Quốc gia liên quan', exact: true })).toHaveValue(
    'Hàn Quốc',
  );
});

test('a company finds its own job typed without accents in the applications filter', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const job = await createPublicJob(request, {
    title: `Đóng gói thủy sản đông lạnh tại Hokkaido đợt ${word}`,
  });
  await signIn(page, 'congty@viecxa.vn', undefined, '/company/applications');
  await hydrated(page);
  const box = page.getByRole('combobox', { name: 'Tin tuyển dụng', exact: true });
  await box.click();
  await box.fill(`${word} dong lanh`);
  const list = await dropdownOf(box);
  await expect(list.getByRole('option')).toHaveText([job.name]);
  await list.getByRole('option').click();
  await expect(page).toHaveURL(new RegExp(`[?&]job_id=${job.id}(&|$)`));
});

test('without JavaScript the job list filters are native selects and still filter', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LIST);
  const form = page.getByRole('form', { name: 'Bộ lọc chương trình' }).first();
  await form.getByLabel('Tỉnh/thành phố (việc trong nước)').selectOption({ value: '01' });
  await form.getByRole('button', { name: 'Xem kết quả' }).click();
  await expect(page).toHaveURL(/[?&]province=01(&|$)/);
  await context.close();
});
