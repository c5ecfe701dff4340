import type { ErrorBody } from '@app/contract';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';

/**
 * An API refusal as form feedback. Field errors stay field errors; a code listed in `codeFields`
 * (e.g. 1001 email already used) is shown under that field instead of as a toast, since the person
 * fixes it there. Everything else becomes a toast (useActionFeedback).
 */
export function apiFailure(
  res: { status: number; error: ErrorBody },
  codeFields: Partial<Record<number, string>> = {},
): ActionFeedback {
  const field = codeFields[Number(res.error.code)];
  if (field) return { status: res.status, fieldErrors: { [field]: [res.error.message] } };
  return { status: res.status, fieldErrors: (res.error.errors ?? {}) as FieldErrors, error: res.error };
}
