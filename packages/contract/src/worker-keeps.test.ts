import { describe, expect, it } from 'vitest';
import {
  estimateKeeps,
  housingFromOffer,
  KEEPS_DEFAULT_MONTHS,
  type KeepsJob,
  keepsEditsFromQuery,
  WORKER_KEEPS_FALLBACK,
  WORKER_KEEPS_TABLE,
} from './worker-keeps.ts';

// VND per unit: round figures so that every expected number below can be checked by hand.
const RATES = { JPY: 170, KRW: 18, TWD: 800, EUR: 30_000, USD: 26_000 };

const job = (over: Partial<KeepsJob> = {}): KeepsJob => ({
  nationCode: 'JP',
  salary: { amount: 200_000, currency: 'JPY', period: 'month' },
  rates: RATES,
  fees: { vnd: 100_000_000, from: 'cost_sheet' },
  contractMonths: 36,
  housing: null,
  ...over,
});

const line = (e: ReturnType<typeof estimateKeeps>, key: string) => e?.deductions.find((d) => d.key === key);

describe('estimateKeeps: gross → deductions → net → savings → payback', () => {
  it('Japan at its defaults: every step by hand', () => {
    const e = estimateKeeps(job());
    // 200.000 JPY × 170 = 34.000.000 ₫
    expect(e?.gross).toMatchObject({ monthly: 200_000, currency: 'JPY', vnd: 34_000_000, hours: null });
    expect(line(e, 'tax')).toMatchObject({ pct: 5, vnd: 1_700_000, edited: false });
    expect(line(e, 'social')).toMatchObject({ pct: 15, vnd: 5_100_000 });
    // 25.000 JPY × 170 = 4.250.000 → rounded to 100.000 ₫
    expect(line(e, 'housing')).toMatchObject({ label: 'Tiền nhà', vnd: 4_300_000 });
    expect(line(e, 'broker')).toBeUndefined();
    expect(e?.netVnd).toBe(34_000_000 - 1_700_000 - 5_100_000 - 4_300_000);
    // 40.000 JPY × 170 = 6.800.000
    expect(e?.living.vnd).toBe(6_800_000);
    expect(e?.savingVnd).toBe(22_900_000 - 6_800_000);
    expect(e?.fees).toEqual({ vnd: 100_000_000, from: 'cost_sheet' });
    expect(e?.months).toEqual({ value: 36, from: 'cost_sheet' });
    // 100.000.000 / 16.100.000 = 6,2 → 7 months
    expect(e?.payback).toEqual({ kind: 'months', months: 7 });
    expect(e?.contractSavingVnd).toBe(16_100_000 * 36 - 100_000_000);
    expect(line(e, 'tax')?.sources[0]?.url).toMatch(/^https:\/\/www\.nta\.go\.jp\//);
  });

  it('each destination uses its own row; every row has a source for tax and social insurance', () => {
    for (const [code, row] of Object.entries(WORKER_KEEPS_TABLE)) {
      const currency = row.currency;
      const e = estimateKeeps(
        job({ nationCode: code, salary: { amount: 1_000, currency, period: 'month' } }),
      );
      expect(e?.country).toBe(row.name);
      expect(e?.fallback).toBe(false);
      expect(line(e, 'tax')?.pct).toBe(row.tax.pct);
      expect(line(e, 'social')?.pct).toBe(row.social.pct);
      expect(Number.isInteger(row.tax.pct) && Number.isInteger(row.social.pct)).toBe(true);
      expect(row.tax.sources.length).toBeGreaterThan(0);
      expect(row.social.sources.length).toBeGreaterThan(0);
      for (const s of [...row.tax.sources, ...row.social.sources]) expect(s.url).toMatch(/^https:\/\//);
    }
    expect(Object.keys(WORKER_KEEPS_TABLE).sort()).toEqual(['DE', 'HU', 'JP', 'KR', 'PL', 'RO', 'TW']);
  });

  it('Korea, Germany, Poland, Hungary, Romania: the table’s percentages of gross', () => {
    const cases = [
      ['KR', 'KRW', 2_500_000, 2, 10],
      ['DE', 'EUR', 2_800, 10, 21],
      ['PL', 'EUR', 1_100, 4, 22],
      ['HU', 'EUR', 1_000, 15, 19],
      ['RO', 'EUR', 900, 6, 35],
    ] as const;
    for (const [code, currency, amount, tax, social] of cases) {
      const e = estimateKeeps(job({ nationCode: code, salary: { amount, currency, period: 'month' } }));
      const gross = amount * RATES[currency];
      expect(e?.gross.vnd).toBe(gross);
      expect(line(e, 'tax')?.vnd).toBe(Math.round((gross * tax) / 100));
      expect(line(e, 'social')?.vnd).toBe(Math.round((gross * social) / 100));
    }
  });

  it('Taiwan adds the broker’s monthly fee and deducts board and lodging', () => {
    const e = estimateKeeps(
      job({ nationCode: 'TW', salary: { amount: 29_500, currency: 'TWD', period: 'month' } }),
    );
    expect(e?.hasBroker).toBe(true);
    expect(line(e, 'housing')).toMatchObject({ label: 'Tiền ăn ở', vnd: 4_000_000 }); // 5.000 × 800
    expect(line(e, 'broker')).toMatchObject({ vnd: 1_400_000 }); // 1.700 × 800 = 1.360.000 → 1,4 triệu
    expect(e?.netVnd).toBe(29_500 * 800 - 472_000 - 944_000 - 4_000_000 - 1_400_000);
  });

  it('another destination gets the generic row, said so', () => {
    const e = estimateKeeps(
      job({ nationCode: 'SG', salary: { amount: 1_000, currency: 'USD', period: 'month' } }),
    );
    expect(e?.fallback).toBe(true);
    expect(e?.country).toBe(WORKER_KEEPS_FALLBACK.name);
    expect(line(e, 'tax')?.pct).toBe(10);
    expect(line(e, 'tax')?.note).toContain('Chưa có bảng riêng');
  });

  it('free housing stated by the offer: no housing deduction, and the offer’s words quoted', () => {
    const e = estimateKeeps(job({ housing: { free: true, phrase: 'Ký túc xá miễn phí' } }));
    expect(line(e, 'housing')?.vnd).toBe(0);
    expect(line(e, 'housing')?.note).toContain('“Ký túc xá miễn phí”');
    expect(e?.defaults.housingVnd).toBe(0);
    const deducted = estimateKeeps(job({ housing: { free: false, phrase: 'trừ tiền nhà' } }));
    expect(line(deducted, 'housing')?.vnd).toBe(4_300_000);
  });

  it('an hourly wage counts 176 contract hours a month', () => {
    const e = estimateKeeps(job({ salary: { amount: 1_100, currency: 'JPY', period: 'hour' } }));
    expect(e?.gross).toMatchObject({ amount: 1_100, period: 'hour', monthly: 193_600, hours: 176 });
    expect(e?.gross.vnd).toBe(193_600 * 170);
  });

  it('no cost sheet: the job’s stated expense; neither: payback unknown and the contract default of 36 months', () => {
    const expense = estimateKeeps(job({ fees: { vnd: 80_000_000, from: 'expense' }, contractMonths: null }));
    expect(expense?.fees).toEqual({ vnd: 80_000_000, from: 'expense' });
    expect(expense?.months).toEqual({ value: KEEPS_DEFAULT_MONTHS, from: 'default' });
    const none = estimateKeeps(job({ fees: null, contractMonths: null }));
    expect(none?.fees).toEqual({ vnd: null, from: null });
    expect(none?.payback).toEqual({ kind: 'unknown' });
    expect(none?.contractSavingVnd).toBe((none?.savingVnd ?? 0) * 36);
  });

  it('the visitor’s edits replace the defaults and are marked', () => {
    const e = estimateKeeps(job(), {
      taxPct: 10,
      socialPct: 20,
      housingVnd: 0,
      livingVnd: 10_000_000,
      months: 12,
      feesVnd: 50_000_000,
    });
    expect(line(e, 'tax')).toMatchObject({ pct: 10, vnd: 3_400_000, edited: true });
    expect(line(e, 'social')).toMatchObject({ pct: 20, vnd: 6_800_000, edited: true });
    expect(line(e, 'housing')).toMatchObject({ vnd: 0, edited: true });
    expect(e?.netVnd).toBe(34_000_000 - 3_400_000 - 6_800_000);
    expect(e?.savingVnd).toBe(23_800_000 - 10_000_000);
    expect(e?.months).toEqual({ value: 12, from: 'visitor' });
    expect(e?.fees).toEqual({ vnd: 50_000_000, from: 'visitor' });
    expect(e?.payback).toEqual({ kind: 'months', months: 4 });
    expect(e?.contractSavingVnd).toBe(13_800_000 * 12 - 50_000_000);
    expect(e?.defaults.taxPct).toBe(5);
  });

  it('out-of-range edits are clamped', () => {
    const e = estimateKeeps(job(), { taxPct: 250, socialPct: -5, months: 999, livingVnd: 1e15, feesVnd: -1 });
    expect(e?.values).toMatchObject({
      taxPct: 60,
      socialPct: 0,
      months: 120,
      livingVnd: 200_000_000,
      feesVnd: 0,
    });
    expect(estimateKeeps(job(), { months: 0 })?.months.value).toBe(1);
    expect(estimateKeeps(job(), { taxPct: Number.NaN })?.values.taxPct).toBe(5);
  });

  it('savings ≤ 0: the fees cannot be paid back (no negative or infinite months)', () => {
    const zero = estimateKeeps(job(), { livingVnd: 22_900_000 });
    expect(zero?.savingVnd).toBe(0);
    expect(zero?.payback).toEqual({ kind: 'never' });
    const negative = estimateKeeps(job(), { livingVnd: 30_000_000 });
    expect(negative?.payback).toEqual({ kind: 'never' });
    expect(negative?.contractSavingVnd).toBeLessThan(0);
    // No fees at all: nothing to pay back, whatever the savings.
    expect(estimateKeeps(job(), { feesVnd: 0, livingVnd: 30_000_000 })?.payback).toEqual({
      kind: 'months',
      months: 0,
    });
  });

  it('no wage, or no rate for its currency: no estimate', () => {
    expect(estimateKeeps(job({ salary: { amount: null, currency: 'JPY', period: 'month' } }))).toBeNull();
    expect(estimateKeeps(job({ salary: { amount: 1_000, currency: 'SGD', period: 'month' } }))).toBeNull();
    // A rate for the salary but none for the defaults' currency: zero, and the page asks for a figure.
    const e = estimateKeeps(job({ rates: { JPY: 170 }, nationCode: 'DE' }));
    expect(line(e, 'housing')).toMatchObject({ vnd: 0, note: expect.stringContaining('Chưa có tỷ giá') });
  });
});

describe('housingFromOffer', () => {
  it('finds free housing in the offer’s words, accents and tags aside', () => {
    expect(housingFromOffer(['Bảo hiểm y tế', 'Ký túc xá miễn phí'])).toEqual({
      free: true,
      phrase: 'Ký túc xá miễn phí',
    });
    expect(housingFromOffer(['<ul><li>Được <b>miễn phí nhà ở</b> 3 năm</li></ul>'])).toEqual({
      free: true,
      phrase: 'miễn phí nhà ở',
    });
    expect(housingFromOffer(['Công ty hỗ trợ nhà ở'])?.free).toBe(true);
    expect(housingFromOffer(['BAO AN O'])?.free).toBe(true);
  });
  it('a stated deduction wins over a free-housing phrase; silence is null', () => {
    expect(
      housingFromOffer(['Bao ăn ở', '<p>Ở ký túc xá, bao ăn ba bữa (trừ phí ăn ở theo luật).</p>']),
    ).toEqual({ free: false, phrase: 'trừ phí ăn ở' });
    expect(housingFromOffer(['Hỗ trợ tiền nhà', 'Lương cao', null])).toBeNull();
  });
});

describe('keepsEditsFromQuery', () => {
  const q = (s: string) => keepsEditsFromQuery(new URLSearchParams(s));
  it('reads each parameter', () => {
    expect(
      q(
        'uoc-tinh=1&thue=7&bhxh=12,4&nha-o=3.000.000&moi-gioi=1500000&sinh-hoat=5 000 000&thang=24&phi=90000000',
      ),
    ).toEqual({
      submitted: true,
      edits: {
        taxPct: 7,
        socialPct: 12,
        housingVnd: 3_000_000,
        brokerVnd: 1_500_000,
        livingVnd: 5_000_000,
        months: 24,
        feesVnd: 90_000_000,
      },
    });
  });
  it('ignores bad, empty or absent values (the defaults stay)', () => {
    expect(q('thue=abc&bhxh=&nha-o=-5&sinh-hoat=1e9&thang=12.5.x&phi=%3Cscript%3E')).toEqual({
      submitted: false,
      edits: {},
    });
    expect(q(`thue=9999&sinh-hoat=${'9'.repeat(50)}`)).toEqual({ submitted: false, edits: {} });
    expect(q('')).toEqual({ submitted: false, edits: {} });
  });
  it('values out of range are read, then clamped by the estimate', () => {
    const { edits } = q('uoc-tinh=1&thue=99&thang=500');
    expect(edits).toEqual({ taxPct: 99, months: 500 });
    expect(estimateKeeps(job(), edits)?.values).toMatchObject({ taxPct: 60, months: 120 });
  });
});
