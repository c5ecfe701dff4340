import { ErrorCode } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { sendsBearer } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route may be called from anywhere: its request carries its own proof (e.g. the token of
     * a newsletter's one-click unsubscribe link, RFC 8058, posted by mail providers and clients).
     */
    crossOriginAllowed?: boolean;
  }
}

/** Methods that change nothing (RFC 9110 §9.2.1) pass; every other method is a state change. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CrossOriginOptions {
  /** The app's own origin (PUBLIC_URL): pages served there are ours whatever Host the proxy sends. */
  publicUrl: string;
  /**
   * The API: a request carrying `Authorization: Bearer` is not checked. Browsers never add that
   * header on their own, and another site cannot set it without a CORS preflight the API never
   * grants, so such a request was written by a client that holds the token itself.
   */
  exemptBearer: boolean;
}

/** True when `value` (an Origin or a Referer) names this app: PUBLIC_URL's origin or the Host asked for. */
function isOwnOrigin(value: string, request: FastifyRequest, publicOrigin: string): boolean {
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (url.origin === publicOrigin) return true;
  // As Go's CrossOriginProtection: the Host the browser addressed (the scheme is the proxy's affair),
  // read through URL so that `example.vn:443` and `https://example.vn` compare equal.
  return url.host === URL.parse(`${url.protocol}//${request.host}`)?.host;
}

/**
 * Is this request a state change sent by another site? The model is Go's net/http
 * CrossOriginProtection (https://words.filippo.io/csrf/):
 * 1. GET, HEAD and OPTIONS pass.
 * 2. `Sec-Fetch-Site` (every browser since 2023) decides when present: only `same-origin` and
 *    `none` (typed address, bookmark) pass; `same-site` (a sibling subdomain) and `cross-site` do not.
 * 3. Otherwise `Origin` (older browsers) must be this app's origin.
 * 4. Otherwise (no browser, or a very old one) a `Referer`, when sent, must be this app's;
 *    with neither header the request passes: the caller is not a browser acting for someone else.
 */
export function isCrossOriginRequest(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin !== undefined) return !isOwnOrigin(origin, request, publicOrigin);
  const referer = request.headers.referer;
  if (referer !== undefined) return !isOwnOrigin(referer, request, publicOrigin);
  return false;
}

/**
 * Refuses cross-origin state changes in the scope it is registered in (the API and the pages),
 * with 403 and code 1127, before the body is read. See docs/architecture.md "CSRF".
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: CrossOriginOptions) => {
  const publicOrigin = new URL(opts.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (opts.exemptBearer && sendsBearer(request)) return;
    if (request.routeOptions.config?.crossOriginAllowed) return;
    if (isCrossOriginRequest(request, publicOrigin)) {
      request.log.warn(
        {
          method: request.method,
          url: request.url,
          secFetchSite: request.headers['sec-fetch-site'],
          origin: request.headers.origin,
        },
        'cross-origin state change refused',
      );
      throw new AppError(ErrorCode.CrossSiteRequest);
    }
  });
});
