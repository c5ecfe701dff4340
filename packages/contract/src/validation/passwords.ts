import { z } from 'zod';
import { RuleMessage } from './messages.ts';
import { charCount, type StringCheck } from './rules.ts';

export interface PasswordLength {
  min: number;
  max: number;
}

/** password (forms): 6–16 characters, as the spec's rule says (its message says 8; kept verbatim). */
export const PASSWORD_FORM_LENGTH: PasswordLength = { min: 6, max: 16 };
/** Helper password check: 8–16 characters. */
export const PASSWORD_HELPER_LENGTH: PasswordLength = { min: 8, max: 16 };
/** password-reset: 8–50 characters. */
export const PASSWORD_RESET_LENGTH: PasswordLength = { min: 8, max: 50 };

/** One part of a password policy a value fails; handy for a checklist under the field. */
export type PasswordProblem = 'length' | 'digit' | 'lowercase' | 'uppercase' | 'symbol';

/**
 * What a password lacks. Composition: at least one digit, one lowercase and one uppercase letter
 * (any script, so 'đ'/'Đ' count) and one symbol (anything that is not a letter, digit or space).
 */
export function passwordProblems(value: string, length: PasswordLength): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const n = charCount(value);
  if (n < length.min || n > length.max) problems.push('length');
  if (!/[0-9]/.test(value)) problems.push('digit');
  if (!/\p{Ll}/u.test(value)) problems.push('lowercase');
  if (!/\p{Lu}/u.test(value)) problems.push('uppercase');
  if (!/[^\p{L}\p{N}\s]/u.test(value)) problems.push('symbol');
  return problems;
}

/** Helper check: 8–16 characters with digit, lowercase, uppercase and symbol. */
export const isStrongPassword = (value: string, length: PasswordLength = PASSWORD_HELPER_LENGTH): boolean =>
  passwordProblems(value, length).length === 0;

/*
 * Decision: a failing password reports at most two issues, one for the length and one for the
 * composition (listing every missing class in `params.problems`), not one per missing class. Both
 * carry the rule's single spec message; `collectFieldErrors` folds identical messages per field.
 */
function passwordRule(rule: string, length: PasswordLength, message: string): StringCheck {
  return z.superRefine<string>((value, ctx) => {
    if (value === '') return;
    const problems = passwordProblems(value, length);
    if (problems.includes('length')) {
      ctx.addIssue({ code: 'custom', message, input: value, params: { rule, problems: ['length'] } });
    }
    const composition = problems.filter((p) => p !== 'length');
    if (composition.length > 0) {
      ctx.addIssue({ code: 'custom', message, input: value, params: { rule, problems: composition } });
    }
  });
}

/** password (forms): 6–16 characters with digit, lowercase, uppercase and symbol. */
export const password = (): StringCheck =>
  passwordRule('password', PASSWORD_FORM_LENGTH, RuleMessage.password);

/** Helper password rule as a check: 8–16 characters, same composition, the form message. */
export const strongPassword = (): StringCheck =>
  passwordRule('strong_password', PASSWORD_HELPER_LENGTH, RuleMessage.password);

/** password-reset: 8–50 characters, same composition, 'Mật khẩu không đáp ứng đủ yêu cầu.'. */
export const passwordReset = (): StringCheck =>
  passwordRule('password_reset', PASSWORD_RESET_LENGTH, RuleMessage.passwordReset);
