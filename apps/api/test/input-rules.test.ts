import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../src/db/schema/index.ts';
import { SLUG_MAX_LENGTH } from '../src/lib/slug.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { futureDate, pickOccupation, postJob } from './support/jobs.ts';
import { multipartForm, PNG_BYTES } from './support/multipart.ts';

const NUL_MESSAGE = 'Dữ liệu chứa ký tự không hợp lệ';

/**
 * Issue 10 item 4: a NUL character (U+0000) in any request string made PostgreSQL fail (500).
 * Every endpoint answers 422 with the field's error in the envelope, and writes nothing.
 */
describe('NUL characters in input', () => {
  const t = useTestApp();
  let company: string;
  let employee: string;
  let workId: number;

  const jobFields = (over: Record<string, string> = {}) => ({
    kind: 'labor_export',
    title: 'Đơn hàng cơ khí tại Osaka',
    nation_code: 'JP',
    work_id: String(workId),
    quantity: '5',
    deadline: futureDate(30),
    description: '<p>Hàn và lắp ráp khung thép.</p>',
    contract_months: '36',
    cost_items: JSON.stringify([
      {
        category: 'flight',
        amount: 9000000,
        currency: 'VND',
        paid_when: 'before_departure',
        refundable: false,
      },
    ]),
    ...over,
  });
  const jobCount = async () => (await t.database.db.select({ id: jobs.id }).from(jobs)).length;

  function expectNulRefused(res: { statusCode: number; json(): unknown }, field: string) {
    expect(res.statusCode, JSON.stringify(res.json())).toBe(422);
    const body = json(res as Parameters<typeof json>[0]);
    expect(body).toMatchObject({ success: false, code: 1106 });
    expect(body.requestId).toEqual(expect.any(String));
    expect(body.errors?.[field]).toEqual([NUL_MESSAGE]);
  }

  beforeAll(async () => {
    company = await loginAs(t.app, DEMO.company);
    employee = await loginAs(t.app, DEMO.employee);
    workId = await pickOccupation(t.app);
  });

  it('refuses a JSON body field holding NUL and stores nothing', async () => {
    const before = await jobCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/jobs',
      headers: bearer(company),
      payload: { ...jobFields({ title: 'Kỹ sư\u0000 cơ khí' }), quantity: 5 },
    });
    expectNulRefused(res, 'title');
    expect(await jobCount()).toBe(before);
    // The same posting without the character is accepted: the refusal was the NUL.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/company/jobs',
      headers: bearer(company),
      payload: { ...jobFields({ title: 'Kỹ sư cơ khí' }), quantity: 5 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await jobCount()).toBe(before + 1);
  });

  it('refuses NUL inside an array field, named by its index, and keeps the profile', async () => {
    const [before] = await t.database.db.select().from(users).where(eq(users.email, DEMO.employee));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update-profile',
      headers: bearer(employee),
      payload: { name: 'Tên Mới Hoàn Toàn', phone: '0912345678', wished_nation_codes: ['JP', 'K\u0000R'] },
    });
    expectNulRefused(res, 'wished_nation_codes.1');
    expect(Object.keys(json(res).errors ?? {})).toEqual(['wished_nation_codes.1']);
    const [after] = await t.database.db.select().from(users).where(eq(users.email, DEMO.employee));
    expect(after?.name).toBe(before?.name);
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });

  it('refuses NUL in a query parameter and in a path parameter', async () => {
    expectNulRefused(
      await t.app.inject({ method: 'GET', url: '/api/listJobs?search=%C4%91i%E1%BB%87n%00' }),
      'search',
    );
    const job = await t.database.db.select({ id: jobs.id }).from(jobs).limit(1);
    expectNulRefused(await t.app.inject({ method: 'GET', url: `/api/job/${job[0]?.id}/a%00b` }), 'x');
    // Without it, both answer.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/listJobs?search=%C4%91i%E1%BB%87n' })).statusCode,
    ).toBe(200);
  });

  it('refuses NUL in a multipart text field and in a urlencoded form, and stores nothing', async () => {
    const before = await jobCount();
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/company/jobs',
      ...multipartForm(jobFields({ location: 'Osaka\u0000' }), company),
    });
    expectNulRefused(multipart, 'location');
    // A file's name is text too (CV names are stored).
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/company/jobs',
      ...multipartForm({ ...jobFields(), thumbnail: { name: 'anh\u0000.png', data: PNG_BYTES } }, company),
    });
    expectNulRefused(named, 'thumbnail.name');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/company/jobs',
      headers: { ...bearer(company), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(jobFields({ description: '<p>a\u0000</p>' })).toString(),
    });
    expectNulRefused(form, 'description');
    expect(await jobCount()).toBe(before);
  });

  it('reports NUL together with the other failing rules, in every part at once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/jobs?x=%00',
      headers: bearer(company),
      payload: { ...jobFields({ title: '\u0000' }), quantity: 'nhiều' },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = json(res);
    expect(errors?.title).toContain(NUL_MESSAGE);
    expect(errors?.x).toEqual([NUL_MESSAGE]);
    expect(errors?.quantity?.length).toBeGreaterThan(0);
  });
});

