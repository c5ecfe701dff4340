import { z } from 'zod';

/**
 * Shared building blocks of the rule catalogue.
 *
 * Decisions:
 * - Every format rule is a zod check (`z.core.$ZodCheck`) meant for `.check(...)`; checks never
 *   abort, so a value failing several rules reports every one of them (spec: validation does not
 *   stop at the first failing rule).
 * - Format rules let the empty string through: emptiness is the business of `requiredString`
 *   (spec: `date` allows empty). Compose `requiredString(label).check(rule())` for mandatory fields.
 * - Each issue carries `params.rule` (the catalogue name) so a client can tell rules apart.
 */
export type StringCheck = z.core.$ZodCheck<string>;

/** A check that passes '' and otherwise reports `message` when `test` fails. */
export function stringRule(rule: string, test: (value: string) => boolean, message: string): StringCheck {
  return z.refine<string>((value) => value === '' || test(value), { error: message, params: { rule } });
}

/** Length in characters as a user sees them (NFC code points), so 'Đức' is 3 whatever the input form. */
export function charCount(value: string): number {
  return [...value.normalize('NFC')].length;
}

/** "Today" for date rules; injectable so tests (and callers) can fix the clock. */
export interface ClockOptions {
  now?: () => Date;
}

export const systemNow = (): Date => new Date();
