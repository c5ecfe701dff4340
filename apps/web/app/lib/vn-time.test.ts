import { describe, expect, it } from 'vitest';
import { formatDayMonth, waitedFor } from './vn-time.ts';

describe('waitedFor', () => {
  const since = '2026-11-20T08:00:00.000Z';
  it('counts minutes, then hours, then whole days', () => {
    expect(waitedFor(since, '2026-11-20T08:00:30.000Z')).toBe('0 phút');
    expect(waitedFor(since, '2026-11-20T08:59:59.000Z')).toBe('59 phút');
    expect(waitedFor(since, '2026-11-20T09:00:00.000Z')).toBe('1 giờ');
    expect(waitedFor(since, '2026-11-21T07:59:00.000Z')).toBe('23 giờ');
    expect(waitedFor(since, '2026-11-23T09:00:00.000Z')).toBe('3 ngày');
  });
  it('never goes below zero when the clocks disagree', () => {
    expect(waitedFor(since, '2026-11-20T07:00:00.000Z')).toBe('0 phút');
  });
});

describe('formatDayMonth', () => {
  it('prints DD/MM of a calendar date', () => {
    expect(formatDayMonth('2026-01-09')).toBe('09/01');
  });
});
