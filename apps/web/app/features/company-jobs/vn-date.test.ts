import { describe, expect, it } from 'vitest';
import { parseVnDate } from './vn-date.ts';

describe('parseVnDate', () => {
  it('reads DD/MM/YYYY, D/M/YYYY and ISO dates', () => {
    expect(parseVnDate('15/03/2027')).toBe('2027-03-15');
    expect(parseVnDate(' 5/3/2027 ')).toBe('2027-03-05');
    expect(parseVnDate('05-03-2027')).toBe('2027-03-05');
    expect(parseVnDate('2027-03-15')).toBe('2027-03-15');
  });

  it('refuses dates that do not exist and other text', () => {
    expect(parseVnDate('31/02/2027')).toBeNull();
    expect(parseVnDate('29/02/2027')).toBeNull();
    expect(parseVnDate('29/02/2028')).toBe('2028-02-29');
    expect(parseVnDate('03/15/2027')).toBeNull();
    expect(parseVnDate('mai')).toBeNull();
    expect(parseVnDate('')).toBeNull();
  });
});
