import type { ErrorBody } from '@app/contract';
import type { FieldErrors } from './form-errors.ts';

/** What form actions return: field errors for the form, the rest for the toast. */
export interface ActionFeedback {
  status: number;
  fieldErrors?: FieldErrors;
  error?: Partial<ErrorBody>;
  success?: string;
}
