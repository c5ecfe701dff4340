/**
 * The one redirect-target rule of the app (web `?redirect=`/`back`, the API's social-login
 * `redirect_url`): only a path of this site is followed; anything else gives `fallback`.
 *
 * Browsers read a Location value leniently (WHATWG URL): they drop tab, CR and LF anywhere and
 * C0 controls or spaces at both ends, and read '\' as '/'. So '/\t/evil.example' is
 * '//evil.example' to them, another host. The value is judged as a browser would read it, and the
 * answer is the parsed path, percent-encoded ('/việc-làm?q=điện' →
 * '/vi%E1%BB%87c-l%C3%A0m?q=%C4%91i%E1%BB%87n'): printable ASCII only, so always a valid header.
 */
const BROWSER_DROPS = /[\t\n\r]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters browsers trim
const EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// Controls left inside a path (NUL included) and '\': no link of this site has them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: those are what is refused
const NEVER_IN_A_PATH = /[\u0000-\u001f\u007f\\]/;
const BASE = 'http://same-site.invalid';

/**
 * `target` as a same-site path (path, query and fragment, percent-encoded), or `fallback`.
 * With `ownOrigin` (e.g. PUBLIC_URL), an absolute URL on that origin is accepted as its path.
 */
export function sameSitePath(target: unknown, fallback: string, ownOrigin?: string): string {
  if (typeof target !== 'string' || target.includes('\u0000')) return fallback;
  let path = target.replace(BROWSER_DROPS, '').replace(EDGES, '');
  if (ownOrigin !== undefined && !path.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(path);
    } catch {
      return fallback;
    }
    if (url.origin !== new URL(ownOrigin).origin) return fallback;
    path = `${url.pathname}${url.search}${url.hash}`;
  }
  // One leading '/': '//host' and '/\host' name another host (scheme-relative).
  if (!path.startsWith('/') || path.startsWith('//') || NEVER_IN_A_PATH.test(path)) return fallback;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return fallback;
  }
  const out = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave a path that starts with '//' ('/.//evil.example').
  if (url.origin !== BASE || out.startsWith('//')) return fallback;
  return out;
}
