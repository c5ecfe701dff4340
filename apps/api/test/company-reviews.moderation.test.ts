import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyReviewReports, notifications } from '../src/db/schema/index.ts';
import { DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { createReviewedCompany, createSeeker, send, validReview } from './support/reviews.ts';

/** Issue 13: reporting reviews, and the admin's moderation (admin only; sub_admin 403). */

describe('company review moderation', () => {
  const t = useTestApp({ REVIEW_RATE_LIMIT_MAX: '3' });
  let admin = '';
  const adminToken = async () => {
    admin ||= await loginAs(t.app, DEMO.admin);
    return admin;
  };

  async function reviewed(rating = 4) {
    const company = await createReviewedCompany(t);
    const author = await createSeeker(t);
    const review = json(
      await send(
        t,
        'POST',
        '/company-reviews',
        author.token,
        validReview({ company_id: company.id, rating }),
      ),
    ).data;
    return { company, author, review };
  }

  it('visitors and accounts report a review once each; it enters the queue; reports per IP are limited', async () => {
    const { company, review } = await reviewed();
    const report = { reason: 'false', note: 'Tôi làm ở đây, không có chuyện này.' };
    const first = await send(t, 'POST', `/company-reviews/${review.id}/report`, null, report, '198.51.100.7');
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).message).toBe('Cảm ơn bạn. Quản trị viên sẽ xem xét đánh giá này.');
    // The same visitor again: answered the same, kept once.
    expect(
      (await send(t, 'POST', `/company-reviews/${review.id}/report`, null, report, '198.51.100.7'))
        .statusCode,
    ).toBe(200);
    expect(
      (await send(t, 'POST', `/company-reviews/${review.id}/report`, company.token, { reason: 'offensive' }))
        .statusCode,
    ).toBe(200);
    const rows = await t.database.db
      .select()
      .from(companyReviewReports)
      .where(eq(companyReviewReports.reviewId, review.id));
    expect(rows).toHaveLength(2);

    const bad = await send(
      t,
      'POST',
      `/company-reviews/${review.id}/report`,
      null,
      { reason: 'gì đó' },
      '198.51.100.8',
    );
    expect(json(bad).errors).toEqual({ reason: ['Vui lòng chọn lý do báo cáo.'] });
    expect(
      (await send(t, 'POST', '/company-reviews/999999/report', null, report, '198.51.100.9')).statusCode,
    ).toBe(404);

    // The limit: 3 reports an hour per IP (two were counted above for .7, plus this one).
    const other = await reviewed();
    expect(
      (await send(t, 'POST', `/company-reviews/${other.review.id}/report`, null, report, '198.51.100.7'))
        .statusCode,
    ).toBe(200);
    const over = await send(
      t,
      'POST',
      `/company-reviews/${other.review.id}/report`,
      null,
      report,
      '198.51.100.7',
    );
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeTruthy();

    const queue = json(
      await send(t, 'GET', `/admin/review?reported=1&company_id=${company.id}`, await adminToken()),
    ).data;
    expect(queue.items.map((r: { id: number; open_reports: number }) => [r.id, r.open_reports])).toEqual([
      [review.id, 2],
    ]);
    const detail = json(await send(t, 'GET', `/admin/review/${review.id}`, await adminToken())).data;
    expect(detail.reports.map((r: { reason: string; reporter: string }) => [r.reason, r.reporter])).toEqual([
      ['Ngôn từ xúc phạm', expect.stringContaining('(Công ty)')],
      ['Thông tin sai sự thật', 'Khách'],
    ]);
  });

  it('removing keeps the reason, tells the author, closes the reports and the stats drop at once', async () => {
    const { company, author, review } = await reviewed(1);
    const second = await createSeeker(t);
    await send(
      t,
      'POST',
      '/company-reviews',
      second.token,
      validReview({ company_id: company.id, rating: 5 }),
    );
    await send(t, 'POST', `/company-reviews/${review.id}/report`, company.token, { reason: 'false' });
    expect(json(await send(t, 'GET', `/companies/${company.id}`)).data.stats).toEqual({
      averageRating: 3,
      totalReviews: 2,
    });

    const token = await adminToken();
    const missing = await send(t, 'DELETE', `/admin/review/${review.id}`, token, { reason: '' });
    expect(json(missing).errors).toEqual({ reason: ['Lý do không được để trống.'] });
    const res = await send(t, 'DELETE', `/admin/review/${review.id}`, token, {
      reason: 'Nội dung không có căn cứ.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Đã gỡ đánh giá.');
    expect(json(res).data).toMatchObject({
      status: 'removed',
      removal_reason: 'Nội dung không có căn cứ.',
      moderated_by_name: 'Quản trị viên',
      open_reports: 0,
    });
    expect(json(await send(t, 'GET', `/companies/${company.id}`)).data.stats).toEqual({
      averageRating: 5,
      totalReviews: 1,
    });
    expect(json(await send(t, 'GET', `/company-reviews/${company.id}/stats`)).data.total).toBe(1);
    expect(json(await send(t, 'GET', `/company-reviews/${company.id}`)).data.items).toHaveLength(1);

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.type, 16)));
    expect(told.map((n) => n.message)).toEqual([
      'Đánh giá "Tư vấn rõ ràng, đúng hẹn" của bạn đã bị gỡ: Nội dung không có căn cứ.',
    ]);
    // Removing again changes nothing and tells nobody twice.
    await send(t, 'DELETE', `/admin/review/${review.id}`, token, { reason: 'Lần hai' });
    const after = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.type, 16)));
    expect(after).toHaveLength(1);
    // Final for the author: no edit, no new review, no report, no reply.
    const edit = await send(t, 'PUT', `/company-reviews/${review.id}`, author.token, validReview());
    expect(json(edit)).toMatchObject({ code: 1130 });
    expect(
      json(await send(t, 'POST', '/company-reviews', author.token, validReview({ company_id: company.id }))),
    ).toMatchObject({
      code: 1129,
    });
    expect(
      (await send(t, 'POST', `/company-reviews/${review.id}/report`, null, { reason: 'spam' }, '192.0.2.50'))
        .statusCode,
    ).toBe(404);
    expect(
      json(await send(t, 'GET', `/company-reviews/company/${company.id}/user`, author.token)).data.status,
    ).toBe('removed');
    // Hiding a removed review is refused.
    expect(
      (await send(t, 'PUT', `/admin/review/${review.id}`, token, { status: 'published' })).statusCode,
    ).toBe(409);
  });

  it('hiding takes a review out of the stats and showing it again brings it back', async () => {
    const { company, review } = await reviewed(2);
    const token = await adminToken();
    const hidden = await send(t, 'PUT', `/admin/review/${review.id}`, token, { status: 'hidden' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(json(hidden).data.status).toBe('hidden');
    expect(json(await send(t, 'GET', `/companies/${company.id}`)).data.stats).toEqual({
      averageRating: null,
      totalReviews: 0,
    });
    expect(json(await send(t, 'GET', `/company-reviews/${company.id}`)).data.total).toBe(0);
    const shown = await send(t, 'PUT', `/admin/review/${review.id}`, token, { status: 'published' });
    expect(json(shown).data.status).toBe('published');
    expect(json(await send(t, 'GET', `/companies/${company.id}`)).data.stats).toEqual({
      averageRating: 2,
      totalReviews: 1,
    });
  });

  it('filters the list by company, rating, status, date and words', async () => {
    const { company, review } = await reviewed(3);
    const token = await adminToken();
    const q = async (qs: string) =>
      (
        json(await send(t, 'GET', `/admin/review?company_id=${company.id}&${qs}`, token)).data.items as {
          id: number;
        }[]
      ).map((r) => r.id);
    expect(await q('rating=3')).toEqual([review.id]);
    expect(await q('rating=5')).toEqual([]);
    expect(await q('status=published')).toEqual([review.id]);
    expect(await q('status=removed')).toEqual([]);
    expect(await q('reported=0')).toEqual([review.id]);
    expect(await q('search=tu van ro rang')).toEqual([review.id]);
    expect(await q('search=khong co')).toEqual([]);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(await q(`from=${today}&to=${today}`)).toEqual([review.id]);
    expect(await q('to=2020-01-01')).toEqual([]);
    const page = json(await send(t, 'GET', `/admin/review/${review.id}`, token)).data;
    expect(page).toMatchObject({ company_name: company.name, author: { name: 'Phạm Thị Thu' }, reports: [] });
    expect((await send(t, 'GET', '/admin/review/999999', token)).statusCode).toBe(404);
    expect(json(await send(t, 'GET', '/admin/review?rating=9', token)).errors?.rating).toBeTruthy();
  });

  it('moderation is for admins only: sub_admin and every other role get 403, visitors 401', async () => {
    const { review } = await reviewed();
    const calls = [
      ['GET', '/admin/review', undefined],
      ['GET', `/admin/review/${review.id}`, undefined],
      ['DELETE', `/admin/review/${review.id}`, { reason: 'Thử quyền truy cập' }],
      ['PUT', `/admin/review/${review.id}`, { status: 'hidden' }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await send(t, method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const email of [DEMO.subAdmin, DEMO.company, DEMO.employee, DEMO.sale]) {
        const res = await send(t, method, url, await loginAs(t.app, email), body);
        expect(res.statusCode, `${email} ${method} ${url}`).toBe(403);
        if (email === DEMO.subAdmin) expect(json(res).message).toBe('Chỉ admin mới có quyền truy cập');
      }
    }
    expect(json(await send(t, 'GET', `/admin/review/${review.id}`, await adminToken())).data.status).toBe(
      'published',
    );
  });
});
