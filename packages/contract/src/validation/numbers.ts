import { z } from 'zod';
import { numericBetweenMessage, RuleMessage } from './messages.ts';
import { type StringCheck, stringRule } from './rules.ts';

export const EXPENSE_MAX = 2_000_000_000;

/** numeric: optional sign, digits, optional decimal part with a dot ('12', '-3', '1.5'). */
export const NUMERIC_PATTERN = /^[+-]?[0-9]+(\.[0-9]+)?$/;
/** Helper: digits only. */
export const DIGITS_PATTERN = /^[0-9]+$/;

export const isNumeric = (value: string): boolean => NUMERIC_PATTERN.test(value);
export const isDigits = (value: string): boolean => DIGITS_PATTERN.test(value);

/**
 * Turns a Vietnamese-formatted amount into a number: dots (thousands separators) are stripped, and
 * commas too when `commas` is set (salary ranges). What remains must be an optionally signed
 * integer, otherwise the result is NaN; '' is NaN too. Numbers pass through unchanged.
 * '12.500.000' → 12500000.
 */
export function parseFormattedNumber(value: string | number, options: { commas?: boolean } = {}): number {
  if (typeof value === 'number') return value;
  let digits = value.trim().replaceAll('.', '');
  if (options.commas) digits = digits.replaceAll(',', '');
  return /^[+-]?[0-9]+$/.test(digits) ? Number(digits) : Number.NaN;
}

export const numeric = (): StringCheck => stringRule('numeric', isNumeric, RuleMessage.numeric);
export const digits = (): StringCheck => stringRule('digits', isDigits, RuleMessage.digits);

/**
 * numeric_between: `min` ≤ value ≤ `max`. Works on numbers and on numeric strings; '' is skipped,
 * a non-numeric string fails (and `numeric()` reports it as well).
 */
export function numericBetween<T extends number | string = number | string>(
  min: number,
  max: number,
): z.core.$ZodCheck<T> {
  return z.refine<T>(
    (value) => {
      if (value === '') return true;
      const n = typeof value === 'number' ? value : isNumeric(value) ? Number(value) : Number.NaN;
      return n >= min && n <= max;
    },
    { error: numericBetweenMessage(min, max), params: { rule: 'numeric_between' } },
  );
}

/** A string or number input read with `parseFormattedNumber`; unreadable input → 'Dữ liệu phải là số'. */
function formattedNumberInput() {
  return z.union([z.string(), z.number()], { error: RuleMessage.numeric }).transform((value, ctx) => {
    const n = parseFormattedNumber(value);
    if (Number.isFinite(n)) return n;
    ctx.addIssue({ code: 'custom', message: RuleMessage.numeric, input: value, params: { rule: 'numeric' } });
    return z.NEVER;
  });
}

const positive = () =>
  z.refine<number>((n) => n > 0, { error: RuleMessage.positive, params: { rule: 'formatted_numeric' } });

/** formattedNumeric: '12.500.000' or 12500000 → 12500000 (number), which must be greater than 0. */
export function formattedNumeric() {
  return formattedNumberInput().pipe(z.number().check(positive()));
}

/** expenseMax: like `formattedNumeric`, and at most 2 billion ('2.000.000.000' passes). */
export function expenseMax() {
  return formattedNumberInput().pipe(
    z.number().check(
      positive(),
      z.refine((n) => n <= EXPENSE_MAX, { error: RuleMessage.expenseMax, params: { rule: 'expense_max' } }),
    ),
  );
}
