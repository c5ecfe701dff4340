/** The httpOnly session cookie (DESIGN §4); `token` is read too for compatibility with old clients. */
export const TOKEN_COOKIE = 'access_token';
const READ_NAMES = [TOKEN_COOKIE, 'token'];
/** Spec §4: logout clears these three. */
const CLEARED_NAMES = ['access_token', 'token', 'token_expired_at'];

export function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      out[name] = part.slice(i + 1).trim();
    }
  }
  return out;
}

export function readToken(request: Request): string | null {
  const cookies = parseCookies(request.headers.get('cookie'));
  for (const name of READ_NAMES) if (cookies[name]) return cookies[name];
  return null;
}

/**
 * `secure` comes from PUBLIC_URL (https in production): behind a TLS-terminating proxy the
 * request itself arrives as plain http, so it cannot tell.
 */
export function tokenCookie(secure: boolean, token: string, maxAgeSeconds: number): string {
  const flag = secure ? '; Secure' : '';
  return `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${flag}`;
}

export function clearedTokenCookies(secure: boolean): string[] {
  const flag = secure ? '; Secure' : '';
  return CLEARED_NAMES.map((n) => `${n}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${flag}`);
}

export function hasTokenCookie(request: Request): boolean {
  return readToken(request) !== null;
}
