import { sameSitePath } from '@app/contract/client';

/** Pages a visitor is never sent on to after logging in (a loop back to the form, or a logout). */
const NOT_AFTER_LOGIN = ['/dang-nhap', '/dang-xuat'];

/**
 * Every redirect target a request supplies (`?redirect=`, a form's `back`, the social login's
 * `redirect_url`) goes through here: a same-site path, percent-encoded so it is always a valid
 * Location header (the contract's `sameSitePath`, shared with the API), or `fallback`.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  const path = sameSitePath(target, fallback);
  if (path === fallback) return fallback;
  // Routes match case-insensitively: '/DANG-NHAP' is the login page too.
  const pathname = path.split(/[?#]/, 1)[0]?.toLowerCase() ?? '';
  if (NOT_AFTER_LOGIN.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return fallback;
  return path;
}
