import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { postJob } from './support/jobs.ts';
import { addJobs, createCompany, get, jobIdsByTitle, jobSpec, listJobs } from './support/public-jobs.ts';

type Card = { id: number; name: string; kind: string; state: string; url: string; [k: string]: unknown };
const ids = (items: { id: number }[]) => items.map((j) => j.id);

/** Seeded demo jobs that must never be public, and why. */
const HIDDEN = {
  waiting: 'Đơn hàng xây dựng cốp pha tại Hiroshima – Nhật Bản',
  rejected: 'Đơn hàng nông nghiệp tại Hokkaido – bay ngay sau 3 tuần, không cần học tiếng',
  disabled: 'Học bổng du học Nhật Bản 100% học phí – cam kết đỗ visa',
  expired: 'Đơn hàng đóng gói thực phẩm tại Chiba – Nhật Bản',
  lockedCompany: 'Đơn hàng đóng gói mỹ phẩm tại Osaka – Nhật Bản',
};

describe('public job browsing (listJobs, job/{id}/{x}, related, home sections)', () => {
  const t = useTestApp();
  let hidden: Map<string, number>;

  beforeAll(async () => {
    hidden = await jobIdsByTitle(t, Object.values(HIDDEN));
  });

  it('lists public jobs newest first as cards, 20 a page by default', async () => {
    const page = await listJobs(t.app);
    expect(page).toMatchObject({ page: 1, limit: 20, total_capped: false, keyword_match: null });
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page.items).toHaveLength(20);
    const first = page.items[0] as Card;
    expect(first).toMatchObject({
      state: 'approved',
      url: `/job/${first.id}/${first.slug}`,
      nation: { code: expect.any(String), name: expect.any(String) },
      company: { id: expect.any(Number), name: expect.any(String) },
    });
    const published = page.items.map((j) => String(j.published_at));
    expect(published).toEqual([...published].sort().reverse());
    const all = await listJobs(t.app, { limit: 100 });
    expect(all.items).toHaveLength(all.total);
    expect(all.items.every((j) => j.state === 'approved')).toBe(true);
  });

  it('never lists waiting, rejected, disabled or expired jobs, nor jobs of a locked company; only an expired one keeps its page', async () => {
    expect(hidden.size).toBe(5);
    const all = ids((await listJobs(t.app, { limit: 100 })).items);
    const sections = [
      ...(json(await get(t.app, '/api/jobs/study-abroad?limit=100')).data as Card[]),
      ...(json(await get(t.app, '/api/jobs/labor-export?limit=100')).data as Card[]),
    ];
    for (const [title, id] of hidden) {
      expect(all, title).not.toContain(id);
      expect(ids(sections), title).not.toContain(id);
      const detail = await get(t.app, `/api/job/${id}/x`);
      const related = await get(t.app, `/api/job/${id}/x/related`);
      if (title === HIDDEN.expired) {
        // Past its deadline the page still reads (saved jobs and applications link to it), closed.
        expect(detail.statusCode, title).toBe(200);
        expect(json(detail).data).toMatchObject({ id, state: 'expired' });
        expect(related.statusCode, title).toBe(200);
        expect(ids(json(related).data as Card[])).not.toContain(id);
      } else {
        expect(detail.statusCode, title).toBe(404);
        expect(json(detail)).toMatchObject({ success: false, code: 1107 });
        expect(related.statusCode, title).toBe(404);
      }
      // Searched for by its own title it is still absent.
      const found = await listJobs(t.app, { search: title, limit: 100 });
      expect(ids(found.items), title).not.toContain(id);
    }
    // A missing id answers exactly like a hidden one.
    const missing = json(await get(t.app, '/api/job/99999999/x'));
    const waiting = json(await get(t.app, `/api/job/${hidden.get(HIDDEN.waiting)}/x`));
    expect({ ...missing, requestId: '' }).toEqual({ ...waiting, requestId: '' });
  });

  it('follows moderation: visible once approved, gone when disabled or when the company is locked', async () => {
    const company = await loginAs(t.app, DEMO.company);
    const admin = await loginAs(t.app, DEMO.admin);
    const job = await postJob(t.app, company, { title: 'Đơn hàng kiểm duyệt Zuiderzee tại Gifu' });
    const search = { search: 'zuiderzee' };
    expect((await get(t.app, `/api/job/${job.id}/${job.slug}`)).statusCode).toBe(404);
    expect((await listJobs(t.app, search)).total).toBe(0);

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${job.id}/approve`,
      headers: bearer(admin),
    });
    expect(approve.statusCode).toBe(200);
    expect(ids((await listJobs(t.app, search)).items)).toEqual([job.id]);
    expect((await get(t.app, `/api/job/${job.id}/${job.slug}`)).statusCode).toBe(200);

    // The company account is locked: its jobs leave the public pages at once.
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO.company));
    await t.database.db.update(users).set({ status: 'locked' }).where(eq(users.email, DEMO.company));
    expect((await get(t.app, `/api/job/${job.id}/${job.slug}`)).statusCode).toBe(404);
    expect((await listJobs(t.app, search)).total).toBe(0);
    await t.database.db
      .update(users)
      .set({ status: owner?.status ?? 'activated' })
      .where(eq(users.email, DEMO.company));
    expect((await listJobs(t.app, search)).total).toBe(1);

    const disable = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${job.id}/disable`,
      headers: bearer(admin),
    });
    expect(disable.statusCode).toBe(200);
    expect((await get(t.app, `/api/job/${job.id}/${job.slug}`)).statusCode).toBe(404);
    expect((await listJobs(t.app, search)).total).toBe(0);
  });

  it('answers the detail with a wrong slug too, with the canonical url to redirect to', async () => {
    const [job] = (await listJobs(t.app, { search: 'Kỹ sư cơ khí làm việc tại Đà Nẵng' })).items as Card[];
    expect(job?.slug).toBe('ky-su-co-khi-lam-viec-tai-da-nang');
    for (const slug of [job?.slug, 'sai-duong-dan', '0']) {
      const res = await get(t.app, `/api/job/${job?.id}/${slug}`);
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toMatchObject({
        id: job?.id,
        slug: 'ky-su-co-khi-lam-viec-tai-da-nang',
        url: `/job/${job?.id}/ky-su-co-khi-lam-viec-tai-da-nang`,
      });
    }
    expect((await get(t.app, '/api/job/abc/x')).statusCode).toBe(422);
    // A domestic job has no "what a worker keeps" estimate, so no rates for it.
    expect(json(await get(t.app, `/api/job/${job?.id}/x`)).data).toMatchObject({
      kind: 'domestic',
      keeps_rates: null,
    });
  });

  it('shows the whole detail: links, requirements, salary in VND with the rate date, and the company card', async () => {
    const [job] = (await listJobs(t.app, { search: 'Đơn hàng chế biến thực phẩm tại Aichi' }))
      .items as Card[];
    const detail = json(await get(t.app, `/api/job/${job?.id}/x`)).data;
    expect(detail).toMatchObject({
      name: 'Đơn hàng chế biến thực phẩm tại Aichi – Nhật Bản',
      kind: 'labor_export',
      nation: { code: 'JP', name: 'Nhật Bản' },
      location: 'Aichi',
      work: { name: 'Cơm hộp' },
      field: { name: 'Thực tập sinh kỹ năng Nhật Bản' },
      salary_minimum: 185000,
      salary_maximum: 205000,
      salary_currency: 'JPY',
      salary_period: 'month',
      expense_max: 110000000,
      quantity: 30,
      age_min: 18,
      age_max: 32,
      education: 'middle_school',
      gender: 'any',
      rates_as_of: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      company_card: {
        name: 'Công ty Cổ phần Nhân lực Quốc tế Sao Mai',
        abbreviation: 'SAO MAI HR',
        labor_license_number: '215/LĐTBXH-GP',
        company_activity: [2],
        // The two demo reviews of Sao Mai (5 and 4 stars).
        stats: { averageRating: 4.5, totalReviews: 2 },
        address: expect.stringContaining('Tam Trinh'),
      },
    });
    // What a worker keeps (issue 30 item 6): the stored rate of the salary's and the defaults'
    // currency (both JPY here), the one the VND salary was computed with.
    expect(detail.keeps_rates).toEqual({
      as_of: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      vnd_per_unit: { JPY: expect.any(Number) },
    });
    expect(Math.round(185_000 * detail.keeps_rates.vnd_per_unit.JPY)).toBe(detail.salary_min_vnd);
    // 185.000 JPY a month at the seeded rate, in VND.
    expect(detail.salary_min_vnd).toBeGreaterThan(25_000_000);
    expect(detail.salary_min_vnd).toBeLessThan(45_000_000);
    expect(detail.tags.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(['Nhật Bản', 'Thực tập sinh']),
    );
    expect(detail.skills.map((x: { name: string }) => x.name)).toContain('Chế biến thực phẩm');
    expect(detail.equipments.map((x: { name: string }) => x.name)).toContain('Bảo hiểm y tế');
    expect(detail.description).toContain('<p>');
    expect(detail.company_card.job_count).toBe(
      (await listJobs(t.app, { company_id: detail.company_card.id })).total,
    );
  });

  it('relates jobs of the same kind, closest first (occupation and nation), never the job itself', async () => {
    const company = await createCompany(t);
    const [self, sameWorkNation, sameNation, otherKind, otherNation] = await addJobs(t, company, [
      jobSpec({
        title: 'Đơn hàng cơm hộp Alpha tại Aichi',
        work: 'Cơm hộp',
        nation: 'JP',
        publishedDaysAgo: 1,
      }),
      jobSpec({
        title: 'Đơn hàng cơm hộp Beta tại Osaka',
        work: 'Cơm hộp',
        nation: 'JP',
        publishedDaysAgo: 0,
      }),
      jobSpec({
        title: 'Đơn hàng may Gamma tại Gifu',
        work: 'May công nghiệp',
        nation: 'JP',
        publishedDaysAgo: 2,
      }),
      jobSpec({ title: 'Du học Delta tại Tokyo', kind: 'study_abroad', work: 'Du học tiếng', nation: 'JP' }),
      jobSpec({ title: 'Đơn hàng may Epsilon tại Đài Trung', work: 'May công nghiệp', nation: 'TW' }),
    ]);
    const related = json(await get(t.app, `/api/job/${self}/sai-slug/related?limit=100`)).data as Card[];
    const relatedIds = ids(related);
    expect(relatedIds).not.toContain(self);
    expect(relatedIds).not.toContain(otherKind);
    expect(related.every((j) => j.kind === 'labor_export')).toBe(true);
    expect(relatedIds[0]).toBe(sameWorkNation);
    expect(relatedIds).toContain(sameNation);
    // Same company, other nation and occupation: still related, after the closer ones.
    expect(relatedIds.indexOf(otherNation as number)).toBeGreaterThan(
      relatedIds.indexOf(sameNation as number),
    );
    const few = json(await get(t.app, `/api/job/${self}/x/related?limit=2`)).data as Card[];
    expect(few).toHaveLength(2);
    expect((await get(t.app, `/api/job/${self}/x/related?limit=0`)).statusCode).toBe(422);
  });

  it('serves the home sections: newest study-abroad programmes and labour-export orders', async () => {
    const study = json(await get(t.app, '/api/jobs/study-abroad')).data as Card[];
    expect(study).toHaveLength(8);
    expect(study.every((j) => j.kind === 'study_abroad')).toBe(true);
    const labour = json(await get(t.app, '/api/jobs/labor-export?limit=3')).data as Card[];
    expect(labour).toHaveLength(3);
    expect(labour.every((j) => j.kind === 'labor_export')).toBe(true);
    const newestLabour = await listJobs(t.app, { kind: 'labor_export', limit: 3 });
    expect(ids(labour)).toEqual(ids(newestLabour.items));
    expect((await get(t.app, '/api/jobs/labor-export?limit=101')).statusCode).toBe(422);
  });

  it('is public: no token needed, a token is accepted', async () => {
    const token = await loginAs(t.app, DEMO.employee);
    const res = await t.app.inject({ method: 'GET', url: '/api/listJobs?limit=1', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.items).toHaveLength(1);
  });
});
