import { monthlyVnd } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { futureDate, pickOccupation, postJob } from './support/jobs.ts';
import { multipartForm, type Part, PDF_BYTES, PNG_BYTES } from './support/multipart.ts';

describe('company jobs (GET/POST company/jobs, GET/PUT company/jobs/{id})', () => {
  const t = useTestApp();
  let company: string;
  let workId: number;
  const valid = (over: Record<string, Part | undefined> = {}): Record<string, Part | undefined> => ({
    kind: 'labor_export',
    title: 'Đơn hàng chế biến thực phẩm tại Aichi – Nhật Bản',
    nation_code: 'JP',
    location: 'Aichi',
    work_id: String(workId),
    quantity: '12',
    gender: 'female',
    age_min: '18',
    age_max: '32',
    education: 'high_school',
    salary_currency: 'JPY',
    salary_period: 'month',
    salary_min: '180.000',
    salary_max: '220.000',
    expense_max: '120.000.000',
    bonus_main: '2.000.000',
    deadline: futureDate(30),
    expected_flight_date: futureDate(120),
    description: '<p>Đóng gói <strong>cơm hộp</strong></p><script>alert(1)</script>',
    requirements: '<p>Sức khỏe tốt</p>',
    benefits: '',
    thumbnail: { name: 'anh.png', data: PNG_BYTES },
    contract_months: '36',
    cost_items: JSON.stringify([
      {
        category: 'service_fee',
        amount: 500000,
        currency: 'JPY',
        paid_when: 'after_contract',
        refundable: false,
      },
    ]),
    ...over,
  });
  const post = (token: string, fields: Record<string, Part | undefined>, url = '/api/company/jobs') =>
    t.app.inject({ method: 'POST', url, ...multipartForm(fields, token) });

  beforeAll(async () => {
    company = await loginAs(t.app, DEMO.company);
    workId = await pickOccupation(t.app);
  });

  it('posts a labour-export order that waits for an admin, with salary in VND per month and clean HTML', async () => {
    const res = await post(company, valid());
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.message).toBe('Chờ Admin phê duyệt');
    expect(body.data).toMatchObject({
      name: 'Đơn hàng chế biến thực phẩm tại Aichi – Nhật Bản',
      slug: 'don-hang-che-bien-thuc-pham-tai-aichi-nhat-ban',
      kind: 'labor_export',
      status: 'waiting',
      state: 'waiting',
      nation: { code: 'JP', name: 'Nhật Bản' },
      salary_minimum: 180000,
      salary_maximum: 220000,
      salary_currency: 'JPY',
      expense_max: 120000000,
      bonus: [{ type: 'main', amount: 2000000 }],
      benefits: null,
      published_at: null,
    });
    expect(body.data.salary_min_vnd).toBeGreaterThan(20_000_000);
    expect(body.data.salary_max_vnd).toBeGreaterThan(body.data.salary_min_vnd);
    expect(body.data.rates_as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.data.description).toContain('<strong>cơm hộp</strong>');
    expect(body.data.description).not.toContain('script');
    expect(body.data.thumbnail).toMatch(/^\/api\/files\/job-thumbnail\/[a-f0-9]{32}\.png$/);
    const file = await t.app.inject({ method: 'GET', url: body.data.thumbnail });
    expect(file.statusCode).toBe(200);
  });

  it("normalises an hourly wage with the programme's hours: a student's part-time cap, contract hours for labour", async () => {
    const hourly = {
      salary_currency: 'KRW',
      salary_period: 'hour',
      salary_min: '10.320',
      salary_max: '12.000',
      thumbnail: undefined,
    };
    const study = await post(
      company,
      valid({ ...hourly, kind: 'study_abroad', nation_code: 'KR', title: 'Du học tiếng Hàn lương giờ' }),
    );
    expect(study.statusCode, study.body).toBe(200);
    const rates = { KRW: 18.45 };
    const programme = { kind: 'study_abroad', nationCode: 'KR' };
    // About 20 h/week × 52 ÷ 12 = 86,67 h: 16,5 – 19,2 million ₫, not the 33,5 – 39 of a full-time month.
    expect(json(study).data).toMatchObject({
      salary_min_vnd: monthlyVnd(10_320, 'KRW', 'hour', rates, programme),
      salary_max_vnd: monthlyVnd(12_000, 'KRW', 'hour', rates, programme),
    });
    expect(json(study).data.salary_min_vnd).toBe(16_502_315);
    // The same wage edited into a labour order counts 176 h.
    const id = json(study).data.id as number;
    const edited = await post(company, valid({ ...hourly, _method: 'PUT' }), `/api/company/jobs/${id}`);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited).data.salary_min_vnd).toBe(10_320 * 176 * 18.45);
  });

  it('reports every failing rule with the catalogue messages', async () => {
    const res = await post(company, { kind: 'labor_export' });
    expect(res.statusCode).toBe(422);
    const { errors } = json(res);
    expect(errors).toMatchObject({
      title: ['Tiêu đề không được để trống.'],
      work_id: ['Ngành nghề không được để trống.'],
      quantity: ['Số lượng tuyển không được để trống.'],
      deadline: ['Hạn nộp hồ sơ không được để trống.'],
      description: ['Mô tả công việc không được để trống.'],
      nation_code: ['Quốc gia không được để trống.'],
    });
  });

  it('checks ranges, dates, cost and the thumbnail by content', async () => {
    const res = await post(
      company,
      valid({
        age_min: '40',
        age_max: '20',
        salary_min: '300.000',
        salary_max: '200.000',
        expense_max: '2.500.000.000',
        deadline: futureDate(60),
        expected_flight_date: futureDate(60),
        quantity: '0',
        thumbnail: { name: 'anh.png', data: PDF_BYTES },
      }),
    );
    expect(res.statusCode).toBe(422);
    const { errors } = json(res);
    expect(errors?.deadline).toEqual(['Hạn nộp hồ sơ phải trước lịch bay dự kiến.']);
    expect(errors?.expense_max).toEqual(['Không vượt quá 2 tỷ']);
    expect(errors?.age_max?.[0]).toMatch(/tuổi/);
    expect(errors?.salary_max?.[0]).toMatch(/lương/i);
    expect(errors?.quantity?.[0]).toMatch(/1/);
    expect(errors?.thumbnail?.[0]).toMatch(/jpeg|png|webp/i);
  });

  it('refuses a deadline in the past and unknown references', async () => {
    const res = await post(company, valid({ deadline: '2020-01-01', expected_flight_date: undefined }));
    expect(json(res).errors?.deadline?.[0]).toBeTruthy();
    const refs = await post(company, valid({ work_id: '999999', tag_ids: ['999999'] }));
    expect(refs.statusCode).toBe(422);
    expect(json(refs).errors).toMatchObject({
      work_id: ['Ngành nghề không tồn tại'],
      tag_ids: ['Thẻ không hợp lệ'],
    });
  });

  it('a domestic job is in Vietnam and needs a province', async () => {
    const res = await post(
      company,
      valid({ kind: 'domestic', nation_code: 'JP', province_code: undefined, salary_currency: 'VND' }),
    );
    expect(json(res).errors?.province_code).toEqual(['Tỉnh/Thành phố không được để trống.']);
    const ok = await post(
      company,
      valid({
        kind: 'domestic',
        title: 'Kỹ sư cơ khí làm việc tại Đà Nẵng',
        province_code: '48',
        salary_currency: 'VND',
        salary_min: '15.000.000',
        salary_max: '25.000.000',
        expected_flight_date: undefined,
      }),
    );
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data).toMatchObject({
      nation: { code: 'VN' },
      province: { code: '48' },
      salary_min_vnd: 15000000,
    });
  });

  it('refuses guests, other types and pending companies', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/company/jobs', ...multipartForm(valid()) });
    expect(guest.statusCode).toBe(401);
    for (const who of [DEMO.employee, DEMO.admin]) {
      const res = await post(await loginAs(t.app, who), valid());
      expect(res.statusCode, who).toBe(403);
    }
    const pending = await post(await loginAs(t.app, DEMO.companyWaitApproval), valid());
    expect(pending.statusCode).toBe(403);
    expect(json(pending)).toMatchObject({
      code: 1113,
      message: 'Vui lòng cập nhật thông tin công ty để thêm nhân viên hoặc đăng tin tuyển dụng.',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/company/jobs',
      headers: bearer(await loginAs(t.app, DEMO.employee)),
    });
    expect(list.statusCode).toBe(403);
  });

  it('a company sees and edits only its own jobs; staff share the company', async () => {
    const created = json(await post(company, valid({ title: 'Đơn hàng may mặc tại Osaka' }))).data;
    const other = await loginAs(t.app, 'duhoc@viecxa.vn');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/company/jobs/${created.id}`,
      headers: bearer(other),
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/company/jobs/99999999',
      headers: bearer(other),
    });
    expect(read.statusCode).toBe(404);
    expect(json(read).message).toBe(json(missing).message);
    const edit = await post(other, { ...valid(), _method: 'PUT' }, `/api/company/jobs/${created.id}`);
    expect(edit.statusCode).toBe(404);
    const otherList = json(
      await t.app.inject({ method: 'GET', url: '/api/company/jobs', headers: bearer(other) }),
    ).data;
    expect(otherList.items.map((j: { id: number }) => j.id)).not.toContain(created.id);

    const staff = await loginAs(t.app, DEMO.companyStaff);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/company/jobs/${created.id}`,
      headers: bearer(staff),
    });
    expect(mine.statusCode).toBe(200);
  });

  it('lists with state, kind and accent-insensitive search filters', async () => {
    await post(company, valid({ title: 'Điều dưỡng viên tại Tokyo' }));
    const get = (qs: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/company/jobs?${qs}`, headers: bearer(company) })
        .then((r) => json(r).data);
    const found = await get('search=dieu%20duong');
    expect(found.items.map((j: { name: string }) => j.name)).toContain('Điều dưỡng viên tại Tokyo');
    // The search text also holds occupation, field and kind (ADR 0024), so other nursing jobs may
    // match; a job of another trade does not.
    const other = await get('search=xay%20dung%20tai%20chiba');
    expect(other.items.map((j: { name: string }) => j.name)).not.toContain('Điều dưỡng viên tại Tokyo');
    const waiting = await get('state=waiting&limit=100');
    expect(waiting.total).toBeGreaterThan(0);
    expect(waiting.items.every((j: { status: string }) => j.status === 'waiting')).toBe(true);
    const domestic = await get('kind=domestic&limit=100');
    expect(domestic.items.every((j: { kind: string }) => j.kind === 'domestic')).toBe(true);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/company/jobs?state=nope',
      headers: bearer(company),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('an edit (POST with _method=PUT) goes back to the admin; a disabled job cannot be edited', async () => {
    const created = json(await post(company, valid({ title: 'Đơn hàng xây dựng tại Chiba' }))).data;
    const admin = await loginAs(t.app, DEMO.admin);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${created.id}/approve`,
      headers: bearer(admin),
    });
    const edited = await post(
      company,
      { ...valid({ title: 'Đơn hàng xây dựng tại Chiba (cập nhật)', thumbnail: undefined }), _method: 'PUT' },
      `/api/company/jobs/${created.id}`,
    );
    expect(edited.statusCode).toBe(200);
    expect(json(edited).data).toMatchObject({
      status: 'waiting',
      name: 'Đơn hàng xây dựng tại Chiba (cập nhật)',
    });
    expect(json(edited).data.thumbnail).toBe(created.thumbnail);

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${created.id}/disable`,
      headers: bearer(admin),
    });
    const refused = await post(company, { ...valid(), _method: 'PUT' }, `/api/company/jobs/${created.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).code).toBe(1117);
  });

  it('keeps editor images a job uses when the editor cleans up, and deletes the unused ones', async () => {
    const upload = async () =>
      json(
        await t.app.inject({
          method: 'POST',
          url: '/api/company/uploads/tinymce',
          ...multipartForm({ file: { name: 'hinh.png', data: PNG_BYTES } }, company),
        }),
      ).data as { location: string };
    const used = await upload();
    const unused = await upload();
    await post(company, valid({ description: `<p>Nhà máy</p><p><img src="${used.location}" alt="x"></p>` }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/uploads/cleanup',
      payload: { files: [used.location, unused.location] },
      headers: bearer(company),
    });
    expect(json(res).data).toEqual({ deleted: 1 });
    expect((await t.app.inject({ method: 'GET', url: used.location })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: unused.location })).statusCode).toBe(404);
  });
});

describe('company jobs posting limit (JOB_POST_RATE_LIMIT_MAX per account per hour)', () => {
  const t = useTestApp({ JOB_POST_RATE_LIMIT_MAX: '2' });

  it('refuses the post past the limit with 429 and the Vietnamese message, per account', async () => {
    const company = await loginAs(t.app, DEMO.company);
    await postJob(t.app, company);
    await postJob(t.app, company);
    const fields = { kind: 'labor_export', title: 'Đơn hàng thứ ba trong giờ', nation_code: 'JP' };
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/company/jobs',
      ...multipartForm(fields, company),
    });
    expect(third.statusCode).toBe(429);
    expect(json(third)).toMatchObject({
      success: false,
      code: 1108,
      message: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.',
    });
    expect(third.headers['retry-after']).toBeDefined();
    // Another company's account has its own count.
    const other = await loginAs(t.app, 'duhoc@viecxa.vn');
    await postJob(t.app, other);
  });
});
