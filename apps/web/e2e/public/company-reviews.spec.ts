import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, signIn, test } from '../fixtures.ts';
import { applyAsSeeker } from '../support/applications.ts';
import { apiToken, createSeeker, createVerifiedAgency, postJobViaApi, toast } from '../support/jobs.ts';
import { uniqueWord } from '../support/public-jobs.ts';

/**
 * Issue 13: company reviews at 390 px. Each test makes its own company (activated, info filled in,
 * one approved job) and its own seekers, so the figures it reads are its own.
 */

test.use({ viewport: { width: 390, height: 844 } });

async function ownCompany(request: APIRequestContext) {
  const word = uniqueWord();
  // A labour-export agency: its order is published only with a verified licence (ADR 0030).
  const account = await createVerifiedAgency(request, {
    companyName: `Công ty TNHH Nhân lực Đánh Giá ${word}`,
  });
  const jobId = await postJobViaApi(request, `Đơn hàng đóng gói tại Osaka ${word}`, account);
  const admin = await apiToken(request, 'admin@viecxa.vn');
  const approved = await request.post(`/api/admin/jobs/${jobId}/approve`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const token = await apiToken(request, account.email, account.password);
  const profile = await request.get('/api/company/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  const companyId = (await profile.json()).data.id as number;
  return { ...account, name: account.company_name as string, companyId, jobId, word };
}

async function reviewViaApi(
  request: APIRequestContext,
  seeker: { email: string; password: string },
  companyId: number,
  rating: number,
  title: string,
) {
  const token = await apiToken(request, seeker.email, seeker.password);
  const res = await request.post('/api/company-reviews', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      company_id: companyId,
      rating,
      title,
      content:
        'Tôi đã đến văn phòng tư vấn hai lần, được giải thích các khoản chi phí trước khi ký hợp đồng.',
      anonymous: false,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const starOf = (page: Page, group: string, n: number) =>
  page.getByRole('group', { name: group, exact: true }).locator(`label[title^="${n} sao"]`);

test('a seeker who applied reviews the company and gets the badge; the card changes; the company replies', async ({
  page,
  request,
}) => {
  const company = await ownCompany(request);
  const seeker = await createSeeker(request, 'Hoàng Thị Ứng Viên');
  await applyAsSeeker(request, seeker, company.jobId);

  // A visitor: no reviews yet, and the way to write one is to log in.
  await page.goto(`/companies/${company.companyId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
  await expect(page.getByTestId('company-rating')).toHaveText('Chưa có đánh giá');
  await expect(page.getByRole('link', { name: 'Đăng nhập để đánh giá' })).toBeVisible();

  await signIn(page, seeker.email, seeker.password, `/companies/${company.companyId}`);
  await hydrated(page);
  await page.getByText('Viết đánh giá của bạn').click();
  // Sent empty: the API's messages under the fields.
  await page.getByRole('button', { name: 'Gửi đánh giá' }).click();
  await expect(page.getByText('Tiêu đề không được để trống.')).toBeVisible();
  await expect(page.getByText('Đánh giá chung không được để trống.')).toBeVisible();

  await starOf(page, 'Đánh giá chung', 4).click();
  await starOf(page, 'Minh bạch chi phí (không bắt buộc)', 5).click();
  await page.getByLabel('Tiêu đề').fill(`Chi phí rõ ràng ${company.word}`);
  await page
    .getByLabel('Nội dung đánh giá')
    .fill('Nhân viên gửi bảng chi phí từng khoản, lịch phỏng vấn được báo trước. Thủ tục hơi lâu.');
  await page.getByRole('button', { name: 'Gửi đánh giá' }).click();
  await expect(page.getByText('Cảm ơn bạn đã đánh giá công ty.')).toBeVisible();

  const review = page.getByTestId('review').filter({ hasText: `Chi phí rõ ràng ${company.word}` });
  await expect(review).toContainText('Đã ứng tuyển qua ViệcXa');
  await expect(review).toContainText('Hoàng Thị Ứng Viên');
  await expect(review).toContainText('Minh bạch chi phí: 5/5');
  await expect(page.getByTestId('review-total')).toHaveText('1 đánh giá');
  await expect(page.getByTestId('company-rating')).toHaveText('4/5 · 1 đánh giá');
  await expect(page.getByTestId('my-review')).toBeVisible();

  // The company list's card reads the same figures.
  await page.goto(`/danh-sach-cong-ty-xkld-duhoc?search=${encodeURIComponent(company.word)}`);
  const card = page.getByTestId('company-card').filter({ hasText: company.name });
  await expect(card).toContainText('4/5 · 1 đánh giá');

  // The company answers under the review.
  await page.context().clearCookies();
  await signIn(page, company.email, company.password, `/companies/${company.companyId}#danh-gia`);
  await hydrated(page);
  const reviewed = page.getByTestId('review').filter({ hasText: `Chi phí rõ ràng ${company.word}` });
  await reviewed.getByText('Phản hồi', { exact: true }).click();
  await reviewed
    .getByLabel('Nội dung phản hồi')
    .fill('Cảm ơn bạn, chúng tôi đang rút ngắn thời gian làm thủ tục.');
  await reviewed.getByRole('button', { name: 'Đăng phản hồi' }).click();
  await expect(reviewed.getByText('Đã đăng phản hồi.')).toBeVisible();
  await expect(reviewed.getByTestId('review-reply')).toContainText(
    'Cảm ơn bạn, chúng tôi đang rút ngắn thời gian làm thủ tục.',
  );

  // The seeker is told (notification 15) and the bell leads back to the reviews.
  const seekerToken = await apiToken(request, seeker.email, seeker.password);
  const bell = await request.get('/api/notifications', {
    headers: { authorization: `Bearer ${seekerToken}` },
  });
  const told = ((await bell.json()).data.notifications as { type: number; href: string }[]).find(
    (n) => n.type === 15,
  );
  expect(told?.href).toBe(`/companies/${company.companyId}#danh-gia`);
});

test('a visitor reports a review, an admin removes it with a reason and the stats drop back', async ({
  page,
  browser,
  request,
}) => {
  const company = await ownCompany(request);
  const fair = await createSeeker(request, 'Lý Văn Công Bằng');
  const angry = await createSeeker(request, 'Mai Thị Bực Bội');
  await reviewViaApi(request, fair, company.companyId, 5, `Hỗ trợ tận tình ${company.word}`);
  await reviewViaApi(request, angry, company.companyId, 1, `Bịa đặt ${company.word}`);

  await page.goto(`/companies/${company.companyId}`);
  await hydrated(page);
  await expect(page.getByTestId('company-rating')).toHaveText('3/5 · 2 đánh giá');
  const bad = page.getByTestId('review').filter({ hasText: `Bịa đặt ${company.word}` });
  await bad.getByText('Báo cáo', { exact: true }).click();
  await bad.getByLabel('Lý do').selectOption({ label: 'Thông tin sai sự thật' });
  await bad.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(bad.getByText('Cảm ơn bạn. Quản trị viên sẽ xem xét đánh giá này.')).toBeVisible();

  const admin = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(admin, 'admin@viecxa.vn', undefined, '/admin/review');
  await hydrated(admin);
  await admin.getByLabel('Tìm kiếm').fill(`Bịa đặt ${company.word}`);
  await admin.getByLabel('Chỉ đánh giá bị báo cáo').check();
  await admin.getByRole('button', { name: 'Lọc' }).click();
  await expect(admin).toHaveURL(/reported=1/);
  const row = admin.getByTestId('admin-review').filter({ hasText: `Bịa đặt ${company.word}` });
  await expect(row).toContainText('1 báo cáo');
  await row.getByRole('link').click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Bịa đặt ${company.word}`);
  await expect(admin.getByText('Thông tin sai sự thật')).toBeVisible();
  await admin
    .getByLabel('Lý do gỡ (gửi tới người viết)')
    .fill('Nội dung không có căn cứ, đã đối chiếu với công ty.');
  await admin.getByRole('button', { name: 'Gỡ đánh giá' }).click();
  await expect(toast(admin, 'Đã gỡ đánh giá.')).toBeVisible();
  await expect(admin.getByTestId('review-status')).toHaveText('Đã gỡ');
  await expect(admin.getByTestId('removal-reason')).toContainText('Nội dung không có căn cứ');
  await admin.close();

  await page.reload();
  await expect(page.getByTestId('company-rating')).toHaveText('5/5 · 1 đánh giá');
  await expect(page.getByTestId('review').filter({ hasText: `Bịa đặt ${company.word}` })).toHaveCount(0);
});

test('a sub_admin cannot open the moderation pages', async ({ page }) => {
  await signIn(page, 'subadmin@viecxa.vn', undefined, '/admin/review');
  await expect(page.getByText('Chỉ admin mới có quyền truy cập')).toBeVisible();
  const res = await page.goto('/admin/review/1');
  expect(res?.status()).toBe(403);
});
