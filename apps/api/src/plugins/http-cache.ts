import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE_NAMES } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read (GET of a public or optional-access endpoint): cacheable when asked anonymously. */
    publicCache?: boolean;
  }
}

/**
 * How long a browser or shared cache may keep a public answer asked anonymously (pages and API):
 * a minute fresh, then five more minutes served at once while it is asked again in the background.
 * New or edited jobs show within a minute, and a burst of visitors to the same list costs one render
 * per minute per cache. Revalidation is cheap: a matching If-None-Match gets an empty 304.
 */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/**
 * A weak validator of the uncompressed body: weak because the same answer is sent in three encodings
 * (RFC 9110 §8.8.1), and any of them may revalidate the others. A body given in parts is hashed as
 * their concatenation (pages leave out their nonce this way without copying the body).
 */
export function weakEtag(...body: (string | Uint8Array)[]): string {
  const hash = createHash('sha1');
  for (const part of body) hash.update(part);
  return `W/"${hash.digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly, and `*` matches any current answer. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** The request carries credentials (Bearer token or session cookie): its answer is personal. */
export function sendsCredentials(headers: IncomingHttpHeaders | Headers): boolean {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined);
  if (get('authorization')) return true;
  const cookie = get('cookie');
  if (!cookie) return false;
  return cookie.split(';').some((part) => {
    const [name, value] = part.split('=', 2);
    return SESSION_COOKIE_NAMES.includes(name?.trim() ?? '') && (value?.trim() ?? '') !== '';
  });
}

/** Adds names to a Vary value without repeating one already there. */
export function addVary(current: string | number | string[] | undefined | null, ...names: string[]): string {
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.includes('*')) return '*';
  for (const name of names) if (!list.some((v) => v.toLowerCase() === name.toLowerCase())) list.push(name);
  return list.join(', ');
}

/**
 * ETag and a short public Cache-Control for public API reads asked anonymously, and 304 for a
 * matching If-None-Match. Anything asked with credentials, setting a cookie, or not a 200 (errors)
 * is left to the security plugin's `private, no-store`. Registered before it (app.ts): both are
 * onSend hooks and run in registration order; @fastify/compress's route-level hook runs after both,
 * so the tag is computed on the uncompressed body.
 */
export const httpCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config?.publicCache) return payload;
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || sendsCredentials(request.headers)) return payload;
    if (reply.hasHeader('set-cookie') || reply.hasHeader('cache-control')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = weakEtag(payload);
    reply
      .header('cache-control', PUBLIC_CACHE)
      .header('etag', etag)
      // Anonymous and signed-in callers of an optional-access endpoint get different answers.
      .header('vary', addVary(reply.getHeader('vary'), 'Authorization', 'Cookie', 'Accept-Encoding'));
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
});
