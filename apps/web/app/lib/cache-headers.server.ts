import { hasTokenCookie } from './cookies.server.ts';

/** What a page for one person may be kept as: nowhere (shared caches, the back/forward cache…). */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Answers personal to one visitor — anything asked with the session cookie (the page, its data
 * request, a redirect after an action) and anything that sets a cookie — must not be cached:
 * a shared cache would serve one person's dashboard or session to the next. Public pages for
 * visitors without a session keep whatever the route set.
 */
export function markPersonal(request: Request, response: Response): Response {
  if (!hasTokenCookie(request) && !response.headers.has('set-cookie')) return response;
  try {
    response.headers.set('Cache-Control', PRIVATE_NO_STORE);
    return response;
  } catch {
    // Headers of a Response made by Response.redirect() or fetch() are immutable: copy it.
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', PRIVATE_NO_STORE);
    return copy;
  }
}
