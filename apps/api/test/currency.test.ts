import { CurrencyMessage, ErrorCode, errorMessages, monthlyVnd } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangeRates, jobs } from '../src/db/schema/index.ts';
import { type FakeRateServer, startFakeRateServer } from '../src/dev/fake-rate-server.ts';
import { frankfurterProvider, openErApiProvider } from '../src/modules/currency/rate-providers.ts';
import { createRateService } from '../src/modules/currency/rates.service.ts';
import { forgetVndRates, renormaliseSalaries } from '../src/modules/jobs/exchange-rates.ts';
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
      source: 'live',
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

  it("gives the spec's first message when the fallback has no rate for a currency never stored", async () => {
    await t.database.db.delete(exchangeRates).where(eq(exchangeRates.currency, 'MOP'));
    forgetVndRates();
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

  it('answers from the stored rates with their date when both providers are down, told once in the log', async () => {
    const { db } = t.database;
    await db
      .update(exchangeRates)
      .set({ vndPerUnit: 170.25, asOf: '2026-11-18' })
      .where(eq(exchangeRates.currency, 'JPY'));
    await db
      .update(exchangeRates)
      .set({ vndPerUnit: 18.5, asOf: '2026-11-17' })
      .where(eq(exchangeRates.currency, 'KRW'));
    forgetVndRates();
    primary.state.down = true;
    fallback.state.down = true;
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      const res = await convert('amount=1000000&from=JPY&to=VND');
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toEqual({
        amount: 1_000_000,
        from: 'JPY',
        to: 'VND',
        rate: 170.25,
        result: 170_250_000,
        as_of: '2026-11-18',
        source: 'stored',
      });
      expect(res.headers['cache-control']).toBe('private, no-store');
      // Two stored currencies: the older date is told.
      expect(json(await convert('amount=100&from=JPY&to=KRW')).data).toMatchObject({
        rate: Number((170.25 / 18.5).toFixed(6)),
        as_of: '2026-11-17',
        source: 'stored',
      });
      // Within the retry interval no request waits for the providers again, and no line is added.
      for (let i = 0; i < 3; i++) expect((await convert('amount=1&from=VND&to=JPY')).statusCode).toBe(200);
      expect(primary.state.requests).toBe(1);
      expect(fallback.state.requests).toBe(1);
      const outage = warn.mock.calls.filter((c) =>
        String(c[1] ?? c[0]).includes('rate providers unreachable'),
      );
      expect(outage).toHaveLength(1);
      expect(warn).toHaveBeenCalledTimes(1);
      // Nothing blames the visitor's connection.
      expect(JSON.stringify(json(res))).not.toContain('internet');
    } finally {
      warn.mockRestore();
    }
  });

  it("gives the spec's no-rate message, not the visitor's connection, for a currency never stored", async () => {
    await t.database.db.delete(exchangeRates).where(eq(exchangeRates.currency, 'MOP'));
    forgetVndRates();
    primary.state.down = true;
    fallback.state.down = true;
    const res = await convert('amount=10&from=MOP&to=VND');
    expect(res.statusCode).toBe(503);
    expect(json(res)).toMatchObject({
      success: false,
      code: ErrorCode.RatesUnavailable,
      message: 'Không thể lấy dữ liệu tỷ giá. Vui lòng thử lại sau.',
    });
    expect(json(res).message).not.toContain('internet');
    // Spec §8's "both fail" text stays the browser's, for its own lost connection only.
    expect(errorMessages[1141]).toBe(
      'Có lỗi xảy ra khi lấy tỷ giá. Vui lòng kiểm tra kết nối internet và thử lại.',
    );
    // A stored currency still converts.
    expect(json(await convert('amount=10&from=USD&to=VND')).data).toMatchObject({ source: 'stored' });
  });

  it('answers a currency both providers lack from the stored rates', async () => {
    primary.state.missing = ['TWD'];
    fallback.state.missing = ['TWD'];
    const res = await convert('amount=100&from=TWD&to=VND');
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ source: 'stored', rate: expect.any(Number) });
    expect(json(await convert('amount=100&from=USD&to=VND')).data).toMatchObject({ source: 'live' });
  });
});

