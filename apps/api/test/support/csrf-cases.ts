/**
 * The CSRF cases shared by the API suite (test/csrf.test.ts) and the page-action spec
 * (apps/web/e2e/csrf.spec.ts): one table of Origin / Sec-Fetch-Site headers, so the two stay the
 * same list. Test-only: the app never imports it.
 */

/** The answer of a refused cross-site request, on the API and on page actions alike. */
export const CSRF_REFUSED = {
  success: false,
  code: 1127,
  message: 'Yêu cầu không hợp lệ: được gửi từ một trang web khác.',
};

export const FOREIGN_ORIGIN = 'https://evil.example';

export interface CsrfCase {
  name: string;
  headers: Record<string, string>;
  /** The request carries an Authorization: Bearer header. */
  bearer?: boolean;
  refused: boolean;
}

/**
 * The cases for a server at `origin`, `sibling` being another origin of the same site (a sibling
 * subdomain). `bearerExempt`: a Bearer request is let through whatever its headers say (the API:
 * a page cannot make the browser send one); page actions read the cookie only and refuse it.
 */
export function csrfCases(origin: string, sibling: string, bearerExempt: boolean): CsrfCase[] {
  return [
    { name: 'a foreign Origin (older browser)', headers: { origin: FOREIGN_ORIGIN }, refused: true },
    {
      name: 'Sec-Fetch-Site: cross-site',
      headers: { 'sec-fetch-site': 'cross-site', origin: FOREIGN_ORIGIN },
      refused: true,
    },
    {
      name: 'Sec-Fetch-Site: same-site (a sibling subdomain)',
      headers: { 'sec-fetch-site': 'same-site', origin: sibling },
      refused: true,
    },
    {
      name: 'Sec-Fetch-Site: same-origin',
      headers: { 'sec-fetch-site': 'same-origin', origin },
      refused: false,
    },
    {
      name: 'Sec-Fetch-Site: none (typed or bookmarked)',
      headers: { 'sec-fetch-site': 'none' },
      refused: false,
    },
    { name: 'no browser headers (not a browser)', headers: {}, refused: false },
    {
      name: 'Bearer with a foreign Origin',
      headers: { 'sec-fetch-site': 'cross-site', origin: FOREIGN_ORIGIN },
      bearer: true,
      refused: !bearerExempt,
    },
  ];
}
