import { createRequire } from 'node:module';
import { ErrorCode, errorMessages } from '@app/contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { type GuardedRedis, guardedRedis } from '../lib/redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitStore: 'memory' | 'redis';
    /** The process's Redis (REDIS_URL) behind its breaker (lib/redis.ts); null without one. */
    sharedRedis: GuardedRedis | null;
  }
}

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  redisUrl?: string | undefined;
  /** Separates test runs that share one Redis. */
  namespace?: string;
}

type Done = (err: Error | null, res: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreParams = { continueExceeding: boolean; exponentialBackoff: boolean; cache?: number };

// The plugin's own stores (no export map; their contract is the plugin's custom-store interface).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => Store;

/**
 * Counts in Redis while it answers and in this process's memory while it does not (issue 32): a
 * silent Redis costs one short command timeout, then the breaker keeps requests off it for
 * REDIS_RETRY_MS. Limits still hold per process meanwhile, rather than not at all.
 */
class FallbackStore implements Store {
  private readonly guard: GuardedRedis;
  private readonly redis: Store;
  private readonly memory: Store;
  constructor(guard: GuardedRedis, redis: Store, memory: Store) {
    this.guard = guard;
    this.redis = redis;
    this.memory = memory;
  }
  private run(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
    if (!this.guard.available()) return this.memory[method](key, done, timeWindow, max);
    this.redis[method](
      key,
      (err, res) => {
        if (!err) {
          this.guard.succeeded();
          return done(null, res);
        }
        this.guard.failed(err);
        this.memory[method](key, done, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }
  incr(key: string, done: Done, timeWindow: number, max: number) {
    this.run('incr', key, done, timeWindow, max);
  }
  read(key: string, done: Done, timeWindow: number, max: number) {
    this.run('read', key, done, timeWindow, max);
  }
  child(routeOptions: unknown): Store {
    return new FallbackStore(this.guard, this.redis.child(routeOptions), this.memory.child(routeOptions));
  }
}

/**
 * In memory by default; in Redis when REDIS_URL is set, so several app processes share one count
 * (DESIGN §1: no state only in one process's memory), with the memory standing in while Redis is
 * away. 429 carries Retry-After (added by the plugin) and our error body.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: RateLimitOptions) => {
    const guard = opts.redisUrl
      ? guardedRedis({
          url: opts.redisUrl,
          commandTimeoutMs: app.env.REDIS_COMMAND_TIMEOUT_MS,
          retryMs: app.env.REDIS_RETRY_MS,
          purpose: 'rate limits and counters',
          log: app.log,
        })
      : null;
    if (guard) app.addHook('onClose', () => guard.quit());
    app.decorate('sharedRedis', guard);
    app.decorate('rateLimitStore', guard ? 'redis' : 'memory');
    const namespace = `${opts.namespace ?? 'vx'}-rl-`;
    await app.register(rateLimit, {
      global: false,
      max: opts.max,
      timeWindow: opts.windowMs,
      ...(guard
        ? {
            store: class extends FallbackStore {
              constructor(params: StoreParams) {
                const g = guard as GuardedRedis;
                super(
                  g,
                  new RedisStore(params.continueExceeding, params.exponentialBackoff, g.redis, namespace),
                  new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache),
                );
              }
            } as unknown as NonNullable<Parameters<typeof rateLimit>[1]>['store'],
          }
        : {}),
      // Should both stores fail, requests go through (and the failure is logged by the breaker).
      skipOnError: true,
      errorResponseBuilder: (_req, context) => ({
        statusCode: 429,
        code: ErrorCode.TooManyRequests,
        message: errorMessages[ErrorCode.TooManyRequests],
        retryAfter: context.after,
      }),
    });
  },
  { name: 'rate-limit' },
);
