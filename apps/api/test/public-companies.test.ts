import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../src/db/schema/index.ts';
import { json, useTestApp } from './helpers.ts';
import { addJobs, createCompany, get, jobSpec, listJobs } from './support/public-jobs.ts';

type Company = {
  id: number;
  name: string;
  job_count: number;
  company_activity: number[];
  [k: string]: unknown;
};
const names = (items: { name: string }[]) => items.map((c) => c.name);

const SAO_MAI = 'Công ty Cổ phần Nhân lực Quốc tế Sao Mai';
const SAO_MAI_LOOKALIKE = 'Công ty TNHH Nhân lực Quốc tế Sao Mại';
const HOA_ANH_DAO = 'Công ty TNHH Tư vấn Du học Hoa Anh Đào';
const HAN_VIET = 'Công ty TNHH Giáo dục và Nhân lực Hàn Việt';
const MIEN_TRUNG = 'Công ty TNHH Dịch vụ Việc làm Miền Trung';
const DAI_DUONG = 'Công ty Cổ phần Hợp tác Lao động Đại Dương';

describe('public companies (companies, companies/{id}, companies/{id}/jobs)', () => {
  const t = useTestApp();
  const list = async (query = '') => {
    const res = await get(t.app, `/api/companies${query}`);
    expect(res.statusCode, query).toBe(200);
    return json(res).data as { items: Company[]; total: number; page: number; limit: number };
  };
  const companyId = async (name: string) =>
    (await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]?.id;

  it('lists only activated company accounts, with open-job counts, tags, activities and the seeded ratings', async () => {
    const page = await list('?limit=100');
    expect(names(page.items)).toEqual(
      expect.arrayContaining([SAO_MAI, HOA_ANH_DAO, HAN_VIET, MIEN_TRUNG, DAI_DUONG]),
    );
    // Waiting for activation, waiting for approval, locked: not listed.
    for (const hidden of [
      'Công ty TNHH Thương mại Minh Phát',
      'Công ty TNHH Xây dựng Hưng Thịnh',
      'Công ty TNHH Nhân lực Toàn Cầu Xanh',
    ]) {
      expect(names(page.items)).not.toContain(hidden);
    }
    expect(page.total).toBe(page.items.length);
    // The demo reviews (seed/demo-reviews.ts): Sao Mai 5 and 4, Hoa Anh Đào 3, Miền Trung 4, none elsewhere.
    const seeded: Record<string, { averageRating: number | null; totalReviews: number }> = {
      [SAO_MAI]: { averageRating: 4.5, totalReviews: 2 },
      [HOA_ANH_DAO]: { averageRating: 3, totalReviews: 1 },
      [MIEN_TRUNG]: { averageRating: 4, totalReviews: 1 },
    };
    for (const c of page.items) {
      expect(c.stats, c.name).toEqual(seeded[c.name] ?? { averageRating: null, totalReviews: 0 });
      expect(c.job_count, c.name).toBe((await listJobs(t.app, { company_id: c.id })).total);
    }
    const saoMai = page.items.find((c) => c.name === SAO_MAI);
    expect(saoMai).toMatchObject({
      abbreviation: 'SAO MAI HR',
      province: { code: '01', name: 'Hà Nội' },
      company_activity: [2],
      tags: expect.arrayContaining([expect.objectContaining({ name: 'Nhật Bản' })]),
    });
    // Its waiting, rejected and expired orders are not counted.
    expect(saoMai?.job_count).toBe(9);
    // Companies with open jobs come first.
    const counts = page.items.map((c) => c.job_count > 0);
    expect(counts).toEqual([...counts].sort((a, b) => Number(b) - Number(a)));
  });

  it('searches names and abbreviations without accents or case; filters by activity', async () => {
    // The demo's look-alike agency (Sao Mại, ADR 0030) folds to the same name.
    for (const q of ['sao mai', 'Sao Mai', 'nhan luc quoc te']) {
      expect(names((await list(`?search=${encodeURIComponent(q)}`)).items), q).toEqual([
        SAO_MAI,
        SAO_MAI_LOOKALIKE,
      ]);
    }
    expect(names((await list(`?search=${encodeURIComponent('SAO MAI HR')}`)).items)).toEqual([SAO_MAI]);
    expect(names((await list(`?search=${encodeURIComponent('hoa anh dao')}`)).items)).toEqual([HOA_ANH_DAO]);
    expect(names((await list(`?search=${encodeURIComponent('ĐẠI DƯƠNG')}`)).items)).toEqual([DAI_DUONG]);
    expect(names((await list(`?search=${encodeURIComponent('Hàn Việt'.normalize('NFD'))}`)).items)).toEqual([
      HAN_VIET,
    ]);
    expect((await list('?search=khongcocongtynay')).items).toEqual([]);

    const study = await list('?activity=1&limit=100');
    expect(study.items.every((c) => c.company_activity.includes(1))).toBe(true);
    expect(names(study.items)).toEqual(expect.arrayContaining([HOA_ANH_DAO, HAN_VIET]));
    const labour = await list('?activity=2&limit=100');
    expect(labour.items.every((c) => c.company_activity.includes(2))).toBe(true);
    expect(names(labour.items)).toEqual(expect.arrayContaining([SAO_MAI, DAI_DUONG, HAN_VIET]));
    expect(names(labour.items)).not.toContain(MIEN_TRUNG);
    expect(names((await list(`?activity=1&search=${encodeURIComponent('sao mai')}`)).items)).toEqual([]);

    const small = await list('?limit=2&page=2');
    expect(small).toMatchObject({ page: 2, limit: 2 });
    expect(small.items).toHaveLength(2);
    for (const bad of [
      '?activity=4',
      '?activity=0',
      '?activity=x',
      '?limit=0',
      `?search=${'a'.repeat(201)}`,
    ]) {
      expect((await get(t.app, `/api/companies${bad}`)).statusCode, bad).toBe(422);
    }
  });

  it('activity 3 (domestic): derived from open domestic jobs, as a filter and in company_activity', async () => {
    const hiring = await createCompany(t, {
      name: 'Công ty TNHH Việc Làm Nội Địa Kiểm Thử',
      activities: [2],
    });
    const closed = await createCompany(t, { name: 'Công ty TNHH Nội Địa Hết Hạn Kiểm Thử', activities: [1] });
    const domestic = { kind: 'domestic' as const, nation: 'VN', province: '01' };
    await addJobs(t, hiring, [
      jobSpec({ title: 'Công nhân đóng gói tại Hà Nội', ...domestic }),
      jobSpec({ title: 'Đơn hàng cơm hộp Nhật Bản' }),
    ]);
    // Only a waiting and an expired domestic job: not hiring at home now.
    await addJobs(t, closed, [
      jobSpec({ title: 'Phụ bếp chờ duyệt', ...domestic, status: 'waiting' }),
      jobSpec({ title: 'Phụ bếp hết hạn', ...domestic, deadlineInDays: -1, publishedDaysAgo: 20 }),
    ]);
    const home = await list('?activity=3&limit=100');
    expect(names(home.items)).toContain(hiring.name);
    expect(names(home.items)).not.toContain(closed.name);
    expect(home.items.every((c) => c.company_activity.includes(3))).toBe(true);
    expect(home.total).toBe(home.items.length);
    // The declared activities stay, 3 is added once; the profile says the same.
    expect(home.items.find((c) => c.id === hiring.id)?.company_activity).toEqual([2, 3]);
    expect(json(await get(t.app, `/api/companies/${hiring.id}`)).data.company_activity).toEqual([2, 3]);
    expect(json(await get(t.app, `/api/companies/${closed.id}`)).data.company_activity).toEqual([1]);
    // Still a labour-export company in that filter; not a study-abroad one.
    expect(names((await list('?activity=2&limit=100')).items)).toContain(hiring.name);
    expect(names((await list('?activity=1&limit=100')).items)).not.toContain(hiring.name);
  });

  it('shows a public profile: address, fields, licence; 404 for any company not activated', async () => {
    const id = await companyId(DAI_DUONG);
    const res = await get(t.app, `/api/companies/${id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      id,
      name: DAI_DUONG,
      abbreviation: 'ĐẠI DƯƠNG LABOUR',
      address: expect.stringMatching(/^Số 56 đường Lê Hồng Phong, .+, Tỉnh Nghệ An$/),
      labor_license_number: '128/LĐTBXH-GP',
      labor_license_date: '2021-05-20',
      tax_code: '2901234567',
      website: 'https://daiduonglabour.example.vn',
      company_activity: [2],
      fields: expect.arrayContaining([expect.objectContaining({ name: 'Lao động châu Âu', activity: 2 })]),
      stats: { averageRating: null, totalReviews: 0 },
      job_count: 5,
    });
    for (const hidden of ['Công ty TNHH Nhân lực Toàn Cầu Xanh', 'Công ty TNHH Thương mại Minh Phát']) {
      const r = await get(t.app, `/api/companies/${await companyId(hidden)}`);
      expect(r.statusCode, hidden).toBe(404);
      expect(json(r).code).toBe(1107);
      expect((await get(t.app, `/api/companies/${await companyId(hidden)}/jobs`)).statusCode, hidden).toBe(
        404,
      );
    }
    expect((await get(t.app, '/api/companies/99999999')).statusCode).toBe(404);
    expect((await get(t.app, '/api/companies/abc')).statusCode).toBe(422);
  });

  it("lists a company's open jobs only, newest first, paged", async () => {
    const company = await createCompany(t, { name: 'Công ty TNHH Kiểm thử Danh sách', activities: [2] });
    const [older, newer, waiting, expired] = await addJobs(t, company, [
      jobSpec({ title: 'Đơn hàng cũ hơn', publishedDaysAgo: 6 }),
      jobSpec({ title: 'Đơn hàng mới hơn', publishedDaysAgo: 1 }),
      jobSpec({ title: 'Đơn hàng chờ duyệt', status: 'waiting' }),
      jobSpec({ title: 'Đơn hàng hết hạn', deadlineInDays: -1, publishedDaysAgo: 20 }),
    ]);
    const res = json(await get(t.app, `/api/companies/${company.id}/jobs`)).data;
    expect(res).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(res.items.map((j: { id: number }) => j.id)).toEqual([newer, older]);
    expect(res.items.map((j: { id: number }) => j.id)).not.toContain(waiting);
    expect(res.items.map((j: { id: number }) => j.id)).not.toContain(expired);
    const second = json(await get(t.app, `/api/companies/${company.id}/jobs?limit=1&page=2`)).data;
    expect(second.items.map((j: { id: number }) => j.id)).toEqual([older]);
    const profile = json(await get(t.app, `/api/companies/${company.id}`)).data;
    expect(profile.job_count).toBe(2);

    // Locking the account hides the company and its jobs.
    await t.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, company.userId));
    expect((await get(t.app, `/api/companies/${company.id}`)).statusCode).toBe(404);
    expect((await get(t.app, `/api/companies/${company.id}/jobs`)).statusCode).toBe(404);
    expect((await listJobs(t.app, { company_id: company.id })).total).toBe(0);
  });
});
