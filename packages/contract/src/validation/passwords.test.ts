import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isStrongPassword,
  PASSWORD_FORM_LENGTH,
  password,
  passwordProblems,
  passwordReset,
  strongPassword,
} from './passwords.ts';

const issues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues;
};
const messages = (schema: z.ZodType, value: unknown): string[] => issues(schema, value).map((i) => i.message);

const FORM = 'Mật khẩu phải có ít nhất 8 ký tự bao gồm chữ số, chữ hoa, chữ thường và ký tự đặc biệt';
const RESET = 'Mật khẩu không đáp ứng đủ yêu cầu.';

/** A valid password of exactly `n` characters (n ≥ 4). */
const ofLength = (n: number) => `Aa1!${'x'.repeat(n - 4)}`;

describe('password (form, 6–16)', () => {
  const schema = z.string().check(password());
  it('accepts 6 and 16 characters, rejects 5 and 17', () => {
    expect(messages(schema, ofLength(6))).toEqual([]);
    expect(messages(schema, ofLength(16))).toEqual([]);
    expect(messages(schema, ofLength(5))).toEqual([FORM]);
    expect(messages(schema, ofLength(17))).toEqual([FORM]);
  });
  it('rejects each missing composition class', () => {
    expect(messages(schema, 'Abcdef!')).toEqual([FORM]); // no digit
    expect(messages(schema, 'ABCDE1!')).toEqual([FORM]); // no lowercase
    expect(messages(schema, 'abcde1!')).toEqual([FORM]); // no uppercase
    expect(messages(schema, 'Abcde12')).toEqual([FORM]); // no symbol
  });
  it('reports length and composition as two issues for "abc"', () => {
    const found = issues(schema, 'abc');
    expect(found.map((i) => i.message)).toEqual([FORM, FORM]);
    expect(found.map((i) => (i as { params?: { problems?: string[] } }).params?.problems)).toEqual([
      ['length'],
      ['digit', 'uppercase', 'symbol'],
    ]);
  });
  it('leaves the empty string to required', () => {
    expect(messages(schema, '')).toEqual([]);
  });
  it('lists problems for a checklist UI', () => {
    expect(passwordProblems('abc', PASSWORD_FORM_LENGTH)).toEqual(['length', 'digit', 'uppercase', 'symbol']);
    expect(passwordProblems('Mậtkhẩu1@', PASSWORD_FORM_LENGTH)).toEqual([]);
    expect(passwordProblems('Abc 123x', PASSWORD_FORM_LENGTH)).toEqual(['symbol']);
  });
});

describe('helper password (8–16)', () => {
  it('accepts 8 and 16, rejects 7 and 17 and each missing class', () => {
    expect(isStrongPassword(ofLength(8))).toBe(true);
    expect(isStrongPassword(ofLength(16))).toBe(true);
    expect(isStrongPassword(ofLength(7))).toBe(false);
    expect(isStrongPassword(ofLength(17))).toBe(false);
    for (const bad of ['Abcdefg!', 'ABCDEF1!', 'abcdef1!', 'Abcdef12']) {
      expect(isStrongPassword(bad), bad).toBe(false);
    }
    const schema = z.string().check(strongPassword());
    expect(messages(schema, ofLength(8))).toEqual([]);
    expect(messages(schema, ofLength(7))).toEqual([FORM]);
  });
});

describe('password-reset (8–50)', () => {
  const schema = z.string().check(passwordReset());
  it('accepts 8 and 50, rejects 7 and 51', () => {
    expect(messages(schema, ofLength(8))).toEqual([]);
    expect(messages(schema, ofLength(50))).toEqual([]);
    expect(messages(schema, ofLength(7))).toEqual([RESET]);
    expect(messages(schema, ofLength(51))).toEqual([RESET]);
  });
  it('rejects each missing composition class', () => {
    for (const bad of ['Abcdefg!', 'ABCDEF1!', 'abcdef1!', 'Abcdef12']) {
      expect(messages(schema, bad), bad).toEqual([RESET]);
    }
  });
});