describe('rate refresh', () => {
  it('fetches again after the TTL, and shares one fetch between concurrent callers', async () => {
    let clock = 0;
    const service = createRateService({
      primary: frankfurterProvider({ url: primary.url, timeoutMs: 2000 }),
      fallback: openErApiProvider({ url: fallback.url, timeoutMs: 2000 }),
      ttlMs: 60_000,
      retryMs: 5_000,
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

  it('recovers by itself: tries the providers again after the retry interval, in the background', async () => {
    let clock = 0;
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const service = createRateService({
      primary: frankfurterProvider({ url: primary.url, timeoutMs: 2000 }),
      fallback: openErApiProvider({ url: fallback.url, timeoutMs: 2000 }),
      ttlMs: 3_600_000,
      retryMs: 60_000,
      db: t.database.db,
      log: log as never,
      now: () => clock,
    });
    primary.state.down = true;
    fallback.state.down = true;
    expect(await service.convert(1, 'USD', 'VND')).toMatchObject({ source: 'stored' });
    clock = 59_999;
    expect(await service.convert(1, 'USD', 'VND')).toMatchObject({ source: 'stored' });
    expect(primary.state.requests).toBe(1);
    // Back before the retry: the service does not know yet, and does not ask.
    reset(primary);
    reset(fallback);
    expect(await service.convert(1, 'USD', 'VND')).toMatchObject({ source: 'stored' });
    expect(primary.state.requests).toBe(0);
    // Past the retry interval (not the hour of the TTL): this answer is still the stored one, and
    // the fetch it starts brings the providers' rates back for the next conversions.
    clock = 60_000;
    expect(await service.convert(1, 'USD', 'VND')).toMatchObject({ source: 'stored' });
    await vi.waitFor(() => expect(primary.state.requests).toBe(1));
    await vi.waitFor(async () => {
      expect(await service.convert(1, 'USD', 'VND')).toMatchObject({ source: 'live', result: 26_310 });
    });
    expect(primary.state.requests).toBe(1);
    // One warning for the outage, one line for the return.
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[1]).toMatch(/rate providers unreachable/);
    expect(log.info.mock.calls.filter((c) => /reachable again/.test(String(c[1])))).toHaveLength(1);
  });

  it('re-normalises a study-abroad hourly wage with the part-time cap, in SQL as in monthlyVnd', async () => {
    const company = await createCompany(t);
    const study = { work: 'Du học tiếng', quantity: 5 } as const;
    const [seoul, taipei, vndStudy, osaka] = await addJobs(t, company, [
      jobSpec({
        ...study,
        kind: 'study_abroad',
        nation: 'KR',
        title: 'Du học tiếng Hàn tỷ giá giờ',
        salary: { currency: 'KRW', period: 'hour', min: 10_320, max: 12_000 },
      }),
      jobSpec({
        ...study,
        kind: 'study_abroad',
        nation: 'TW',
        title: 'Du học Đài Loan tỷ giá giờ',
        salary: { currency: 'TWD', period: 'hour', min: 190, max: 200 },
      }),
      jobSpec({
        ...study,
        kind: 'study_abroad',
        nation: 'CA',
        title: 'Du học Canada lương giờ VND',
        salary: { currency: 'VND', period: 'hour', min: 300_000, max: 350_000 },
      }),
      jobSpec({
        title: 'Đơn hàng lương giờ tỷ giá mới',
        salary: { currency: 'JPY', period: 'hour', min: 1_100, max: 1_200 },
      }),
    ]);
    const { db } = t.database;
    const row = async (id: number | undefined) =>
      (
        await db
          .select()
          .from(jobs)
          .where(eq(jobs.id, id as number))
      )[0];
    // Written by monthlyVnd: Seoul's 10.320 KRW/h at 18,45 ₫ over 86,67 h is 16,5 million, not 33,5.
    expect((await row(seoul))?.salaryMinVnd).toBe(16_502_315);

    // An existing database whose figures were computed with 176 h, providers down at start: the
    // start re-normalises from the stored rates.
    await db
      .update(jobs)
      .set({ salaryMinVnd: 33_510_000, salaryMaxVnd: 38_966_400 })
      .where(eq(jobs.id, seoul as number));
    await db
      .update(jobs)
      .set({ salaryMinVnd: 52_800_000 })
      .where(eq(jobs.id, vndStudy as number));
    primary.state.down = true;
    fallback.state.down = true;
    await t.app.rates.warm();
    expect(await row(seoul)).toMatchObject({ salaryMinVnd: 16_502_315, salaryMaxVnd: 19_188_738 });
    expect((await row(vndStudy))?.salaryMinVnd).toBe(
      monthlyVnd(300_000, 'VND', 'hour', {}, { kind: 'study_abroad', nationCode: 'CA' }),
    );

    // A market move: SQL and TS agree for each programme.
    reset(primary);
    reset(fallback);
    primary.state.vnd = { KRW: 19, TWD: 820, JPY: 175 };
    try {
      await t.app.rates.refresh();
    } finally {
      primary.state.vnd = {};
    }
    const cases: [number | undefined, number, number, string, string, string, Record<string, number>][] = [
      [seoul, 10_320, 12_000, 'KRW', 'study_abroad', 'KR', { KRW: 19 }],
      [taipei, 190, 200, 'TWD', 'study_abroad', 'TW', { TWD: 820 }],
      [vndStudy, 300_000, 350_000, 'VND', 'study_abroad', 'CA', {}],
      [osaka, 1_100, 1_200, 'JPY', 'labor_export', 'JP', { JPY: 175 }],
    ];
    for (const [id, min, max, currency, kind, nationCode, rates] of cases) {
      const r = await row(id);
      expect(r?.salaryMinVnd, `${kind} ${nationCode}`).toBe(
        monthlyVnd(min, currency, 'hour', rates, { kind, nationCode }),
      );
      expect(r?.salaryMaxVnd, `${kind} ${nationCode}`).toBe(
        monthlyVnd(max, currency, 'hour', rates, { kind, nationCode }),
      );
    }
    // The labour order counts 176 h; the students their caps (KR 20 h, TW 20 h a week).
    expect((await row(osaka))?.salaryMinVnd).toBe(1_100 * 176 * 175);
    expect((await row(seoul))?.salaryMinVnd).toBe(Math.round(10_320 * 86.67 * 19));

    // The job page is sent the rule behind a student's figure; a labour order counts contract hours.
    const seoulPage = json(await get(t.app, `/api/job/${seoul}/x`)).data;
    expect(seoulPage.salary_hours_note).toMatch(
      /^Đây là thu nhập làm thêm khi đang học, không phải lương toàn thời gian\. .*tối đa khoảng 20 giờ\/tuần/,
    );
    expect(json(await get(t.app, `/api/job/${osaka}/x`)).data.salary_hours_note).toBeNull();

    // Back to the usual table for the other tests of this file.
    await t.app.rates.refresh();
    expect(await renormaliseSalaries(db)).toBeGreaterThan(0);
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
    expect(row?.salaryMaxVnd).toBe(
      monthlyVnd(220_000, 'JPY', 'month', { JPY: 200 }, { kind: 'labor_export', nationCode: 'JP' }),
    );
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
