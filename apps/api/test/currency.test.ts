import { CurrencyMessage, ErrorCode, errorMessages, monthlyVnd } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exchangeRates, jobs } from '../src/db/schema/index.ts';
import { type FakeRateServer, startFakeRateServer } from '../src/dev/fake-rate-server.ts';
import { frankfurterProvider, openErApiProvider } from '../src/modules/currency/rate-providers.ts';
import { createRateService } from '../src/modules/currency/rates.service.ts';
import { json, useTestApp } from './helpers.ts';
import { addJobs, createCompany, get, jobSpec, listJobs } from './support/public-jobs.ts';

/** Two local providers (ADR 0028): the app's real clients talk to them over HTTP. */
let primary: FakeRateServer;
let fallback: FakeRateServer;
const env: Record<string, string> = {};
beforeAll(async () => {
  primary = await startFakeRateServer();
  fallback = await startFakeRateServer();
  env.CURRENCY_PRIMARY_URL = primary.url;
  env.CURRENCY_FALLBACK_URL = fallback.url;
});
afterAll(async () => {
  await primary?.close();
  await fallback?.close();
});

const reset = (f: FakeRateServer) =>
  Object.assign(f.state, { down: false, missing: [], vnd: {}, requests: 0 });
const convert = (qs: string) => get(t.app, `/api/currency/convert?${qs}`);
const t = useTestApp(env);

beforeEach(() => {
  reset(primary);
  reset(fallback);
  fallback.state.date = '2026-11-19';
  t.app.rates.forget();
});

describe('GET /currency/convert', () => {
  it('converts 1.000.000 JPY to VND from the primary provider, rate to 6 decimals, result to 2, with the rates date', async () => {
    const res = await convert('amount=1000000&from=JPY&to=VND');
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({
      amount: 1_000_000,
      from: 'JPY',
      to: 'VND',
      rate: 171.5,
      result: 171_500_000,
      as_of: '2026-11-20',
    });
    const back = json(await convert('amount=100&from=VND&to=USD')).data;
    expect(back.rate).toBe(Number((1 / 26_310).toFixed(6)));
    expect(back.result).toBe(Number((100 / 26_310).toFixed(2)));
    expect(primary.state.requests).toBe(1);
    expect(fallback.state.requests).toBe(0);
    // Never kept by a browser: the next conversion must see a refresh or an outage.
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('treats an empty or absent amount as 1 and accepts lower-case codes', async () => {
    for (const qs of ['amount=&from=usd&to=vnd', 'from=USD&to=VND']) {
      const res = await convert(qs);
      expect(res.statusCode, qs).toBe(200);
      expect(json(res).data).toMatchObject({ amount: 1, from: 'USD', to: 'VND', result: 26_310 });
    }
  });

  it('refuses non-digits, missing, unknown and equal currencies with the Vietnamese messages', async () => {
    const bad = await convert('amount=1.000&from=&to=');
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({
      amount: [CurrencyMessage.amountDigits],
      from: [CurrencyMessage.fromRequired],
      to: [CurrencyMessage.toRequired],
    });
    expect(json(bad).errors?.amount).toEqual(['Số tiền chỉ được nhập chữ số.']);
    expect(json(await convert('amount=-5&from=XYZ&to=VND')).errors).toEqual({
      amount: ['Số tiền chỉ được nhập chữ số.'],
      from: ['Loại tiền này chưa được hỗ trợ.'],
    });
    expect(json(await convert('amount=1234567890123456&from=USD&to=VND')).errors).toEqual({
      amount: ['Số tiền tối đa 15 chữ số.'],
    });
    const same = await convert('amount=5&from=JPY&to=jpy');
    expect(same.statusCode).toBe(422);
    expect(json(same).errors).toEqual({ to: ['Hai loại tiền phải khác nhau.'] });
    expect(primary.state.requests).toBe(0);
  });

  it('keeps the rates for the TTL: later conversions ask no provider', async () => {
    await convert('amount=1&from=EUR&to=VND');
    await convert('amount=2&from=KRW&to=VND');
    await convert('amount=3&from=VND&to=THB');
    expect(primary.state.requests).toBe(1);
  });

  it('falls back silently to the second provider when the primary is down', async () => {
    primary.state.down = true;
    const res = await convert('amount=1000000&from=JPY&to=VND');
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ result: 171_500_000, as_of: '2026-11-19' });
    expect(fallback.state.requests).toBe(1);
  });

  it('fills a currency the primary lacks from the fallback', async () => {
    primary.state.missing = ['MOP'];
    const res = await convert('amount=10&from=MOP&to=VND');
    expect(json(res).data).toMatchObject({ result: 32_800, as_of: '2026-11-19' });
  });

  it("gives the spec's first message when the fallback has no rate for the currency", async () => {
    primary.state.down = true;
    fallback.state.missing = ['MOP'];
    const res = await convert('amount=10&from=MOP&to=VND');
    expect(res.statusCode).toBe(503);
    expect(json(res)).toMatchObject({
      success: false,
      code: ErrorCode.RatesUnavailable,
      message: 'Không thể lấy dữ liệu tỷ giá. Vui lòng thử lại sau.',
    });
    // The other currencies still convert.
    expect((await convert('amount=10&from=USD&to=VND')).statusCode).toBe(200);
  });

  it("gives the spec's second message when both providers fail", async () => {
    primary.state.down = true;
    fallback.state.down = true;
    const res = await convert('amount=10&from=USD&to=VND');
    expect(res.statusCode).toBe(503);
    expect(json(res)).toMatchObject({
      code: ErrorCode.RatesFetchFailed,
      message: 'Có lỗi xảy ra khi lấy tỷ giá. Vui lòng kiểm tra kết nối internet và thử lại.',
    });
    expect(json(res).message).toBe(errorMessages[1141]);
  });
});

