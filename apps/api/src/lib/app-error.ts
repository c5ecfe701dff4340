import { type ErrorCode, errorMessages, errorStatus } from '@app/contract';

/**
 * The one error type services throw. The error handler turns it into the error body with the
 * code's HTTP status and Vietnamese message (or a more specific message when given).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    opts: {
      message?: string;
      errors?: Record<string, string[]>;
      headers?: Record<string, string>;
      /** Overrides the code's usual HTTP status (e.g. 400 for an unreadable body). */
      status?: number;
    } = {},
  ) {
    super(opts.message ?? errorMessages[code]);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = opts.status ?? errorStatus[code];
    this.errors = opts.errors;
    this.headers = opts.headers;
  }
}

/** A 422 for one field, in the same shape as schema validation errors. */
export function fieldError(field: string, message: string): AppError {
  return new AppError(1106, { errors: { [field]: [message] } });
}
