import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The header that marks the API calls our own server rendering makes (web.ts, through
 * `app.inject`). Its value is a secret of this process, made at start and never sent to anyone:
 * a client cannot forge it, and each process recognises only the calls it makes to itself.
 */
export const RENDER_CALL_HEADER = 'x-vx-render-call';
const SECRET = Buffer.from(randomBytes(32).toString('base64url'));

/** The header to put on an in-process API call made while rendering a page. */
export function renderCallHeaders(): Record<string, string> {
  return { [RENDER_CALL_HEADER]: SECRET.toString() };
}

/**
 * Whether this API request was made by our own page rendering. Such calls are not the visitor's
 * own API use: the page view that made them is counted once, by the page limit (web.ts), so a
 * visitor browsing job lists behind a shared IP is not cut off by the API's global limit. Limits
 * of particular routes (login, guest applications, contact…) still count them.
 */
export function isRenderCall(request: FastifyRequest): boolean {
  const value = request.headers[RENDER_CALL_HEADER];
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value);
  return given.length === SECRET.length && timingSafeEqual(given, SECRET);
}