/**
 * Issue 10 item 4: a title up to the form's maximum gave a slug longer than the router's parameter
 * limit (100), so its public page answered 404.
 */
describe('long job titles', () => {
  const t = useTestApp();
  /** 200 characters (the form's maximum), Vietnamese with diacritics. */
  const TITLE = (
    'Tuyển gấp 50 nữ đóng gói thực phẩm tại Aichi Nhật Bản, lương cao 200.000 yên mỗi tháng, ' +
    'bay nhanh tháng 3/2027, không cần kinh nghiệm, hỗ trợ chỗ ở và chi phí đi lại cho người lao động chăm chỉ'
  )
    .slice(0, 200)
    .trim()
    .padEnd(200, 'ệ');

  it('gives a job with a maximum-length title a reachable public page', async () => {
    expect([...TITLE].length).toBe(200);
    const company = await loginAs(t.app, DEMO.company);
    const admin = await loginAs(t.app, DEMO.admin);
    const posted = await postJob(t.app, company, { title: TITLE });
    expect(posted.slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(posted.slug).toMatch(/^tuyen-gap-50-nu-dong-goi-thuc-pham-tai-aichi-nhat-ban-[a-z0-9-]+[a-z0-9]$/);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${posted.id}/approve`,
      headers: bearer(admin),
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const page = await t.app.inject({ method: 'GET', url: `/api/job/${posted.id}/${posted.slug}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(json(page).data).toMatchObject({
      id: posted.id,
      name: TITLE,
      slug: posted.slug,
      url: `/job/${posted.id}/${posted.slug}`,
    });
    const related = await t.app.inject({
      method: 'GET',
      url: `/api/job/${posted.id}/${posted.slug}/related`,
    });
    expect(related.statusCode).toBe(200);
  });

  it('still answers a job whose slug was made before the cap, and any long wrong slug', async () => {
    const company = await loginAs(t.app, DEMO.company);
    const admin = await loginAs(t.app, DEMO.admin);
    const posted = await postJob(t.app, company, { title: 'Đơn hàng cũ có đường dẫn dài' });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${posted.id}/approve`,
      headers: bearer(admin),
    });
    // As the old slugger wrote it: the whole title, however long.
    const old = 'don-hang-cu-co-duong-dan-dai-'.repeat(200).slice(0, 3600);
    await t.database.db.update(jobs).set({ slug: old }).where(eq(jobs.id, posted.id));
    const res = await t.app.inject({ method: 'GET', url: `/api/job/${posted.id}/${old}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.url).toBe(`/job/${posted.id}/${old}`);
    const wrong = await t.app.inject({ method: 'GET', url: `/api/job/${posted.id}/${'x'.repeat(200)}` });
    expect(wrong.statusCode).toBe(200);
    expect(json(wrong).data.url).toBe(`/job/${posted.id}/${old}`);
  });
});
