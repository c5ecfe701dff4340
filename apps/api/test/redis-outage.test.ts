import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { guardedRedis } from '../src/lib/redis.ts';
import { useTestApp } from './helpers.ts';

/*
 * Issue 32 item 7: Redis that goes silent. A TCP proxy in front of the real Redis (TEST_REDIS_URL)
 * stops passing bytes both ways, as a partition does (the connections stay open; what was sent is
 * delivered when it heals, as TCP would). Every call must answer quickly, limits must still hold
 * (in the process's memory), the outage and the recovery are logged once each, and the app returns
 * to Redis by itself.
 */

const redisUrl = process.env.TEST_REDIS_URL;

/** A proxy that can hold every byte in both directions (`partition`) and let them go (`heal`). */
async function partitionProxy(target: URL) {
  const pairs = new Set<[Socket, Socket]>();
  let cut = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    if (cut) for (const s of pair) s.pause();
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `redis://127.0.0.1:${port}`,
    partition() {
      cut = true;
      for (const pair of pairs) for (const s of pair) s.pause();
    },
    heal() {
      cut = false;
      for (const pair of pairs) for (const s of pair) s.resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) for (const s of pair) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      lines.push({ level, msg: String(args.find((a) => typeof a === 'string') ?? '') });
  const log = { warn: at('warn'), info: at('info'), error: at('error') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const proxy = redisUrl ? await partitionProxy(new URL(redisUrl)) : null;
const direct = redisUrl ? new Redis(redisUrl) : null;
afterAll(async () => {
  await proxy?.close();
  direct?.disconnect();
});

describe.skipIf(!proxy || !direct)('Redis that goes silent (TEST_REDIS_URL)', () => {
  if (!proxy || !direct) return;

  it('the guarded client answers from the fallback within its timeout, logs the outage and the recovery once', async () => {
    const { log, lines } = recordingLog();
    const guard = guardedRedis({
      url: proxy.url,
      commandTimeoutMs: 150,
      retryMs: 300,
      purpose: 'counters',
      log,
    });
    const key = `vx-test-outage-${randomBytes(4).toString('hex')}`;
    /** Redis's count, or -1 when the fallback answered. */
    const incr = () =>
      guard.call(
        (r) => r.incr(key),
        () => -1,
      );
    try {
      expect(await incr()).toBe(1);
      proxy.partition();
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        expect(await incr()).toBe(-1);
        expect(Date.now() - started).toBeLessThan(1000);
      }
      // The breaker is open: no command waits for the timeout meanwhile.
      const started = Date.now();
      expect(await incr()).toBe(-1);
      expect(Date.now() - started).toBeLessThan(50);
      expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
      proxy.heal();
      await sleep(400);
      // Back by itself: the command goes to Redis again (the held ones were delivered late).
      expect(await incr()).toBeGreaterThan(1);
      expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
      expect(lines.filter((l) => l.level === 'info' && l.msg.startsWith('Redis answers again'))).toHaveLength(
        1,
      );
      expect(lines.filter((l) => l.level === 'error')).toHaveLength(0);
    } finally {
      proxy.heal();
      await guard.quit();
      await direct.del(key);
    }
  });

  describe('an app on the silent Redis', () => {
    // This run's own client address, so that its key is found among other runs' on one Redis.
    const ip = `10.${[...randomBytes(3)].join('.')}`;
    const t = useTestApp({
      RATE_LIMIT_MAX: '4',
      RATE_LIMIT_WINDOW_MS: '60000',
      REDIS_URL: proxy.url,
      REDIS_COMMAND_TIMEOUT_MS: '200',
      REDIS_RETRY_MS: '500',
    });
    afterAll(() => proxy.heal());
    const app = () => t.app;
    const health = () => app().inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
    const redisCount = async () => {
      const keys = await direct.keys(`*-rl-*${ip}`);
      return keys.length ? Number(await direct.get(keys[0] as string)) : 0;
    };

    it('answers within 3 s, still limits in memory, and counts in Redis again once it answers', async () => {
      expect((await health()).statusCode).toBe(200);
      expect(await redisCount()).toBe(1);
      proxy.partition();
      const started = Date.now();
      // The memory counts from nothing: four more pass, the fifth is refused.
      for (let i = 0; i < 4; i++) expect((await health()).statusCode).toBe(200);
      const refused = await health();
      expect(Date.now() - started).toBeLessThan(3000);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeTruthy();
      // A view counted meanwhile is kept in memory, not lost (blog-views.ts).
      await app().blogViews.record(1, 'outage-visitor');
      proxy.heal();
      await sleep(700);
      const before = await redisCount();
      await health();
      expect(await redisCount()).toBe(before + 1);
    });
  });
});
