import { ErrorCode } from '@app/contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export interface LimitSpec {
  max: number;
  windowMs: number;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type LimiterOptions = NonNullable<Parameters<FastifyInstance['createRateLimit']>[0]>;

/**
 * Entries a limit keeps in memory (without REDIS_URL). @fastify/rate-limit's default of 5,000 lets
 * a client that sends many different keys (addresses, identifiers) push out the count of the one
 * it attacks; this many entries cost a few MB at most.
 */
const MEMORY_ENTRIES = 100_000;

interface Bucket {
  spec: LimitSpec;
  /** @fastify/rate-limit derives the key from the request; the key of this call travels beside it. */
  keys: WeakMap<FastifyRequest, string>;
  limiter: Limiter;
}

/**
 * The client as per-IP limits count it: its address (after TRUST_PROXY), an IPv6 client by its /64
 * (one subscriber gets a whole /64 and could otherwise take a new address per request), the same
 * way the global limit counts.
 */
export function clientKey(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}

/** One bucket per name and app: the same name always counts together, different names never do. */
const registry = new WeakMap<FastifyInstance, Map<string, Bucket>>();

function bucketFor(app: FastifyInstance, name: string, spec: LimitSpec): Bucket {
  let buckets = registry.get(app);
  if (!buckets) {
    buckets = new Map();
    registry.set(app, buckets);
  }
  const existing = buckets.get(name);
  if (existing) {
    if (existing.spec.max !== spec.max || existing.spec.windowMs !== spec.windowMs)
      throw new Error(`Rate-limit bucket '${name}' is defined twice with different limits`);
    return existing;
  }
  const keys = new WeakMap<FastifyRequest, string>();
  const options: LimiterOptions & { cache: number } = {
    max: spec.max,
    timeWindow: spec.windowMs,
    // The name is part of every key, so buckets never share counts in Redis either (where all
    // limits created here live under one prefix).
    keyGenerator: (req) => `${name}:${keys.get(req) ?? clientKey(req)}`,
    // Read by the memory store (not in the plugin's type for this call).
    cache: MEMORY_ENTRIES,
  };
  const limiter = app.createRateLimit(options);
  const bucket = { spec, keys, limiter };
  buckets.set(name, bucket);
  return bucket;
}

function tooMany(ttlInSeconds: number | undefined, spec: LimitSpec): AppError {
  return new AppError(ErrorCode.TooManyRequests, {
    headers: { 'retry-after': String(Math.max(1, ttlInSeconds || Math.ceil(spec.windowMs / 1000))) },
  });
}

function normalise(key: string): string {
  return key.trim().toLowerCase();
}

/**
 * A limit on something other than the client's IP — an email address, an account — counted in the
 * same store as the other limits (memory, or Redis when REDIS_URL is set), so it holds across
 * processes. Call it with the key once the request is parsed; over the limit it throws 429 (1108)
 * with Retry-After, like the per-IP limits. Each name is its own bucket.
 */
export function keyedLimit(
  app: FastifyInstance,
  name: string,
  spec: LimitSpec,
): (request: FastifyRequest, key: string) => Promise<void> {
  return async (request, key) => {
    const bucket = bucketFor(app, name, spec);
    bucket.keys.set(request, normalise(key));
    const res = await bucket.limiter(request);
    if (!res.isAllowed && res.isExceeded) throw tooMany(res.ttlInSeconds, spec);
  };
}

export interface FailureLimit {
  /** Throws 429 when `max` failures were counted for the key in the window; counts nothing. */
  check(request: FastifyRequest, key: string): Promise<void>;
  /** Counts one failure for the key. */
  fail(request: FastifyRequest, key: string): Promise<void>;
}

/**
 * A limit that counts failures (e.g. wrong passwords) rather than attempts, so that someone who
 * succeeds is never held back by their own successes. check() only reads the count, so requests
 * in flight at the same moment can together pass it by as many as run at once (bounded for login
 * by the password-hash queue).
 */
export function failureLimit(app: FastifyInstance, name: string, spec: LimitSpec): FailureLimit {
  const run = async (request: FastifyRequest, key: string, increment: boolean) => {
    const bucket = bucketFor(app, name, spec);
    bucket.keys.set(request, normalise(key));
    return bucket.limiter(request, { increment });
  };
  return {
    async check(request, key) {
      const res = await run(request, key, false);
      if (!res.isAllowed && res.remaining === 0) throw tooMany(res.ttlInSeconds, spec);
    },
    async fail(request, key) {
      await run(request, key, true);
    },
  };
}
