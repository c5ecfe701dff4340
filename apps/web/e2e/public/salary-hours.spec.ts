import { expect, test } from '../fixtures.ts';

/**
 * Issue 30 item 5, at 390 px: a student's hourly pay is converted with the part-time hours the
 * destination allows and said so, never shown as a full-time month. The Korean language-school
 * programme of the demo data (10.320 – 12.000 KRW/giờ, D-4 in Seoul) was "≈ 33,5 – 39 triệu ₫/tháng";
 * at about 20 h/week it is ≈ 16,5 – 19,2 million. Reads demo data only.
 */
test.use({ viewport: { width: 390, height: 844 } });

const SEOUL = 'Du học Hàn Quốc hệ tiếng tại Seoul – kỳ tháng 3/2027';
const LIST = '/danh-sach-chuong-trinh-xkld-duhoc';

test("the Korean language-school programme shows students' part-time pay on its card and page", async ({
  page,
  request,
}) => {
  const list = await request.get('/api/listJobs?limit=100&nation=KR&kind=study_abroad');
  const jobs = (await list.json()).data.items as { name: string; url: string }[];
  const seoul = jobs.find((j) => j.name === SEOUL);
  expect(seoul, 'the Seoul D-4 demo programme').toBeTruthy();
  const url = (seoul as { url: string }).url;

  // The card in the list of Korean study-abroad programmes: short, part-time.
  await page.goto(`${LIST}?nation=KR&kind=study_abroad`);
  const card = page.getByTestId('job-card').filter({ has: page.getByRole('link', { name: SEOUL }) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('10.320 – 12.000 KRW/giờ');
  await expect(card).toContainText('≈ 16,5 – 19,2 triệu ₫/tháng (làm thêm 20 giờ/tuần)');
  await expect(card).not.toContainText('≈ 33');

  // The job page: the hours, the cap, and that this is not a full-time month.
  await page.goto(url);
  const salary = page.locator('dl').filter({ hasText: '10.320 – 12.000 KRW/giờ' });
  await expect(salary).toContainText(
    '≈ 16,5 – 19,2 triệu ₫/tháng nếu làm thêm khoảng 20 giờ/tuần (mức tối đa cho du học sinh)',
  );
  await expect(page.getByTestId('salary-hours-rule')).toContainText(
    'Đây là thu nhập làm thêm khi đang học, không phải lương toàn thời gian.',
  );
  await expect(page.getByTestId('salary-hours-rule')).toContainText('tối đa khoảng 20 giờ/tuần');
  await expect(page.getByText(/≈ 33/)).toHaveCount(0);
});

test('a labour order paid by the hour counts contract hours, and says so', async ({ page, request }) => {
  const list = await request.get('/api/listJobs?limit=100&kind=labor_export');
  const jobs = (await list.json()).data.items as {
    name: string;
    url: string;
    salary_period: string;
    salary_currency: string;
  }[];
  const hourly = jobs.find((j) => j.salary_period === 'hour' && j.salary_currency !== 'VND');
  expect(hourly, 'a labour-export order paid by the hour (demo data)').toBeTruthy();
  await page.goto((hourly as { url: string }).url);
  await expect(
    page.locator('dl').getByText(/≈ .* triệu ₫\/tháng theo 176 giờ\/tháng \(8 giờ × 22 ngày\)/),
  ).toBeVisible();
  await expect(page.getByTestId('salary-hours-rule')).toHaveCount(0);
});
