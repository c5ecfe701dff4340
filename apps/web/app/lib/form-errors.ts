import type { ErrorBody } from '@app/contract';
import { CLIENT_FALLBACK_ERROR_MESSAGE, collectFieldErrors, errorMessages } from '@app/contract/client';
import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

/** Client-side check with the API's own schema: the same rules and messages (DESIGN §5). */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: collectFieldErrors(parsed.error) };
}

/** Spec §8 global handler: the server's message, else the code's text, else the fallback. */
export function errorText(error: Partial<ErrorBody> | null | undefined): string {
  if (error?.message) return error.message;
  const code = Number(error?.code);
  if (code in errorMessages) return errorMessages[code as keyof typeof errorMessages];
  return CLIENT_FALLBACK_ERROR_MESSAGE;
}

export function firstError(errors: FieldErrors | undefined, field: string): string | undefined {
  const list = errors?.[field];
  return list && list.length > 0 ? list.join(' ') : undefined;
}
