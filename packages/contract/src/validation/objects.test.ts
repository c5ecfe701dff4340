import { describe, expect, it } from 'vitest';
import { z } from 'zod';
// The locale every entry of the package sets (index.ts, client.ts): the fallback messages below are
// the ones users read, whichever test file loaded the package first in this worker.
import '../zod-locale.ts';
import { collectFieldErrors } from './errors.ts';
import {
  ageRange,
  beforeDeparture,
  confirmed,
  isAgeRangeValid,
  isConfirmed,
  isSalaryRangeValid,
  salaryRange,
  whenFieldsValid,
} from './objects.ts';
import { password } from './passwords.ts';
import { requiredString } from './strings.ts';

const fieldErrors = (schema: z.ZodType, value: unknown): Record<string, string[]> => {
  const result = schema.safeParse(value);
  return result.success ? {} : collectFieldErrors(result.error);
};

describe('confirmed', () => {
  const schema = z
    .object({
      password: requiredString('Mật khẩu').check(password()),
      passwordConfirmation: z.string(),
    })
    .superRefine(confirmed('password', 'passwordConfirmation', 'Mật khẩu'));
  it('puts the mismatch on the confirmation field', () => {
    expect(fieldErrors(schema, { password: 'Abc123!x', passwordConfirmation: 'Abc123!x' })).toEqual({});
    expect(fieldErrors(schema, { password: 'Abc123!x', passwordConfirmation: 'Abc123!y' })).toEqual({
      passwordConfirmation: ['Mật khẩu nhập lại không khớp.'],
    });
    expect(fieldErrors(schema, { password: 'Abc123!x', passwordConfirmation: '' })).toEqual({
      passwordConfirmation: ['Mật khẩu nhập lại không khớp.'],
    });
  });
  it('still runs when the password itself fails a rule', () => {
    expect(fieldErrors(schema, { password: 'abc', passwordConfirmation: 'abd' })).toEqual({
      password: ['Mật khẩu phải có ít nhất 8 ký tự bao gồm chữ số, chữ hoa, chữ thường và ký tự đặc biệt'],
      passwordConfirmation: ['Mật khẩu nhập lại không khớp.'],
    });
  });
  it('with whenFieldsValid, runs even if an unrelated field is missing', () => {
    const shape = { email: z.string(), password: z.string(), passwordConfirmation: z.string() };
    const input = { password: 'a', passwordConfirmation: 'b' };
    const plain = z.object(shape).superRefine(confirmed('password', 'passwordConfirmation', 'Mật khẩu'));
    expect(Object.keys(fieldErrors(plain, input))).toEqual(['email']);
    const guarded = z
      .object(shape)
      .superRefine(
        confirmed('password', 'passwordConfirmation', 'Mật khẩu'),
        whenFieldsValid('password', 'passwordConfirmation'),
      );
    expect(fieldErrors(guarded, input).passwordConfirmation).toEqual(['Mật khẩu nhập lại không khớp.']);
    expect(fieldErrors(guarded, { email: 'x', password: 'a' })).toEqual({
      passwordConfirmation: ['Đầu vào không hợp lệ: mong đợi string, nhận được undefined'],
    });
  });
  it('stand-alone', () => {
    expect(isConfirmed('a', 'a')).toBe(true);
    expect(isConfirmed('a', 'A')).toBe(false);
  });
});

describe('age_range_check', () => {
  const schema = z
    .object({ ageMin: z.number(), ageMax: z.number() })
    .superRefine(ageRange('ageMin', 'ageMax'));
  it('lets equal ages pass and puts the error on the max field', () => {
    expect(fieldErrors(schema, { ageMin: 20, ageMax: 20 })).toEqual({});
    expect(fieldErrors(schema, { ageMin: 18, ageMax: 35 })).toEqual({});
    expect(fieldErrors(schema, { ageMin: 36, ageMax: 35 })).toEqual({
      ageMax: ['Tuổi tối thiểu không được lớn hơn tuổi tối đa'],
    });
  });
  it('stand-alone, skipping a missing side', () => {
    expect(isAgeRangeValid(30, 25)).toBe(false);
    expect(isAgeRangeValid('25', '30')).toBe(true);
    expect(isAgeRangeValid(30, undefined)).toBe(true);
  });
});

describe('salary_range_check', () => {
  const schema = z
    .object({ salaryMin: z.string(), salaryMax: z.string() })
    .superRefine(salaryRange('salaryMin', 'salaryMax'));
  it('needs min strictly below max, dots and commas stripped', () => {
    expect(fieldErrors(schema, { salaryMin: '10.000.000', salaryMax: '15,000,000' })).toEqual({});
    expect(fieldErrors(schema, { salaryMin: '15.000.000', salaryMax: '15,000,000' })).toEqual({
      salaryMax: ['Mức lương tối thiểu phải nhỏ hơn mức lương tối đa'],
    });
    expect(fieldErrors(schema, { salaryMin: '20.000.000', salaryMax: '15.000.000' })).toEqual({
      salaryMax: ['Mức lương tối thiểu phải nhỏ hơn mức lương tối đa'],
    });
  });
  it('stand-alone', () => {
    expect(isSalaryRangeValid(10_000_000, 10_000_000)).toBe(false);
    expect(isSalaryRangeValid('9.999.999', 10_000_000)).toBe(true);
    expect(isSalaryRangeValid('', '10.000.000')).toBe(true);
  });
});

describe('before_departure', () => {
  const schema = z
    .object({ deadline: z.string(), flightDate: z.string() })
    .superRefine(beforeDeparture('deadline', 'flightDate'));
  it('fails on the same day, passes the day before, reports on the deadline', () => {
    expect(fieldErrors(schema, { deadline: '2026-12-09', flightDate: '2026-12-10' })).toEqual({});
    expect(fieldErrors(schema, { deadline: '2026-12-10', flightDate: '2026-12-10' })).toEqual({
      deadline: ['Hạn nộp hồ sơ phải trước lịch bay dự kiến.'],
    });
    expect(fieldErrors(schema, { deadline: '2026-12-10', flightDate: '' })).toEqual({});
  });
});
