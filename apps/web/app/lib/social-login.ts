import { type SocialProvider, socialLoginErrors } from '@app/contract';
import { ErrorCode, errorMessages } from '@app/contract/client';
import { safeRedirect } from './redirects.ts';

/**
 * Spec §1/§7: the browser goes to the API path auth/google or auth/facebook with a redirect_url.
 * The login page passes on its own `?redirect=` (same-site paths only) or '/'.
 */
export function socialLoginHref(provider: SocialProvider, redirect: string | null | undefined): string {
  const params = new URLSearchParams({ redirect_url: safeRedirect(redirect, '/') });
  return `/api/auth/${provider}?${params}`;
}

/** Account codes a redirect to the login page may carry (spec §4: account not active). */
const ARRIVAL_CODES = new Set<number>([
  ErrorCode.NotConfirmed,
  ErrorCode.AccountLocked,
  ErrorCode.AccountDisabled,
  ErrorCode.TokenExpired,
]);

/** The login page's message for its `?error=` parameter, or null for anything unknown. */
export function arrivalErrorMessage(error: string | null): string | null {
  if (!error) return null;
  if (Object.hasOwn(socialLoginErrors, error))
    return socialLoginErrors[error as keyof typeof socialLoginErrors];
  const code = Number(error);
  return ARRIVAL_CODES.has(code) ? errorMessages[code as keyof typeof errorMessages] : null;
}
