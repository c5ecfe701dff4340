import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  type BrotliOptions,
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type ZlibOptions,
} from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addVary } from './http-cache.ts';

/** Below this an answer is sent as it is: compressing it saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Text answers (HTML, React Router's data, JSON, XML, SVG, JS, CSS). Not event streams (each event
 * must reach the browser when sent), and not images, PDFs, Office files or fonts: they are
 * compressed formats already. Same as @fastify/compress's default without octet-stream.
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|^application\/javascript/;

/**
 * Levels for answers made per request (docs/performance.md "Compression and caching"): on the 304 KB
 * job list page brotli 4 takes 2.4 ms for 24 KB, gzip 6 2.9 ms for 30 KB, while brotli 11 takes
 * 240 ms. Build assets are compressed once at maximum quality instead (scripts/precompress-assets.mjs).
 */
export const DYNAMIC_BROTLI: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
export const DYNAMIC_GZIP: ZlibOptions = { level: 6 };

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with (brotli preferred at equal weight), or null for none. Same rules as
 * @fastify/compress uses for the API: q=0 refuses a coding, `*` stands for the others.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

const brotliOnce = promisify(brotliCompress);
const gzipOnce = promisify(gzip);

/** Compresses a whole body at the dynamic level (off the main thread: zlib's thread pool). */
export function compressBuffer(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotliOnce(body, DYNAMIC_BROTLI) : gzipOnce(body, DYNAMIC_GZIP);
}

/** Compresses a streamed body as it comes, at the dynamic level. */
export function compressStream(
  body: ReadableStream<Uint8Array>,
  encoding: Encoding,
): ReadableStream<Uint8Array> {
  const zip = encoding === 'br' ? createBrotliCompress(DYNAMIC_BROTLI) : createGzip(DYNAMIC_GZIP);
  const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  source.on('error', (err) => zip.destroy(err));
  return Readable.toWeb(source.pipe(zip)) as unknown as ReadableStream<Uint8Array>;
}

/** Vary for a compressible answer, whether or not this one was compressed. */
export const varyEncoding = (current: string | null) => addVary(current, 'Accept-Encoding');

/**
 * brotli or gzip for the API's text answers above the threshold. Routes are hooked as they are
 * registered, so this comes before the API and the static files (whose build assets are served
 * precompressed: they already carry Content-Encoding and are left alone). Pages are hijacked from
 * Fastify and compressed in web-response.ts with the same settings.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    globalCompression: true,
    // Request bodies are read as sent: a compressed upload would pass the body limits before it grows.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: DYNAMIC_BROTLI,
    zlibOptions: DYNAMIC_GZIP,
  });
  // @fastify/compress adds Vary only when it compresses; a cache must know that a small answer
  // (or a 304) would have been compressed for another Accept-Encoding too.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && COMPRESSIBLE_TYPES.test(type))
      reply.header('vary', addVary(reply.getHeader('vary'), 'Accept-Encoding'));
    return payload;
  });
});
