import { describe, expect, it } from 'vitest';
import { formatMoney, formatSalaryRange, formatVndShort, HOURS_PER_MONTH, monthlyVnd } from './money.ts';

describe('money', () => {
  const rates = { JPY: 171.5, USD: 26_310 };

  it('normalises salaries to VND per month', () => {
    expect(monthlyVnd(200_000, 'JPY', 'month', rates)).toBe(34_300_000);
    expect(monthlyVnd(1_000, 'JPY', 'hour', rates)).toBe(Math.round(1_000 * HOURS_PER_MONTH * 171.5));
    expect(monthlyVnd(24_000, 'USD', 'year', rates)).toBe(52_620_000);
    expect(monthlyVnd(15_000_000, 'VND', 'month', rates)).toBe(15_000_000);
    expect(monthlyVnd(null, 'JPY', 'month', rates)).toBeNull();
    expect(monthlyVnd(100, 'KRW', 'month', rates)).toBeNull();
  });

  it('formats amounts the Vietnamese way', () => {
    expect(formatMoney(12_500_000)).toBe('12.500.000 ₫');
    expect(formatMoney(1_200.5, 'USD')).toBe('1.200,5 USD');
    expect(formatVndShort(12_500_000)).toBe('12,5 triệu');
    expect(formatVndShort(1_200_000_000)).toBe('1,2 tỷ');
    expect(formatVndShort(850_000)).toBe('850.000 ₫');
  });

  it('formats salary ranges with the currency once', () => {
    expect(formatSalaryRange(180_000, 220_000, 'JPY', 'month')).toBe('180.000 – 220.000 JPY/tháng');
    expect(formatSalaryRange(25_000_000, 32_000_000, 'VND', 'month')).toBe('25 – 32 triệu/tháng');
    expect(formatSalaryRange(1_200, null, 'USD', 'month')).toBe('Từ 1.200 USD/tháng');
    expect(formatSalaryRange(null, 1_100, 'JPY', 'hour')).toBe('Đến 1.100 JPY/giờ');
    expect(formatSalaryRange(null, null, 'VND', 'month')).toBe('Thỏa thuận');
  });
});
