import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collectFieldErrors } from './errors.ts';
import { minLength } from './strings.ts';

describe('collectFieldErrors', () => {
  it('keeps every message of a field, in order, under dotted paths', () => {
    const schema = z.object({
      username: z.string().check(
        minLength(8),
        z.refine((v) => /^[a-z]+$/.test(v), { error: 'Chỉ dùng chữ thường' }),
      ),
      contacts: z.array(z.object({ phone: z.string().min(10, { error: 'Số điện thoại gồm 10 kí tự' }) })),
    });
    const result = schema.safeParse({ username: 'Ab1', contacts: [{ phone: '1' }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(collectFieldErrors(result.error)).toEqual({
      username: ['Dữ liệu nhập vào lớn hơn 8 ký tự.', 'Chỉ dùng chữ thường'],
      'contacts.0.phone': ['Số điện thoại gồm 10 kí tự'],
    });
  });
  it("puts root issues under '_' and lists identical messages once", () => {
    const error = new z.ZodError([
      {
        code: 'custom',
        path: [],
        message: 'Vui lòng kiểm tra và điền đầy đủ các trường bắt buộc.',
        input: {},
      },
      { code: 'custom', path: ['password'], message: 'Mật khẩu không đáp ứng đủ yêu cầu.', input: '' },
      { code: 'custom', path: ['password'], message: 'Mật khẩu không đáp ứng đủ yêu cầu.', input: '' },
    ]);
    expect(collectFieldErrors(error)).toEqual({
      _: ['Vui lòng kiểm tra và điền đầy đủ các trường bắt buộc.'],
      password: ['Mật khẩu không đáp ứng đủ yêu cầu.'],
    });
  });
  it('keeps fields named like Object.prototype members as plain fields', () => {
    const result = z.strictObject({}).safeParse({ valueOf: 'x', __proto__: 1, constructor: 2, toString: 3 });
    expect(result.success).toBe(false);
    if (result.success) return;
    const fields = collectFieldErrors(result.error);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(fields))).toEqual(fields);
    for (const messages of Object.values(fields)) expect(Array.isArray(messages)).toBe(true);
  });
});
