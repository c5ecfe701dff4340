import type { z } from 'zod';
import { isBeforeDeparture, isValidDate } from './dates.ts';
import { confirmedMessage, RuleMessage } from './messages.ts';
import { parseFormattedNumber } from './numbers.ts';

/*
 * Rules that compare two fields of one object. `confirmed`, `ageRange`, `salaryRange` and
 * `beforeDeparture` return a callback for `.superRefine(...)` on the object schema and report on
 * one field's path:
 *   confirmed → the confirmation field; age/salary ranges → the max field; before_departure → the
 *   deadline field (the message is about the deadline).
 * Ranges and before_departure are only checked when both sides are present and readable: a missing or
 * malformed side is the business of that field's own rules (an optional max age never fails here).
 * `confirmed` compares as is, so a filled password with an empty confirmation fails.
 *
 * zod skips object refinements once any field has an aborting issue (e.g. a missing field on the API).
 * Pass `whenFieldsValid(...fields)` as the second argument of `.superRefine` to run the relation
 * whenever its own fields parsed, whatever happens to the other fields.
 */

type Fields<K extends string> = { [P in K]?: unknown };
type Refinement<K extends string> = (data: Fields<K>, ctx: z.core.$RefinementCtx) => void;

/** `.superRefine` params: run only when none of `fields` has an aborting (type) issue. */
export function whenFieldsValid(...fields: string[]): z.core.$ZodSuperRefineParams {
  return {
    when: (payload) =>
      !payload.issues.some(
        (issue) =>
          issue.continue !== true && (issue.path?.length === 0 || fields.includes(String(issue.path?.[0]))),
      ),
  };
}

const readNumber = (value: unknown, commas = false): number =>
  typeof value === 'number' || typeof value === 'string'
    ? parseFormattedNumber(value, { commas })
    : Number.NaN;

/** confirmed: the two values are identical. */
export const isConfirmed = (value: unknown, confirmation: unknown): boolean => value === confirmation;

/** age_range_check: min age not above max age; true when either side is missing or not a number. */
export function isAgeRangeValid(min: unknown, max: unknown): boolean {
  const lo = readNumber(min);
  const hi = readNumber(max);
  return Number.isNaN(lo) || Number.isNaN(hi) || lo <= hi;
}

/**
 * salary_range_check: min salary strictly less than max salary (equal fails), read with dots and
 * commas stripped; true when either side is missing or not a number.
 */
export function isSalaryRangeValid(min: unknown, max: unknown): boolean {
  const lo = readNumber(min, true);
  const hi = readNumber(max, true);
  return Number.isNaN(lo) || Number.isNaN(hi) || lo < hi;
}

/** confirmed: `data[confirmationField]` equals `data[field]`; `${label} nhập lại không khớp.` on the confirmation. */
export function confirmed<K extends string>(field: K, confirmationField: K, label: string): Refinement<K> {
  return (data, ctx) => {
    if (!isConfirmed(data[field], data[confirmationField])) {
      ctx.addIssue({
        code: 'custom',
        message: confirmedMessage(label),
        path: [confirmationField],
        input: data[confirmationField],
        params: { rule: 'confirmed' },
      });
    }
  };
}

export function ageRange<K extends string>(minField: K, maxField: K): Refinement<K> {
  return (data, ctx) => {
    if (!isAgeRangeValid(data[minField], data[maxField])) {
      ctx.addIssue({
        code: 'custom',
        message: RuleMessage.ageRange,
        path: [maxField],
        input: data[maxField],
        params: { rule: 'age_range_check' },
      });
    }
  };
}

export function salaryRange<K extends string>(minField: K, maxField: K): Refinement<K> {
  return (data, ctx) => {
    if (!isSalaryRangeValid(data[minField], data[maxField])) {
      ctx.addIssue({
        code: 'custom',
        message: RuleMessage.salaryRange,
        path: [maxField],
        input: data[maxField],
        params: { rule: 'salary_range_check' },
      });
    }
  };
}

/** before_departure: deadline strictly before the planned flight date; checked when both are valid dates. */
export function beforeDeparture<K extends string>(deadlineField: K, flightDateField: K): Refinement<K> {
  return (data, ctx) => {
    const deadline = data[deadlineField];
    const flightDate = data[flightDateField];
    if (typeof deadline !== 'string' || typeof flightDate !== 'string') return;
    if (!isValidDate(deadline) || !isValidDate(flightDate)) return;
    if (!isBeforeDeparture(deadline, flightDate)) {
      ctx.addIssue({
        code: 'custom',
        message: RuleMessage.beforeDeparture,
        path: [deadlineField],
        input: deadline,
        params: { rule: 'before_departure' },
      });
    }
  };
}
