import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  digits,
  EXPENSE_MAX,
  expenseMax,
  formattedNumeric,
  isDigits,
  numeric,
  numericBetween,
  parseFormattedNumber,
} from './numbers.ts';

const messages = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('parseFormattedNumber', () => {
  it('strips dots, and commas only when asked', () => {
    expect(parseFormattedNumber('12.500.000')).toBe(12_500_000);
    expect(parseFormattedNumber(' 1.000 ')).toBe(1000);
    expect(parseFormattedNumber(42)).toBe(42);
    expect(parseFormattedNumber('10,000,000')).toBeNaN();
    expect(parseFormattedNumber('10,000,000', { commas: true })).toBe(10_000_000);
    expect(parseFormattedNumber('')).toBeNaN();
    expect(parseFormattedNumber('12a')).toBeNaN();
    expect(parseFormattedNumber('1e3')).toBeNaN();
  });
});

describe('numeric / digits', () => {
  it('numeric accepts signed and decimal numbers', () => {
    const schema = z.string().check(numeric());
    for (const ok of ['12', '-3', '1.5', '']) expect(messages(schema, ok), ok).toEqual([]);
    for (const bad of ['abc', '1,5', '1e3', '12 3'])
      expect(messages(schema, bad), bad).toEqual(['Dữ liệu phải là số']);
  });
  it('digits accepts digits only', () => {
    const schema = z.string().check(digits());
    expect(messages(schema, '0123')).toEqual([]);
    expect(messages(schema, '-1')).toEqual(['Dữ liệu phải là số']);
    expect(messages(schema, '1.5')).toEqual(['Dữ liệu phải là số']);
    expect(isDigits('987')).toBe(true);
  });
});

describe('numeric_between', () => {
  it('is inclusive on numbers', () => {
    const schema = z.number().check(numericBetween(18, 60));
    expect(messages(schema, 18)).toEqual([]);
    expect(messages(schema, 60)).toEqual([]);
    expect(messages(schema, 17)).toEqual(['Giá trị phải nằm trong khoảng 18 đến 60']);
    expect(messages(schema, 61)).toEqual(['Giá trị phải nằm trong khoảng 18 đến 60']);
  });
  it('works on numeric strings too', () => {
    const schema = z.string().check(numeric(), numericBetween(1, 10));
    expect(messages(schema, '10')).toEqual([]);
    expect(messages(schema, '')).toEqual([]);
    expect(messages(schema, '11')).toEqual(['Giá trị phải nằm trong khoảng 1 đến 10']);
    expect(messages(schema, 'x')).toEqual(['Dữ liệu phải là số', 'Giá trị phải nằm trong khoảng 1 đến 10']);
  });
});

describe('formattedNumeric', () => {
  const schema = formattedNumeric();
  it('turns formatted strings into numbers greater than 0', () => {
    expect(schema.parse('1.000')).toBe(1000);
    expect(schema.parse('12.500.000')).toBe(12_500_000);
    expect(schema.parse(7)).toBe(7);
    expect(messages(schema, '0')).toEqual(['Giá trị phải lớn hơn 0']);
    expect(messages(schema, '-5')).toEqual(['Giá trị phải lớn hơn 0']);
    expect(messages(schema, 'abc')).toEqual(['Dữ liệu phải là số']);
    expect(messages(schema, '')).toEqual(['Dữ liệu phải là số']);
    expect(messages(schema, true)).toEqual(['Dữ liệu phải là số']);
  });
});

describe('expenseMax', () => {
  const schema = expenseMax();
  it('allows up to 2 billion, formatted or not', () => {
    expect(schema.parse(2_000_000_000)).toBe(EXPENSE_MAX);
    expect(schema.parse('2.000.000.000')).toBe(EXPENSE_MAX);
    expect(schema.parse('1')).toBe(1);
    expect(messages(schema, 2_000_000_001)).toEqual(['Không vượt quá 2 tỷ']);
    expect(messages(schema, '2.000.000.001')).toEqual(['Không vượt quá 2 tỷ']);
    expect(messages(schema, '0')).toEqual(['Giá trị phải lớn hơn 0']);
  });
});
