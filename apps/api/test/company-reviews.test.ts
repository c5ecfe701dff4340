import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../src/db/schema/index.ts';
import { DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { insertApplication } from './support/applications.ts';
import { createReviewedCompany, createSeeker, send, validReview } from './support/reviews.ts';

/** Issue 13: writing, reading and replying to company reviews, and the company figures they make. */

describe('company reviews', () => {
  const t = useTestApp({ REVIEW_RATE_LIMIT_MAX: '1000' });
  const notificationsOf = (userId: number, type: number) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  it('an employee reviews a company once; the company is told; the badge only for real applicants', async () => {
    const company = await createReviewedCompany(t);
    const applicant = await createSeeker(t, 'Lê Văn Ứng');
    const other = await createSeeker(t, 'Trần Thị Khách');
    await insertApplication(t, { jobId: company.jobId, userId: applicant.id });

    const res = await send(
      t,
      'POST',
      '/company-reviews',
      applicant.token,
      validReview({ company_id: company.id }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Cảm ơn bạn đã đánh giá công ty.');
    const mine = json(res).data;
    expect(mine).toMatchObject({
      company_id: company.id,
      rating: 4,
      rating_costs: 5,
      rating_before_departure: 3,
      rating_abroad: null,
      author_name: 'Lê Văn Ứng',
      applied: true,
      status: 'published',
      reply: null,
      helpful_count: 0,
    });

    const again = await send(
      t,
      'POST',
      '/company-reviews',
      applicant.token,
      validReview({ company_id: company.id }),
    );
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 1129,
      message: 'Bạn đã đánh giá công ty này. Bạn có thể sửa đánh giá của mình.',
    });

    const anon = await send(
      t,
      'POST',
      '/company-reviews',
      other.token,
      validReview({ company_id: company.id, rating: 2, anonymous: true, rating_costs: null }),
    );
    expect(anon.statusCode, anon.body).toBe(200);
    expect(json(anon).data).toMatchObject({ applied: false, author_name: 'Trần Thị Khách', anonymous: true });

    const list = json(await send(t, 'GET', `/company-reviews/${company.id}`)).data;
    expect(list.total).toBe(2);
    expect(
      list.items.map((r: { author_name: string; applied: boolean }) => [r.author_name, r.applied]),
    ).toEqual([
      ['Ứng viên ẩn danh', false],
      ['Lê Văn Ứng', true],
    ]);
    // Nothing in the public answer names an anonymous author.
    expect(JSON.stringify(list)).not.toContain('Trần Thị Khách');

    const told = await notificationsOf(company.userId, 14);
    expect(told.map((n) => n.message).sort()).toEqual([
      'Công ty có đánh giá mới 2/5 sao: "Tư vấn rõ ràng, đúng hẹn"',
      'Công ty có đánh giá mới 4/5 sao: "Tư vấn rõ ràng, đúng hẹn"',
    ]);
    expect(told[0]?.targetId).toBe(company.id);
    const bell = json(await send(t, 'GET', '/notifications', company.token)).data;
    expect(bell.notifications[0].href).toBe(`/companies/${company.id}#danh-gia`);
  });

  it('names every wrong field with its Vietnamese message, abuse checks included', async () => {
    const company = await createReviewedCompany(t);
    const seeker = await createSeeker(t);
    const empty = await send(t, 'POST', '/company-reviews', seeker.token, { company_id: company.id });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toEqual({
      rating: ['Đánh giá chung không được để trống.'],
      title: ['Tiêu đề không được để trống.'],
      content: ['Nội dung đánh giá không được để trống.'],
    });
    const wrong = await send(t, 'POST', '/company-reviews', seeker.token, {
      company_id: company.id,
      rating: 6,
      rating_abroad: 0,
      title: 'Tệ',
      content: 'Liên hệ 0912 345 678 hoặc xem www.lua-dao.net, cẩn thận!!!!!!!',
    });
    expect(json(wrong).errors).toEqual({
      rating: ['Vui lòng chọn từ 1 đến 5 sao.'],
      rating_abroad: ['Vui lòng chọn từ 1 đến 5 sao.'],
      title: ['Dữ liệu nhập vào lớn hơn 5 ký tự.'],
      content: [
        'Nội dung không được chứa đường dẫn hoặc địa chỉ trang web.',
        'Nội dung không được chứa số điện thoại. Hãy trao đổi liên lạc qua kênh chính thức của công ty.',
        'Nội dung có ký tự lặp lại quá nhiều lần.',
      ],
    });
    const long = await send(t, 'POST', '/company-reviews', seeker.token, {
      ...validReview({ company_id: company.id }),
      title: 'Tư vấn kỹ. '.repeat(12),
      content: 'Chi phí 120.000.000 đồng. '.repeat(130),
    });
    expect(json(long).errors).toEqual({
      title: ['Dữ liệu nhập vào nhỏ hơn 120 ký tự.'],
      content: ['Dữ liệu nhập vào nhỏ hơn 3000 ký tự.'],
    });
    // A sum of money is not a phone number.
    const money = await send(t, 'POST', '/company-reviews', seeker.token, {
      ...validReview({ company_id: company.id }),
      content: 'Tổng chi phí 1.000.000.000 đồng là quá cao, nhưng được báo trước khi ký.',
    });
    expect(money.statusCode, money.body).toBe(200);
  });

  it('refuses every account but employees, and companies that are not public', async () => {
    const company = await createReviewedCompany(t);
    const body = validReview({ company_id: company.id });
    expect((await send(t, 'POST', '/company-reviews', null, body)).statusCode).toBe(401);
    for (const email of [DEMO.company, DEMO.admin, DEMO.subAdmin, DEMO.sale, DEMO.leaderSale]) {
      const res = await send(t, 'POST', '/company-reviews', await loginAs(t.app, email), body);
      expect(res.statusCode, email).toBe(403);
    }
    const seeker = await createSeeker(t);
    const locked = await createReviewedCompany(t);
    await t.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, locked.userId));
    for (const id of [locked.id, 999_999]) {
      const res = await send(t, 'POST', '/company-reviews', seeker.token, validReview({ company_id: id }));
      expect(res.statusCode).toBe(404);
      expect((await send(t, 'GET', `/company-reviews/${id}`)).statusCode).toBe(404);
      expect((await send(t, 'GET', `/company-reviews/${id}/stats`)).statusCode).toBe(404);
    }
  });

  it('the author edits only their own review and reads it back; others get 404', async () => {
    const company = await createReviewedCompany(t);
    const author = await createSeeker(t);
    const stranger = await createSeeker(t);
    expect(
      json(await send(t, 'GET', `/company-reviews/company/${company.id}/user`, author.token)).data,
    ).toBeNull();
    const created = json(
      await send(t, 'POST', '/company-reviews', author.token, validReview({ company_id: company.id })),
    ).data;

    const edit = validReview({ rating: 5, title: 'Sau khi xuất cảnh vẫn được hỗ trợ', rating_abroad: 5 });
    const byStranger = await send(t, 'PUT', `/company-reviews/${created.id}`, stranger.token, edit);
    expect(byStranger.statusCode).toBe(404);
    expect((await send(t, 'PUT', `/company-reviews/${created.id}`, company.token, edit)).statusCode).toBe(
      403,
    );
    expect((await send(t, 'PUT', '/company-reviews/999999', author.token, edit)).statusCode).toBe(404);

    const ok = await send(t, 'PUT', `/company-reviews/${created.id}`, author.token, edit);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).message).toBe('Đã cập nhật đánh giá.');
    expect(json(ok).data).toMatchObject({ id: created.id, rating: 5, rating_abroad: 5, title: edit.title });
    // Laravel's POST with _method=PUT reaches the same call.
    const override = await send(t, 'POST', `/company-reviews/${created.id}`, author.token, {
      ...edit,
      rating: 4,
      _method: 'PUT',
    });
    expect(json(override).data.rating).toBe(4);
    const read = json(await send(t, 'GET', `/company-reviews/company/${company.id}/user`, author.token)).data;
    expect(read).toMatchObject({ id: created.id, rating: 4, status: 'published' });
    expect(
      json(await send(t, 'GET', `/company-reviews/company/${company.id}/user`, stranger.token)).data,
    ).toBeNull();
    expect(
      (await send(t, 'GET', `/company-reviews/company/${company.id}/user`, company.token)).statusCode,
    ).toBe(403);
  });

  it('stats, the company card and the best-rated order follow the published reviews', async () => {
    const company = await createReviewedCompany(t);
    const ratings = [5, 4, 4, 2];
    for (const [i, rating] of ratings.entries()) {
      const s = await createSeeker(t);
      const body = validReview({ company_id: company.id, rating, rating_costs: i === 0 ? null : rating });
      expect((await send(t, 'POST', '/company-reviews', s.token, body)).statusCode).toBe(200);
    }
    const stats = json(await send(t, 'GET', `/company-reviews/${company.id}/stats`)).data;
    expect(stats).toEqual({
      company_id: company.id,
      average: 3.8,
      total: 4,
      distribution: [
        { rating: 5, count: 1 },
        { rating: 4, count: 2 },
        { rating: 3, count: 0 },
        { rating: 2, count: 1 },
        { rating: 1, count: 0 },
      ],
      sub_ratings: {
        rating_costs: { average: 3.3, count: 3 },
        rating_before_departure: { average: 3, count: 4 },
        rating_abroad: { average: null, count: 0 },
      },
    });
    const profile = json(await send(t, 'GET', `/companies/${company.id}`)).data;
    expect(profile.stats).toEqual({ averageRating: 3.8, totalReviews: 4 });
    const search = encodeURIComponent(company.name);
    const listed = json(await send(t, 'GET', `/companies?search=${search}`)).data;
    expect(listed.items[0].stats).toEqual({ averageRating: 3.8, totalReviews: 4 });
    const job = json(await send(t, 'GET', `/job/${company.jobId}/x`)).data;
    expect(job.company_card.stats).toEqual({ averageRating: 3.8, totalReviews: 4 });

    // Best rated first: rated companies by average, then those without reviews.
    const sorted = json(await send(t, 'GET', '/companies?sort=danh-gia-cao&limit=100')).data.items as {
      stats: { averageRating: number | null; totalReviews: number };
    }[];
    const averages = sorted.map((c) => c.stats.averageRating);
    const rated = averages.filter((a) => a !== null) as number[];
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    expect(averages.slice(0, rated.length).every((a) => a !== null)).toBe(true);
    expect((await send(t, 'GET', '/companies?sort=sai')).statusCode).toBe(422);

    // Empty company: no made-up figures.
    const empty = await createReviewedCompany(t);
    expect(json(await send(t, 'GET', `/companies/${empty.id}`)).data.stats).toEqual({
      averageRating: null,
      totalReviews: 0,
    });
  });

  it('pages newest first or most helpful first; helpful votes by others only', async () => {
    const company = await createReviewedCompany(t);
    const authors = [await createSeeker(t), await createSeeker(t), await createSeeker(t)];
    const ids: number[] = [];
    for (const a of authors)
      ids.push(
        json(await send(t, 'POST', '/company-reviews', a.token, validReview({ company_id: company.id }))).data
          .id,
      );
    const [first, second, third] = ids as [number, number, number];
    const page = json(await send(t, 'GET', `/company-reviews/${company.id}?limit=2`)).data;
    expect(page).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page.items.map((r: { id: number }) => r.id)).toEqual([third, second]);
    const page2 = json(await send(t, 'GET', `/company-reviews/${company.id}?limit=2&page=2`)).data;
    expect(page2.items.map((r: { id: number }) => r.id)).toEqual([first]);

    const voter = await createSeeker(t);
    const vote = await send(t, 'PUT', `/company-reviews/${first}/helpful`, voter.token, { helpful: true });
    expect(json(vote).data).toEqual({ helpful: true, helpful_count: 1 });
    // A repeat does not count twice; the company's own accounts may vote too.
    expect(
      json(await send(t, 'PUT', `/company-reviews/${first}/helpful`, voter.token, { helpful: true })).data,
    ).toEqual({
      helpful: true,
      helpful_count: 1,
    });
    await send(t, 'PUT', `/company-reviews/${first}/helpful`, company.token, { helpful: true });
    await send(t, 'PUT', `/company-reviews/${second}/helpful`, voter.token, { helpful: true });
    const helpful = json(await send(t, 'GET', `/company-reviews/${company.id}?sort=helpful`)).data;
    expect(helpful.items.map((r: { id: number; helpful_count: number }) => [r.id, r.helpful_count])).toEqual([
      [first, 2],
      [second, 1],
      [third, 0],
    ]);
    const undo = await send(t, 'PUT', `/company-reviews/${first}/helpful`, voter.token, { helpful: false });
    expect(json(undo).data).toEqual({ helpful: false, helpful_count: 1 });
    const own = await send(t, 'PUT', `/company-reviews/${first}/helpful`, authors[0]?.token, {
      helpful: true,
    });
    expect(own.statusCode).toBe(403);
    expect(
      (await send(t, 'PUT', `/company-reviews/${first}/helpful`, null, { helpful: true })).statusCode,
    ).toBe(401);
  });

  it('the company replies once (editable) to reviews of itself only, and the author is told once', async () => {
    const company = await createReviewedCompany(t);
    const otherCompany = await createReviewedCompany(t);
    const author = await createSeeker(t);
    const review = json(
      await send(t, 'POST', '/company-reviews', author.token, validReview({ company_id: company.id })),
    ).data;
    const reply = { content: 'Cảm ơn bạn đã góp ý, chúng tôi sẽ rút ngắn thời gian phản hồi.' };

    expect(
      (await send(t, 'PUT', `/company-reviews/${review.id}/reply`, otherCompany.token, reply)).statusCode,
    ).toBe(404);
    expect(
      (await send(t, 'PUT', `/company-reviews/${review.id}/reply`, author.token, reply)).statusCode,
    ).toBe(403);
    expect((await send(t, 'PUT', `/company-reviews/${review.id}/reply`, null, reply)).statusCode).toBe(401);
    const short = await send(t, 'PUT', `/company-reviews/${review.id}/reply`, company.token, {
      content: 'Ok',
    });
    expect(json(short).errors).toEqual({ content: ['Dữ liệu nhập vào lớn hơn 10 ký tự.'] });

    const res = await send(t, 'PUT', `/company-reviews/${review.id}/reply`, company.token, reply);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Đã đăng phản hồi.');
    expect(json(res).data.reply.content).toBe(reply.content);
    const edited = await send(t, 'PUT', `/company-reviews/${review.id}/reply`, company.token, {
      content: 'Cảm ơn bạn, từ tháng sau chúng tôi trả lời email trong 24 giờ.',
    });
    expect(json(edited).data.reply.content).toBe(
      'Cảm ơn bạn, từ tháng sau chúng tôi trả lời email trong 24 giờ.',
    );
    const told = await notificationsOf(author.id, 15);
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toBe('Công ty đã phản hồi đánh giá "Tư vấn rõ ràng, đúng hẹn" của bạn');
    const shown = json(await send(t, 'GET', `/company-reviews/${company.id}`)).data.items[0];
    expect(shown.reply.content).toBe('Cảm ơn bạn, từ tháng sau chúng tôi trả lời email trong 24 giờ.');
  });
});
