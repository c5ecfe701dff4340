import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/*
 * Redis for what several processes must count together (rate limits, article views: ADR 0037).
 * Redis may go silent (a partition: the connection stays open, nothing answers) or refuse
 * connections; the site must answer all the same (issue 32). So every command has a short timeout,
 * and a failed command opens a breaker: for
 * `retryMs` the callers use this process's memory instead of asking Redis again, then one command
 * tries it again. The outage and the recovery are each logged once.
 */

export interface RedisOptions {
  url: string;
  /** Longest wait for one command (REDIS_COMMAND_TIMEOUT_MS). */
  commandTimeoutMs: number;
  /** How long the memory stands in after a failure before Redis is tried again (REDIS_RETRY_MS). */
  retryMs: number;
  /** What the client serves, for the log ("rate limits", "article views"). */
  purpose: string;
  log: FastifyBaseLogger;
}

export interface GuardedRedis {
  redis: Redis;
  /** False while the breaker is open: use the memory stand-in without asking Redis. */
  available(): boolean;
  /** Runs a Redis call; on failure opens the breaker and answers `fallback()` instead. */
  call<T>(run: (redis: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
  /** For stores with callbacks: report a command's outcome. */
  succeeded(): void;
  failed(err: unknown): void;
  quit(): Promise<void>;
}

export function guardedRedis(opts: RedisOptions): GuardedRedis {
  const redis = new Redis(opts.url, {
    commandTimeout: opts.commandTimeoutMs,
    connectTimeout: Math.max(opts.commandTimeoutMs, 1000),
    // A command sent while (re)connecting waits for the connection, never longer than its timeout
    // (ioredis starts the timer before queueing); the breaker keeps the rest off the queue.
    enableOfflineQueue: true,
    maxRetriesPerRequest: 0,
    // Reconnects in the background, every few seconds at most.
    retryStrategy: (times) => Math.min(times * 200, 3000),
  });
  let openUntil = 0;
  let down = false;
  const failed = (err: unknown) => {
    openUntil = Date.now() + opts.retryMs;
    if (down) return;
    down = true;
    opts.log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      `Redis does not answer: ${opts.purpose} are kept in this process's memory until it does`,
    );
  };
  const succeeded = () => {
    if (!down) return;
    down = false;
    opts.log.info(`Redis answers again: ${opts.purpose} are kept in Redis`);
  };
  // Without a listener an 'error' event would be thrown; the commands' own failures are what count.
  redis.on('error', () => {});
  return {
    redis,
    available: () => Date.now() >= openUntil,
    async call(run, fallback) {
      if (Date.now() < openUntil) return fallback();
      try {
        const result = await run(redis);
        succeeded();
        return result;
      } catch (err) {
        failed(err);
        return fallback();
      }
    },
    succeeded,
    failed,
    async quit() {
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}
