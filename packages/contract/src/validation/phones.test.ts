import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isVietnamesePhone, phone, phone11, phoneCustom, phoneNumber } from './phones.ts';

const messages = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('phone', () => {
  const schema = z.string().check(phone());
  it('0, then 3/5/7/8/9, then 8 or 9 digits', () => {
    for (const ok of ['0312345678', '0512345678', '0712345678', '0812345678', '0912345678', '09123456789']) {
      expect(messages(schema, ok), ok).toEqual([]);
    }
    for (const bad of ['091234567', '091234567890', '0212345678', '0412345678', '0612345678', '1912345678']) {
      expect(messages(schema, bad), bad).toEqual(['SĐT không đúng định dạng']);
    }
    expect(messages(schema, '')).toEqual([]);
    expect(isVietnamesePhone('0987654321')).toBe(true);
  });
});

describe('phone-custom', () => {
  const schema = z.string().check(phoneCustom());
  it('0, then 7/8/9, then 0, then 6 to 10 digits', () => {
    for (const ok of ['070123456', '0801234567890', '0901234567']) {
      expect(messages(schema, ok), ok).toEqual([]);
    }
    for (const bad of ['07012345', '08012345678901', '0911234567', '0601234567']) {
      expect(messages(schema, bad), bad).toEqual(['SĐT không đúng định dạng']);
    }
  });
});

describe('phone-number', () => {
  const schema = z.string().check(phoneNumber());
  it('exactly 10 digits', () => {
    expect(messages(schema, '0123456789')).toEqual([]);
    expect(messages(schema, '012345678')).toEqual(['Số điện thoại gồm 10 kí tự']);
    expect(messages(schema, '01234567890')).toEqual(['Số điện thoại gồm 10 kí tự']);
    expect(messages(schema, '012345678a')).toEqual(['Số điện thoại gồm 10 kí tự']);
  });
});

describe('phone-11', () => {
  const schema = z.string().check(phone11());
  it('10 or 11 digits', () => {
    expect(messages(schema, '0123456789')).toEqual([]);
    expect(messages(schema, '01234567890')).toEqual([]);
    expect(messages(schema, '012345678')).toEqual(['Số điện thoại gồm 10 hoặc 11 kí tự']);
    expect(messages(schema, '012345678901')).toEqual(['Số điện thoại gồm 10 hoặc 11 kí tự']);
  });
});
