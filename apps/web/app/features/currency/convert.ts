import type { Conversion } from '@app/contract';
import { ErrorCode, errorMessages } from '@app/contract/client';
import { CurrencyMessage } from '@app/contract/currency-text';
import { errorText, type FieldErrors } from '../../lib/form-errors.ts';

export interface ConverterValues {
  amount: string;
  from: string;
  to: string;
}

export type ConvertOutcome =
  | { ok: true; conversion: Conversion }
  | { ok: false; message: string | null; fieldErrors: FieldErrors };

/** Spec §5, checked before asking the server (which checks the same): both chosen and different. */
export function checkValues(v: ConverterValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!/^\d*$/.test(v.amount)) errors.amount = [CurrencyMessage.amountDigits];
  if (!v.from) errors.from = [CurrencyMessage.fromRequired];
  if (!v.to) errors.to = [CurrencyMessage.toRequired];
  else if (v.from === v.to) errors.to = [CurrencyMessage.same];
  return errors;
}

/** The converter's one call: our API (the browser never talks to a rate provider). */
export async function convert(v: ConverterValues): Promise<ConvertOutcome> {
  const fieldErrors = checkValues(v);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, message: null, fieldErrors };
  const qs = new URLSearchParams({ amount: v.amount, from: v.from, to: v.to });
  let res: Response;
  try {
    res = await fetch(`/api/currency/convert?${qs}`, { headers: { accept: 'application/json' } });
  } catch {
    // No answer at all: the phone is offline (spec §8's "check your connection" text).
    return { ok: false, message: errorMessages[ErrorCode.RatesFetchFailed], fieldErrors: {} };
  }
  const body = (await res.json().catch(() => null)) as {
    success?: boolean;
    data?: Conversion;
    message?: string;
    code?: number;
    errors?: FieldErrors;
  } | null;
  if (res.ok && body?.success && body.data) return { ok: true, conversion: body.data };
  if (res.status === 422 && body?.errors) return { ok: false, message: null, fieldErrors: body.errors };
  return { ok: false, message: errorText({ message: body?.message, code: body?.code }), fieldErrors: {} };
}
