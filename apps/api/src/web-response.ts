import { addVary, etagMatches, PUBLIC_CACHE, sendsCredentials, weakEtag } from './plugins/http-cache.ts';
import {
  COMPRESS_THRESHOLD_BYTES,
  COMPRESSIBLE_TYPES,
  compressBuffer,
  compressStream,
  negotiateEncoding,
  varyEncoding,
} from './plugins/http-compression.ts';
import { PRIVATE_NO_STORE } from './plugins/security.ts';

/** The bytes of `body` around every occurrence of `text` (ASCII), as views: nothing is copied. */
export function without(body: Uint8Array, text: string): Uint8Array[] {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const needle = Buffer.from(text, 'latin1');
  if (needle.length === 0) return [bytes];
  const parts: Uint8Array[] = [];
  let from = 0;
  for (let at = bytes.indexOf(needle, from); at !== -1; at = bytes.indexOf(needle, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(bytes.subarray(from));
  return parts;
}

/**
 * Caching and compression of what React Router answers (documents, their `.data` requests,
 * resource routes). Pages bypass Fastify's hooks (web.ts hijacks the reply), so this is their
 * equivalent of plugins/http-cache.ts and @fastify/compress, with the same rules:
 *
 * - A public answer asked anonymously (GET, 200, no session cookie or Authorization, no Set-Cookie,
 *   no Cache-Control of its own) gets PUBLIC_CACHE and a weak ETag of its body, and 304 on a
 *   matching If-None-Match. A cached page carries the nonce it was rendered with: the nonce still
 *   changes with every render, shared caches keep a copy at most a minute (docs/architecture.md).
 *   Its body is read whole for the tag; entry.server renders documents
 *   whole anyway (onAllReady), so nothing reaches the browser later than before.
 * - Anything else keeps what the route (or root's markPersonal: `private, no-store` for a session)
 *   set, and its body streams through the compressor as it comes. Errors without a header of their
 *   own get `private, no-store`.
 * - Text bodies are compressed by Accept-Encoding (brotli preferred) above the threshold; every page
 *   varies by Cookie (the header shows who is signed in) and text by Accept-Encoding.
 */
export async function finishPage(request: Request, response: Response, nonce: string): Promise<Response> {
  const headers = new Headers(response.headers);
  const type = headers.get('content-type') ?? '';
  const compressible = COMPRESSIBLE_TYPES.test(type) && !headers.has('content-encoding');
  headers.set('vary', addVary(headers.get('vary'), 'Cookie'));
  if (compressible) headers.set('vary', varyEncoding(headers.get('vary')));
  const init = { status: response.status, statusText: response.statusText, headers };
  if (response.status >= 400 && !headers.has('cache-control')) headers.set('cache-control', PRIVATE_NO_STORE);
  if (!response.body) return new Response(null, init);

  const encoding = compressible ? negotiateEncoding(request.headers.get('accept-encoding')) : null;
  const cacheable =
    (request.method === 'GET' || request.method === 'HEAD') &&
    response.status === 200 &&
    !sendsCredentials(request.headers) &&
    !headers.has('set-cookie') &&
    !headers.has('cache-control');

  if (cacheable) {
    const body = new Uint8Array(await response.arrayBuffer());
    // The CSP nonce is the one part of a page that changes per request (web.ts): the tag is of the
    // page without it, and a 304 keeps the nonce of the copy the browser holds (web.ts drops the new
    // CSP header from a 304, or the kept page's scripts would be refused).
    const etag = weakEtag(...without(body, nonce));
    headers.set('cache-control', PUBLIC_CACHE);
    headers.set('etag', etag);
    if (etagMatches(request.headers.get('if-none-match'), etag)) {
      headers.delete('content-type');
      headers.delete('content-length');
      return new Response(null, { ...init, status: 304, statusText: 'Not Modified' });
    }
    if (!encoding || body.length < COMPRESS_THRESHOLD_BYTES) return new Response(body, init);
    const compressed = await compressBuffer(body, encoding);
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(compressed.length));
    return new Response(new Uint8Array(compressed), init);
  }

  const length = Number(headers.get('content-length') ?? Number.POSITIVE_INFINITY);
  if (!encoding || length < COMPRESS_THRESHOLD_BYTES) return new Response(response.body, init);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  return new Response(compressStream(response.body, encoding), init);
}
