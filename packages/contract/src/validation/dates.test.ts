import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ADULT_AGE,
  adultBirthday,
  afterToday,
  beforeToday,
  date,
  isAdult,
  isAfterToday,
  isBeforeDeparture,
  isBeforeToday,
  isNotPastMonth,
  isTodayOrFuture,
  isTodayOrPast,
  isValidDate,
  notPastMonth,
  todayInVietnam,
  todayOrFuture,
  todayOrPast,
  yearMonth,
} from './dates.ts';

const messages = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** 00:30 on 2026-11-22 in Vietnam, still 2026-11-21 in UTC. */
const justAfterMidnight = new Date('2026-11-21T17:30:00Z');
/** 23:59:59 on 2026-11-21 in Vietnam. */
const justBeforeMidnight = new Date('2026-11-21T16:59:59Z');

describe('date', () => {
  const schema = z.string().check(date());
  it('accepts real YYYY-MM-DD days and the empty string', () => {
    expect(messages(schema, '2024-02-29')).toEqual([]);
    expect(messages(schema, '2000-02-29')).toEqual([]);
    expect(messages(schema, '2024-12-31')).toEqual([]);
    expect(messages(schema, '')).toEqual([]);
  });
  it('rejects impossible days and other formats', () => {
    for (const bad of [
      '2023-02-29',
      '1900-02-29',
      '2023-13-01',
      '2023-00-10',
      '2023-04-31',
      '2023-01-00',
      '21/11/2026',
      '2026-1-5',
    ]) {
      expect(messages(schema, bad), bad).toEqual(['Ngày tháng không hợp lệ']);
    }
    expect(isValidDate('2024-02-29')).toBe(true);
  });
});

describe('today in Vietnam', () => {
  it('is UTC+7', () => {
    expect(todayInVietnam(justAfterMidnight)).toBe('2026-11-22');
    expect(todayInVietnam(justBeforeMidnight)).toBe('2026-11-21');
  });
  it('today_or_future around midnight', () => {
    expect(isTodayOrFuture('2026-11-22', justAfterMidnight)).toBe(true);
    expect(isTodayOrFuture('2026-11-21', justAfterMidnight)).toBe(false);
    expect(isTodayOrFuture('2026-11-21', justBeforeMidnight)).toBe(true);
    expect(isTodayOrFuture('not a date', justBeforeMidnight)).toBe(false);
    const schema = z.string().check(todayOrFuture({ now: () => justAfterMidnight }));
    expect(messages(schema, '2026-11-22')).toEqual([]);
    expect(messages(schema, '2026-11-21')).toEqual(['Ngày phải là hôm nay hoặc một ngày trong tương lai']);
  });
  it('after_today around midnight', () => {
    expect(isAfterToday('2026-11-22', justAfterMidnight)).toBe(false);
    expect(isAfterToday('2026-11-23', justAfterMidnight)).toBe(true);
    expect(isAfterToday('2026-11-22', justBeforeMidnight)).toBe(true);
    const schema = z.string().check(afterToday({ now: () => justAfterMidnight }));
    expect(messages(schema, '2026-11-23')).toEqual([]);
    expect(messages(schema, '2026-11-22')).toEqual(['Ngày phải sau ngày hôm nay']);
  });
  it('before_today around midnight', () => {
    expect(isBeforeToday('2026-11-21', justAfterMidnight)).toBe(true);
    expect(isBeforeToday('2026-11-21', justBeforeMidnight)).toBe(false);
    const schema = z.string().check(beforeToday({ now: () => justAfterMidnight }));
    expect(messages(schema, '2026-11-21')).toEqual([]);
    expect(messages(schema, '2026-11-22')).toEqual(['Ngày phải trước ngày hôm nay']);
  });
  it('today_or_past around midnight', () => {
    expect(isTodayOrPast('2026-11-22', justAfterMidnight)).toBe(true);
    expect(isTodayOrPast('2026-11-22', justBeforeMidnight)).toBe(false);
    expect(isTodayOrPast('not a date', justBeforeMidnight)).toBe(false);
    const schema = z.string().check(todayOrPast({ now: () => justAfterMidnight }));
    expect(messages(schema, '2026-11-22')).toEqual([]);
    expect(messages(schema, '2026-11-23')).toEqual(['Ngày không được ở trong tương lai']);
  });
  it('reads the real clock at parse time by default', () => {
    const schema = z.string().check(todayOrFuture(), beforeToday());
    expect(messages(schema, todayInVietnam())).toEqual(['Ngày phải trước ngày hôm nay']);
    expect(messages(schema, '2000-01-01')).toEqual(['Ngày phải là hôm nay hoặc một ngày trong tương lai']);
  });
  it('reports the format and the comparison for an invalid date', () => {
    const schema = z.string().check(date(), afterToday({ now: () => justAfterMidnight }));
    expect(messages(schema, '2026-13-01')).toEqual(['Ngày tháng không hợp lệ', 'Ngày phải sau ngày hôm nay']);
    expect(messages(schema, '')).toEqual([]);
  });
});

describe('year_month_format / not_past_month', () => {
  it('takes MM/YYYY with a month 01 to 12', () => {
    const schema = z.string().check(yearMonth());
    expect(messages(schema, '01/2025')).toEqual([]);
    expect(messages(schema, '12/2025')).toEqual([]);
    for (const bad of ['00/2025', '13/2025', '1/2025', '2025-01', '01/25']) {
      expect(messages(schema, bad), bad).toEqual(['Định dạng tháng/năm phải là MM/YYYY']);
    }
  });
  it('rejects months before the current Vietnam month', () => {
    const now = () => justAfterMidnight; // November 2026 in Vietnam
    const schema = z.string().check(notPastMonth({ now }));
    expect(messages(schema, '11/2026')).toEqual([]);
    expect(messages(schema, '01/2027')).toEqual([]);
    expect(messages(schema, '10/2026')).toEqual(['Tháng không được ở trong quá khứ']);
    expect(messages(schema, '12/2025')).toEqual(['Tháng không được ở trong quá khứ']);
    // 00:00 on 1 December in Vietnam, still November in UTC
    expect(isNotPastMonth('11/2026', new Date('2026-11-30T17:00:00Z'))).toBe(false);
    expect(isNotPastMonth('12/2026', new Date('2026-11-30T17:00:00Z'))).toBe(true);
  });
});

describe('age over 18 by year', () => {
  const now = new Date('2026-06-01T03:00:00Z');
  it('compares years only', () => {
    expect(ADULT_AGE).toBe(18);
    expect(isAdult('2008-12-31', now)).toBe(true);
    expect(isAdult('2009-01-01', now)).toBe(false);
    expect(isAdult('2008-02-30', now)).toBe(false);
    // New Year's Day 2026 in Vietnam, still 2025 in UTC
    expect(isAdult('2008-06-01', new Date('2025-12-31T17:00:00Z'))).toBe(true);
    const schema = z.string().check(adultBirthday({ now: () => now }));
    expect(messages(schema, '2008-01-01')).toEqual([]);
    expect(messages(schema, '2010-05-05')).toEqual(['Bạn phải đủ 18 tuổi trở lên']);
  });
});

describe('before_departure', () => {
  it('needs the deadline strictly before the flight date', () => {
    expect(isBeforeDeparture('2026-12-09', '2026-12-10')).toBe(true);
    expect(isBeforeDeparture('2026-12-10', '2026-12-10')).toBe(false);
    expect(isBeforeDeparture('2026-12-11', '2026-12-10')).toBe(false);
  });
});
