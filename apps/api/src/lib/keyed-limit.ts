import { ErrorCode } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export interface LimitSpec {
  max: number;
  windowMs: number;
}

type Limiter = (req: FastifyRequest) => Promise<{ isExceeded?: boolean; ttlInSeconds?: number }>;

/**
 * A limit on something other than the client's IP — an email address, an account — counted in the
 * same store as the other limits (memory, or Redis when REDIS_URL is set), so it holds across
 * processes. Call it with the key once the request is parsed; over the limit it throws 429 (1108)
 * with Retry-After, like the per-IP limits.
 */
export function keyedLimit(
  app: FastifyInstance,
  name: string,
  spec: LimitSpec,
): (request: FastifyRequest, key: string) => Promise<void> {
  // @fastify/rate-limit derives the key from the request; the key of this call travels beside it.
  const keys = new WeakMap<FastifyRequest, string>();
  let limiter: Limiter | undefined;
  return async (request, key) => {
    limiter ??= app.createRateLimit({
      max: spec.max,
      timeWindow: spec.windowMs,
      keyGenerator: (req) => `${name}:${keys.get(req) ?? req.ip}`,
    }) as unknown as Limiter;
    keys.set(request, key.trim().toLowerCase());
    const res = await limiter(request);
    if (res.isExceeded) {
      throw new AppError(ErrorCode.TooManyRequests, {
        headers: { 'retry-after': String(res.ttlInSeconds ?? Math.ceil(spec.windowMs / 1000)) },
      });
    }
  };
}