describe('rate refresh', () => {
  it('fetches again after the TTL, and shares one fetch between concurrent callers', async () => {
    let clock = 0;
    const service = createRateService({
      primary: frankfurterProvider({ url: primary.url, timeoutMs: 2000 }),
      fallback: openErApiProvider({ url: fallback.url, timeoutMs: 2000 }),
      ttlMs: 60_000,
      db: t.database.db,
      log: t.app.log,
      now: () => clock,
    });
    await Promise.all([service.convert(1, 'USD', 'VND'), service.convert(1, 'EUR', 'VND')]);
    expect(primary.state.requests).toBe(1);
    clock = 59_999;
    await service.convert(1, 'USD', 'VND');
    expect(primary.state.requests).toBe(1);
    clock = 60_000;
    await service.convert(1, 'USD', 'VND');
    expect(primary.state.requests).toBe(2);
  });

  it('stores the rates and re-normalises job salaries, so the salary filter follows the market', async () => {
    const company = await createCompany(t);
    const [jobId] = await addJobs(t, company, [
      jobSpec({
        title: 'Đơn hàng thực phẩm tỷ giá mới',
        salary: { currency: 'JPY', min: 200_000, max: 220_000 },
      }),
    ]);
    const find = async () =>
      (await listJobs(t.app, { company_id: company.id, salary_min: 42_000_000 })).items.map((j) => j.id);
    // 220.000 JPY at the seed's 171,5 ₫ is 37,7 million a month: below the filter.
    expect(await find()).toEqual([]);

    primary.state.vnd = { JPY: 200 };
    primary.state.date = '2026-11-21';
    try {
      await t.app.rates.refresh();
    } finally {
      primary.state.date = '2026-11-20';
    }
    const [row] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, jobId as number));
    expect(row?.salaryMinVnd).toBe(40_000_000);
    expect(row?.salaryMaxVnd).toBe(monthlyVnd(220_000, 'JPY', 'month', { JPY: 200 }));
    const [rate] = await t.database.db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'JPY'));
    expect(rate).toMatchObject({ vndPerUnit: 200, asOf: '2026-11-21', source: 'frankfurter' });
    expect(await find()).toEqual([jobId]);
    // The job page tells the date of the rate its VND figure uses.
    const detail = json(await get(t.app, `/api/job/${jobId}/x`)).data;
    expect(detail.salary_min_vnd).toBe(40_000_000);
    expect(detail.rates_as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Back to the usual table: the seeded demo jobs other files read keep their figures.
    primary.state.vnd = {};
    await t.app.rates.refresh();
    const [again] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, jobId as number));
    expect(again?.salaryMinVnd).toBe(34_300_000);
  });
});
