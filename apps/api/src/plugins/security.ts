import { ErrorCode, errorMessages } from '@app/contract';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.ts';

export interface SecurityOptions {
  requestTimeoutMs: number;
  production: boolean;
}

/** Security headers, the x-request-id echo and a per-request time limit for API handlers. */
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
    if (!request.url.startsWith('/api/')) return;
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ url: request.url }, 'request timed out');
      void sendError(request, reply, 503, ErrorCode.RequestTimeout, errorMessages[ErrorCode.RequestTimeout]);
    }, opts.requestTimeoutMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
  });
});
