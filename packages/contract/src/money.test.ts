import { describe, expect, it } from 'vitest';
import { formatMoney, formatSalaryRange, formatVndShort, monthlyVnd } from './money.ts';
import { HOURS_PER_MONTH, hourlyBasis, STUDENT_PART_TIME } from './work-hours.ts';
import { partTimeRule, STUDENT_PART_TIME_RULES } from './work-hours-text.ts';

describe('money', () => {
  const rates = { JPY: 171.5, USD: 26_310 };

  const labour = { kind: 'labor_export', nationCode: 'JP' };
  const study = (nationCode: string) => ({ kind: 'study_abroad', nationCode });

  it('normalises salaries to VND per month', () => {
    expect(monthlyVnd(200_000, 'JPY', 'month', rates, labour)).toBe(34_300_000);
    expect(monthlyVnd(24_000, 'USD', 'year', rates, labour)).toBe(52_620_000);
    expect(monthlyVnd(15_000_000, 'VND', 'month', rates, labour)).toBe(15_000_000);
    expect(monthlyVnd(null, 'JPY', 'month', rates, labour)).toBeNull();
    expect(monthlyVnd(100, 'KRW', 'month', rates, labour)).toBeNull();
    // A study-abroad programme's monthly and yearly figures are not touched by the hours.
    expect(monthlyVnd(200_000, 'JPY', 'month', rates, study('JP'))).toBe(34_300_000);
    expect(monthlyVnd(24_000, 'USD', 'year', rates, study('AU'))).toBe(52_620_000);
  });

  it('counts contract hours (176 h = 8 h × 22 days) for labour and domestic hourly wages', () => {
    expect(HOURS_PER_MONTH).toBe(176);
    expect(monthlyVnd(1_000, 'JPY', 'hour', rates, labour)).toBe(30_184_000);
    expect(monthlyVnd(25_000, 'VND', 'hour', rates, { kind: 'domestic', nationCode: 'VN' })).toBe(4_400_000);
    expect(hourlyBasis('labor_export', 'KR')).toMatchObject({ hoursPerMonth: 176, partTime: false });
    expect(hourlyBasis('domestic', 'VN').short).toBe('(theo 176 giờ/tháng)');
  });

  it("counts a student's part-time cap per week × 52 ÷ 12 for study-abroad hourly wages", () => {
    const krw = { ...rates, KRW: 18.45, TWD: 818, AUD: 17_150, EUR: 30_480 };
    // Japan 28 h/week → 121,33 h/month.
    expect(hourlyBasis('study_abroad', 'JP').hoursPerMonth).toBe(121.33);
    expect(monthlyVnd(1_000, 'JPY', 'hour', rates, study('JP'))).toBe(Math.round(1_000 * 121.33 * 171.5));
    // Korea ~20 h/week → 86,67 h/month: the Seoul D-4 demo programme's 10.320 KRW is 16,5 million, not 33,5.
    expect(hourlyBasis('study_abroad', 'KR').hoursPerMonth).toBe(86.67);
    expect(monthlyVnd(10_320, 'KRW', 'hour', krw, study('KR'))).toBe(16_502_315);
    // Taiwan 20 h/week; Australia 48 h per fortnight = 24 h/week → 104 h/month; Germany ~20 h/week.
    expect(monthlyVnd(190, 'TWD', 'hour', krw, study('TW'))).toBe(Math.round(190 * 86.67 * 818));
    expect(monthlyVnd(24, 'AUD', 'hour', krw, study('AU'))).toBe(24 * 104 * 17_150);
    expect(monthlyVnd(13, 'EUR', 'hour', krw, study('DE'))).toBe(Math.round(13 * 86.67 * 30_480));
    // Any other destination: 20 h/week, said to be an assumption.
    expect(monthlyVnd(20, 'USD', 'hour', krw, study('CA'))).toBe(Math.round(20 * 86.67 * 26_310));
    expect(Object.keys(STUDENT_PART_TIME).sort()).toEqual(['AU', 'DE', 'JP', 'KR', 'TW']);
  });

  it('says a student figure is part-time income while studying, never a full-time month', () => {
    const kr = hourlyBasis('study_abroad', 'KR');
    expect(kr).toMatchObject({ partTime: true, short: '(làm thêm 20 giờ/tuần)' });
    expect(kr.long).toBe('nếu làm thêm khoảng 20 giờ/tuần (mức tối đa cho du học sinh)');
    const krRule = partTimeRule('study_abroad', 'KR');
    expect(krRule).toMatch(/^Đây là thu nhập làm thêm khi đang học, không phải lương toàn thời gian\. /);
    expect(krRule).toContain('tối đa khoảng 20 giờ/tuần');
    expect(hourlyBasis('study_abroad', 'JP').long).toBe(
      'nếu làm thêm 28 giờ/tuần (mức tối đa cho du học sinh)',
    );
    expect(partTimeRule('study_abroad', 'AU')).toContain('48 giờ mỗi hai tuần');
    expect(partTimeRule('study_abroad', 'CA')).toContain('giả định 20 giờ/tuần');
    // One sentence for each destination of the table, none without its figures.
    expect(Object.keys(STUDENT_PART_TIME_RULES).sort()).toEqual(Object.keys(STUDENT_PART_TIME).sort());
    expect(hourlyBasis('study_abroad', 'CA').long).toBe(
      'nếu làm thêm khoảng 20 giờ/tuần (mức giả định cho du học sinh)',
    );
    expect(partTimeRule('labor_export', 'JP')).toBeNull();
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
