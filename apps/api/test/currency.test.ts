import { CurrencyMessage, ErrorCode, errorMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { exchangeRates } from '../src/db/schema/index.ts';
import { frankfurterProvider, openErApiProvider } from '../src/modules/currency/rate-providers.ts';
import { createRateService } from '../src/modules/currency/rates.service.ts';
import { forgetVndRates } from '../src/modules/jobs/exchange-rates.ts';
import { json } from './helpers.ts';
import { resetProvider, useFakeRateProviders } from './support/fake-rates.ts';
import { get } from './support/public-jobs.ts';

/** Two local providers (ADR 0028): the app's real clients talk to them over HTTP. */
const rates = useFakeRateProviders();
const { t } = rates;
const convert = (qs: string) => get(t.app, `/api/currency/convert?${qs}`);

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
    expect(rates.primary.state.requests).toBe(1);
    expect(rates.fallback.state.requests).toBe(0);
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
    expect(rates.primary.state.requests).toBe(0);
  });

  it('keeps the rates for the TTL: later conversions ask no provider', async () => {
    await convert('amount=1&from=EUR&to=VND');
    await convert('amount=2&from=KRW&to=VND');
    await convert('amount=3&from=VND&to=THB');
    expect(rates.primary.state.requests).toBe(1);
  });

  it('falls back silently to the second provider when the primary is down', async () => {
    rates.primary.state.down = true;
    const res = await convert('amount=1000000&from=JPY&to=VND');
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ result: 171_500_000, as_of: '2026-11-19' });
    expect(rates.fallback.state.requests).toBe(1);
  });

  it('fills a currency the primary lacks from the fallback', async () => {
    rates.primary.state.missing = ['MOP'];
    const res = await convert('amount=10&from=MOP&to=VND');
    expect(json(res).data).toMatchObject({ result: 32_800, as_of: '2026-11-19' });
  });

  it("gives the spec's first message when the fallback has no rate for a currency never stored", async () => {
    await t.database.db.delete(exchangeRates).where(eq(exchangeRates.currency, 'MOP'));
    forgetVndRates();
    rates.primary.state.down = true;
    rates.fallback.state.missing = ['MOP'];
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
    rates.primary.state.down = true;
    rates.fallback.state.down = true;
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
      expect(rates.primary.state.requests).toBe(1);
      expect(rates.fallback.state.requests).toBe(1);
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
    rates.primary.state.down = true;
    rates.fallback.state.down = true;
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
    rates.primary.state.missing = ['TWD'];
    rates.fallback.state.missing = ['TWD'];
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
      primary: frankfurterProvider({ url: rates.primary.url, timeoutMs: 2000 }),
      fallback: openErApiProvider({ url: rates.fallback.url, timeoutMs: 2000 }),
      ttlMs: 60_000,
      retryMs: 5_000,
      db: t.database.db,
      log: t.app.log,
      now: () => clock,
    });
    await Promise.all([service.convert(1, 'USD', 'VND'), service.convert(1, 'EUR', 'VND')]);
    expect(rates.primary.state.requests).toBe(1);
    clock = 59_999;
    await service.convert(1, 'USD', 'VND');
    expect(rates.primary.state.requests).toBe(1);
    clock = 60_000;
    await service.convert(1, 'USD', 'VND');
    expect(rates.primary.state.requests).toBe(2);
  });

  it('recovers by itself: tries the providers again after the retry interval, in the background', async () => {
    let clock = 0;
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const service = createRateService({
      primary: frankfurterProvider({ url: rates.primary.url, timeoutMs: 2000 }),
      fallback: openErApiProvider({ url: rates.fallback.url, timeoutMs: 2000 }),
      ttlMs: 3_600_000,
      retryMs: 60_000,
      db: t.database.db,
      log: log as never,
      now: () => clock,
    });
    rates.primary.state.down = true;
    rates.fallback.state.down = true;
    expect(await service.convert(1, 'USD', 'VND')).toMatchObject({ source: 'stored' });
    clock = 59_999;
    expect(await service.convert(1, 'USD', 'VND')).toMatchObject({ source: 'stored' });
    expect(rates.primary.state.requests).toBe(1);
    // Back before the retry: the service does not know yet, and does not ask.
    resetProvider(rates.primary);
    resetProvider(rates.fallback);
    expect(await service.convert(1, 'USD', 'VND')).toMatchObject({ source: 'stored' });
    expect(rates.primary.state.requests).toBe(0);
    // Past the retry interval (not the hour of the TTL): this answer is still the stored one, and
    // the fetch it starts brings the providers' rates back for the next conversions.
    clock = 60_000;
    expect(await service.convert(1, 'USD', 'VND')).toMatchObject({ source: 'stored' });
    await vi.waitFor(() => expect(rates.primary.state.requests).toBe(1));
    await vi.waitFor(async () => {
      expect(await service.convert(1, 'USD', 'VND')).toMatchObject({ source: 'live', result: 26_310 });
    });
    expect(rates.primary.state.requests).toBe(1);
    // One warning for the outage, one line for the return.
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[1]).toMatch(/rate providers unreachable/);
    expect(log.info.mock.calls.filter((c) => /reachable again/.test(String(c[1])))).toHaveLength(1);
  });
});
