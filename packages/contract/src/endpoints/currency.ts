import { z } from 'zod';
import {
  CONVERSION_SOURCES,
  CONVERTER_AMOUNT_MAX_DIGITS,
  CONVERTER_CURRENCY_CODES,
  CurrencyMessage,
} from '../currency-text.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';

const code = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .toUpperCase()
    .check(
      z.refine((v) => v !== '', { message: required, abort: true }),
      z.refine((v) => v === '' || CONVERTER_CURRENCY_CODES.includes(v), { message: CurrencyMessage.unknown }),
    );

/** Spec §5: digits only; empty (or absent) is 1; both currencies chosen and different. */
export const ZConvertQuery = z
  .object({
    amount: z
      .string()
      .trim()
      .default('')
      .check(
        z.refine((v) => /^\d*$/.test(v), { message: CurrencyMessage.amountDigits }),
        z.refine((v) => v.length <= CONVERTER_AMOUNT_MAX_DIGITS, { message: CurrencyMessage.amountTooLong }),
      ),
    from: code(CurrencyMessage.fromRequired),
    to: code(CurrencyMessage.toRequired),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.from === q.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: CurrencyMessage.same });
  });
export type ConvertQuery = z.input<typeof ZConvertQuery>;

export const ZConversion = z
  .object({
    amount: z.number(),
    from: z.string(),
    to: z.string(),
    /** Units of `to` per unit of `from`, rounded to 6 decimals. */
    rate: z.number(),
    /** amount × rate, rounded to 2 decimals. */
    result: z.number(),
    /** The providers' date of the rates (YYYY-MM-DD). */
    as_of: z.string(),
    /**
     * `live`: the providers' current rates. `stored`: the providers were unreachable (or lack a
     * currency), so the rate is the last one stored in `exchange_rates`, a reference as of `as_of`.
     */
    source: z.enum(CONVERSION_SOURCES),
  })
  .meta({ id: 'Conversion' });
export type Conversion = z.infer<typeof ZConversion>;

export const currencyEndpoints = {
  convert: defineEndpoint({
    method: 'GET',
    path: '/currency/convert',
    summary:
      'Đổi tiền (spec §2, §5): tỷ giá từ nhà cung cấp chính, lỗi thì nhà cung cấp dự phòng, cả hai không trả lời thì tỷ giá đã lưu kèm ngày (ADR 0028); trình duyệt không gọi nhà cung cấp',
    tag: 'Currency',
    access: access.public,
    query: ZConvertQuery,
    response: ZConversion,
  }),
};
