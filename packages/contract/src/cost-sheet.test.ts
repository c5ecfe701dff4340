import { describe, expect, it } from 'vitest';
import { checkServiceFee, costTotalVnd, feeCapText, isSeafarerOrder, serviceFeeCap } from './cost-sheet.ts';

const base = { salaryPeriod: 'month' as const, seafarer: false };

describe('service fee cap (Law 69/2020/QH14: 1 month of basic wage per 12 months, 1.5 for seafarers)', () => {
  it('Japan, 36 months: 3 months of the basic wage, in yen', () => {
    const cap = serviceFeeCap({
      ...base,
      salaryMin: 180_000,
      salaryCurrency: 'JPY',
      contractMonths: 36,
      nationCode: 'JP',
    });
    expect(cap).toMatchObject({ amount: 540_000, currency: 'JPY', months: 3, monthsPer12: 1 });
    expect(cap && feeCapText(cap)).toBe('540.000 JPY (3 tháng lương cơ bản)');
  });
  it('Taiwan, 24 months: 2 months; Germany, 18 months: 1.5 months (pro rata), cents kept', () => {
    expect(
      serviceFeeCap({
        ...base,
        salaryMin: 27_470,
        salaryCurrency: 'TWD',
        contractMonths: 24,
        nationCode: 'TW',
      })?.amount,
    ).toBe(54_940);
    expect(
      serviceFeeCap({
        ...base,
        salaryMin: 2_333.33,
        salaryCurrency: 'EUR',
        contractMonths: 18,
        nationCode: 'DE',
      }),
    ).toMatchObject({ amount: 3_499.99, months: 1.5 });
  });
  it('a seafarer gets 1.5 months per 12; an hourly wage counts 176 hours a month', () => {
    expect(
      serviceFeeCap({
        salaryMin: 1_000,
        salaryCurrency: 'USD',
        salaryPeriod: 'month',
        contractMonths: 36,
        nationCode: 'KR',
        seafarer: true,
      }),
    ).toMatchObject({ amount: 4_500, months: 4.5, monthsPer12: 1.5 });
    expect(
      serviceFeeCap({
        ...base,
        salaryMin: 1_080,
        salaryPeriod: 'hour',
        salaryCurrency: 'JPY',
        contractMonths: 36,
        nationCode: 'JP',
      })?.amount,
    ).toBe(570_240);
  });
  it('a lower market ceiling applies when one is recorded (none is yet: ADR 0031)', () => {
    const input = { ...base, salaryMin: 1_000, salaryCurrency: 'USD', contractMonths: 36, nationCode: 'XX' };
    expect(serviceFeeCap(input, { XX: 0.5 })).toMatchObject({ amount: 1_500, monthsPer12: 0.5 });
    expect(serviceFeeCap(input, { XX: 2 })?.amount).toBe(3_000);
    expect(serviceFeeCap(input)?.amount).toBe(3_000);
  });
  it('no cap without a basic wage or a contract length', () => {
    expect(
      serviceFeeCap({
        ...base,
        salaryMin: null,
        salaryCurrency: 'JPY',
        contractMonths: 36,
        nationCode: 'JP',
      }),
    ).toBeNull();
    expect(
      serviceFeeCap({
        ...base,
        salaryMin: 180_000,
        salaryCurrency: 'JPY',
        contractMonths: null,
        nationCode: 'JP',
      }),
    ).toBeNull();
  });
  it('recognises a seafarer order by its occupation or field, accents or not', () => {
    expect(isSeafarerOrder('Thuyền viên đánh cá', null)).toBe(true);
    expect(isSeafarerOrder('Cơm hộp', 'Thủy sản – THUYEN VIEN')).toBe(true);
    expect(isSeafarerOrder('Cơm hộp', 'Xây dựng')).toBe(false);
  });
});

describe('checkServiceFee and totals', () => {
  const cap = serviceFeeCap({
    ...base,
    salaryMin: 180_000,
    salaryCurrency: 'JPY',
    contractMonths: 36,
    nationCode: 'JP',
  });
  const rates = { JPY: 170, USD: 25_000 };
  it('sums service fees across currencies through VND and names the cap when above it', () => {
    const ok = checkServiceFee([{ category: 'service_fee', amount: 540_000, currency: 'JPY' }], cap, rates);
    expect(ok.ok).toBe(true);
    const over = checkServiceFee(
      [
        { category: 'service_fee', amount: 500_000, currency: 'JPY' },
        { category: 'service_fee', amount: 10_000_000, currency: 'VND' },
        { category: 'flight', amount: 99_000_000, currency: 'VND' },
      ],
      cap,
      rates,
    );
    expect(over).toMatchObject({ ok: false, reason: 'above_cap' });
    expect(!over.ok && over.message).toBe(
      'Phí dịch vụ 558.823 JPY vượt mức trần theo luật: tối đa 540.000 JPY (3 tháng lương cơ bản).',
    );
  });
  it('no service fee is lawful; a fee with no cap or no rate is refused', () => {
    expect(checkServiceFee([{ category: 'flight', amount: 1, currency: 'VND' }], null, rates).ok).toBe(true);
    expect(
      checkServiceFee([{ category: 'service_fee', amount: 1, currency: 'VND' }], null, rates),
    ).toMatchObject({
      ok: false,
      message: 'Nhập lương tối thiểu để tính mức trần phí dịch vụ.',
    });
    expect(
      checkServiceFee([{ category: 'service_fee', amount: 1, currency: 'EUR' }], cap, rates),
    ).toMatchObject({
      ok: false,
      message: 'Chưa có tỷ giá EUR để quy đổi phí dịch vụ.',
    });
  });
  it('totals the sheet in VND, or null when a rate is missing', () => {
    expect(
      costTotalVnd(
        [
          { amount: 100_000, currency: 'JPY' },
          { amount: 5_000_000, currency: 'VND' },
        ],
        rates,
      ),
    ).toBe(22_000_000);
    expect(costTotalVnd([{ amount: 1, currency: 'EUR' }], rates)).toBeNull();
  });
});
