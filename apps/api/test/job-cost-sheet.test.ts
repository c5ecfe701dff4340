import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobCostItems, jobs } from '../src/db/schema/index.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { jobFormFields } from './support/jobs.ts';
import { multipartForm, type Part } from './support/multipart.ts';

const SERVICE_FEE = (amount: number, currency = 'JPY') => ({
  category: 'service_fee',
  amount,
  currency,
  paid_when: 'after_contract',
  refundable: false,
  note: 'Thu sau khi ký hợp đồng',
});
const FLIGHT = {
  category: 'flight',
  amount: 9_000_000,
  currency: 'VND',
  paid_when: 'before_departure',
  refundable: true,
};

describe('cost sheet of labour-export orders and the legal service-fee cap (ADR 0031)', () => {
  const t = useTestApp();
  let company: string;
  let admin: string;
  let seafarerWork: number;
  const post = (
    token: string | undefined,
    over: Record<string, Part | undefined>,
    url = '/api/company/jobs',
  ) =>
    jobFormFields(t.app).then((base) =>
      t.app.inject({ method: 'POST', url, ...multipartForm({ ...base, ...over }, token) }),
    );
  const sheet = (items: object[], months = '36') => ({
    contract_months: months,
    cost_items: JSON.stringify(items),
  });
  const approve = (id: number) =>
    t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/approve`, headers: bearer(admin) });

  beforeAll(async () => {
    company = await loginAs(t.app, DEMO.company);
    admin = await loginAs(t.app, DEMO.admin);
    const works = json(await t.app.inject({ method: 'GET', url: '/api/works' })).data as {
      id: number;
      name: string;
    }[];
    const seafarer = works.find((w) => w.name === 'Thuyền viên đánh cá');
    if (!seafarer) throw new Error('no seafarer occupation seeded');
    seafarerWork = seafarer.id;
  });

  it('saves the sheet with the order, reads it back with the cap and the VND total, and shows it publicly', async () => {
    // 170 000 JPY × 36 months / 12 = 510 000 JPY.
    const res = await post(company, {
      title: 'Đơn hàng đóng gói linh kiện tại Gunma',
      ...sheet([SERVICE_FEE(500_000), FLIGHT]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const job = json(res).data;
    expect(job.cost_sheet).toMatchObject({
      contract_months: 36,
      items: [
        {
          category: 'service_fee',
          amount: 500_000,
          currency: 'JPY',
          paid_when: 'after_contract',
          refundable: false,
        },
        { category: 'flight', amount: 9_000_000, currency: 'VND', refundable: true, note: null },
      ],
      service_fee_cap: { amount: 510_000, currency: 'JPY', months: 3 },
      seafarer: false,
      within_cap: true,
    });
    expect(job.cost_sheet.total_vnd).toBe(Math.round(500_000 * 171.5 + 9_000_000));
    expect(job.cost_sheet.rates_as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await approve(job.id)).statusCode).toBe(200);
    const shown = json(await t.app.inject({ method: 'GET', url: `/api/job/${job.id}/${job.slug}` })).data;
    expect(shown.cost_sheet).toEqual(job.cost_sheet);

    // An edit replaces the sheet whole.
    const edited = await post(
      company,
      { _method: 'PUT', title: 'Đơn hàng đóng gói linh kiện tại Gunma', ...sheet([FLIGHT], '24') },
      `/api/company/jobs/${job.id}`,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited).data.cost_sheet).toMatchObject({
      contract_months: 24,
      items: [{ category: 'flight' }],
      service_fee_cap: { amount: 340_000 },
    });
    const rows = await t.database.db.select().from(jobCostItems).where(eq(jobCostItems.jobId, job.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an order without its sheet or with bad items, with Vietnamese messages', async () => {
    const res = await post(company, { contract_months: undefined, cost_items: undefined });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toMatchObject({
      contract_months: ['Thời hạn hợp đồng (tháng) không được để trống.'],
      cost_items: ['Đơn hàng xuất khẩu lao động cần có bảng chi phí (ít nhất một khoản).'],
    });
    const bad = await post(company, {
      ...sheet(
        [
          { ...FLIGHT, amount: 0 },
          { ...FLIGHT, category: 'bribe', paid_when: '' },
        ],
        '0',
      ),
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toMatchObject({
      contract_months: ['Giá trị phải nằm trong khoảng 1 đến 120'],
      'cost_items.0.amount': ['Số tiền phải lớn hơn 0.'],
      'cost_items.1.category': ['Khoản chi phí không được để trống.'],
      'cost_items.1.paid_when': ['Thời điểm nộp không được để trống.'],
    });
    const noWage = await post(company, {
      salary_min: undefined,
      salary_max: undefined,
      ...sheet([SERVICE_FEE(1)]),
    });
    expect(noWage.statusCode).toBe(422);
    expect(json(noWage).errors).toEqual({
      cost_items: ['Nhập lương tối thiểu để tính mức trần phí dịch vụ.'],
    });
  });

  it('refuses submitting an order whose service fee is above the cap, naming the cap', async () => {
    const title = 'Đơn hàng vượt trần phí dịch vụ tại Nagano';
    const res = await post(company, {
      title,
      ...sheet([SERVICE_FEE(400_000), SERVICE_FEE(20_000_000, 'VND')]),
    });
    expect(res.statusCode).toBe(422);
    const body = json(res);
    expect(body.code).toBe(1155);
    expect(body.message).toBe(
      'Phí dịch vụ 516.618 JPY vượt mức trần theo luật: tối đa 510.000 JPY (3 tháng lương cơ bản).',
    );
    expect(body.errors).toEqual({ cost_items: [body.message] });
    expect(await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, title))).toEqual([]);
    // 12 months: the cap is one month.
    const short = await post(company, { title, ...sheet([SERVICE_FEE(170_001)], '12') });
    expect(json(short).message).toBe(
      'Phí dịch vụ 170.001 JPY vượt mức trần theo luật: tối đa 170.000 JPY (1 tháng lương cơ bản).',
    );
    expect((await post(company, { title, ...sheet([SERVICE_FEE(170_000)], '12') })).statusCode).toBe(200);
  });

  it('gives a seafarer order 1.5 months per 12 months', async () => {
    const res = await post(company, {
      work_id: String(seafarerWork),
      salary_currency: 'USD',
      salary_min: '1000',
      salary_max: '',
      ...sheet([SERVICE_FEE(4_500, 'USD')], '36'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.cost_sheet).toMatchObject({
      seafarer: true,
      service_fee_cap: { amount: 4_500, currency: 'USD', months: 4.5 },
    });
    const over = await post(company, {
      work_id: String(seafarerWork),
      salary_currency: 'USD',
      salary_min: '1000',
      salary_max: '',
      ...sheet([SERVICE_FEE(4_500.01, 'USD')], '36'),
    });
    expect(json(over).message).toBe(
      'Phí dịch vụ 4.500,01 USD vượt mức trần theo luật: tối đa 4.500 USD (4,5 tháng lương cơ bản).',
    );
  });

  it('does not let an admin publish an order above the cap or without a sheet', async () => {
    const [hokkaido] = await t.database.db
      .select({ id: jobs.id, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.title, 'Đơn hàng nông nghiệp tại Hokkaido – bay ngay sau 3 tuần, không cần học tiếng'));
    expect(hokkaido?.status).toBe('rejected');
    const refused = await approve(hokkaido?.id as number);
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({
      code: 1155,
      message:
        'Phí dịch vụ 1.200.000 JPY vượt mức trần theo luật: tối đa 510.000 JPY (3 tháng lương cơ bản).',
    });
    const job = json(await post(company, sheet([FLIGHT]))).data;
    await t.database.db.delete(jobCostItems).where(eq(jobCostItems.jobId, job.id));
    const missing = await approve(job.id);
    expect(json(missing)).toMatchObject({
      code: 1156,
      message: 'Đơn hàng xuất khẩu lao động chưa có bảng chi phí và thời hạn hợp đồng',
    });
    const [row] = await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe('waiting');
  });

  it('leaves domestic jobs and study-abroad programmes without a sheet', async () => {
    const domestic = await post(company, {
      kind: 'domestic',
      nation_code: undefined,
      province_code: '48',
      salary_currency: 'VND',
      salary_min: '9.000.000',
      salary_max: '',
      expected_flight_date: undefined,
      contract_months: undefined,
      cost_items: JSON.stringify([SERVICE_FEE(99_000_000, 'VND')]),
    });
    expect(domestic.statusCode, domestic.body).toBe(200);
    expect(json(domestic).data.cost_sheet).toBeNull();
    const id = json(domestic).data.id;
    expect(await t.database.db.select().from(jobCostItems).where(eq(jobCostItems.jobId, id))).toEqual([]);
    const study = await post(company, {
      kind: 'study_abroad',
      contract_months: undefined,
      cost_items: undefined,
    });
    expect(study.statusCode, study.body).toBe(200);
    expect(json(study).data.cost_sheet).toBeNull();
    expect((await approve(json(study).data.id)).statusCode).toBe(200);
  });

  it('lets only an active company post a sheet', async () => {
    expect((await post(undefined, sheet([FLIGHT]))).statusCode).toBe(401);
    for (const who of [DEMO.employee, DEMO.admin, DEMO.sale]) {
      expect((await post(await loginAs(t.app, who), sheet([FLIGHT]))).statusCode, who).toBe(403);
    }
    const notMine = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/1/approve',
      headers: bearer(company),
    });
    expect(notMine.statusCode).toBe(403);
  });
});
