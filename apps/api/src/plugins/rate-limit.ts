import { ErrorCode, errorMessages } from '@app/contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitStore: 'memory' | 'redis';
  }
}

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  redisUrl?: string | undefined;
  /** Separates test runs that share one Redis. */
  namespace?: string;
}

/**
 * In memory by default; in Redis when REDIS_URL is set, so several app processes share one count
 * (DESIGN §1: no state only in one process's memory). 429 carries Retry-After (added by the
 * plugin) and our error body.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: RateLimitOptions) => {
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    redis = new Redis(opts.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      lazyConnect: false,
    });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  app.decorate('rateLimitStore', redis ? 'redis' : 'memory');
  await app.register(rateLimit, {
    global: false,
    max: opts.max,
    timeWindow: opts.windowMs,
    ...(redis ? { redis, nameSpace: `${opts.namespace ?? 'vx'}-rl-` } : {}),
    // A Redis outage must not take the site down with it: let requests through and log.
    skipOnError: true,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      code: ErrorCode.TooManyRequests,
      message: errorMessages[ErrorCode.TooManyRequests],
      retryAfter: context.after,
    }),
  });
});
