import { ErrorCode, errorMessages } from '@app/contract';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.ts';

export interface SecurityOptions {
  requestTimeoutMs: number;
  production: boolean;
}

/**
 * Browser features no page of ours uses (no map, camera, payment, device access; CV photos are
 * chosen as files), switched off for our pages and anything they embed. Only names Chromium knows:
 * an unknown one (e.g. the retired `interest-cohort`) is logged as a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** What every API answer may be kept as: nowhere. API answers are personal or cheap to ask again. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Security headers, the x-request-id echo, a per-request time limit for API handlers, and no
 * caching of API answers.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  await app.register(helmet, {
    // The HTML pages set their own CSP with a per-request nonce (web.ts); API answers are JSON.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: opts.production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!isApiUrl(request.url)) return;
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ url: request.url }, 'request timed out');
      void sendError(request, reply, 503, ErrorCode.RequestTimeout, errorMessages[ErrorCode.RequestTimeout]);
    }, opts.requestTimeoutMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
  });

  // API answers (data, errors, 404s, 429s) are for the one who asked: a shared cache or the
  // browser's history must not keep them. A route that deliberately serves something public
  // (public uploaded files: `public, max-age=…, immutable`) keeps its own header.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiUrl(request.url)) return payload;
    const current = reply.getHeader('cache-control');
    if (typeof current !== 'string' || !/^public\b/.test(current))
      reply.header('cache-control', PRIVATE_NO_STORE);
    return payload;
  });
});

function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
