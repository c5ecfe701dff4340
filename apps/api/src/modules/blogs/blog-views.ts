import { createHash, randomUUID } from 'node:crypto';
import { todayInVietnam } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';
import type { GuardedRedis } from '../../lib/redis.ts';

/*
 * Article views (ADR 0017): counted once per visitor, article and Vietnam calendar day, without a
 * database write per request. A view is first checked against a dedupe set (visitor × article ×
 * day), then added to a pending count per article; the pending counts are written to
 * `blogs.view_count` in one short transaction every BLOG_VIEW_FLUSH_MS (and when the app closes).
 * A thousand readers of one article per second cost one UPDATE per flush, not a thousand.
 *
 * With REDIS_URL the set and the pending counts live in Redis, so several app processes count each
 * visitor once between them and any of them may flush (the pending hash is renamed away atomically
 * first, so no count is written twice). Without it they are in this process's memory, as the
 * embedded single-process mode is, and while Redis does not answer (fallbackCounter). Visitors are
 * kept as a hash of their account or address only.
 */

/** How often pending views are written to the database. */
export const BLOG_VIEW_FLUSH_MS = 10_000;
/** The in-memory dedupe set forgets everything past this size (a few views may then count twice). */
const MEMORY_SEEN_MAX = 200_000;

export interface BlogViewCounter {
  /** Counts one view of article `blogId` by `visitor`, unless this visitor was counted today. */
  record(blogId: number, visitor: string): Promise<void>;
  /** Writes the pending counts to the database now. */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    blogViews: BlogViewCounter;
  }
}

const visitorHash = (visitor: string) =>
  createHash('sha256').update(visitor).digest('base64url').slice(0, 22);

async function addViews(db: Db, counts: Iterable<[number, number]>): Promise<void> {
  const rows = [...counts].filter(([, n]) => n > 0);
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    for (const [id, n] of rows) {
      await tx
        .update(blogs)
        .set({ viewCount: sql`${blogs.viewCount} + ${n}` })
        .where(eq(blogs.id, id));
    }
  });
}

function memoryCounter(db: Db): BlogViewCounter {
  let day = '';
  const seen = new Set<string>();
  let pending = new Map<number, number>();
  return {
    async record(blogId, visitor) {
      const today = todayInVietnam();
      if (today !== day || seen.size >= MEMORY_SEEN_MAX) {
        day = today;
        seen.clear();
      }
      const key = `${blogId}:${visitorHash(visitor)}`;
      if (seen.has(key)) return;
      seen.add(key);
      pending.set(blogId, (pending.get(blogId) ?? 0) + 1);
    },
    async flush() {
      const batch = pending;
      pending = new Map();
      try {
        await addViews(db, batch);
      } catch (err) {
        // Keep the counts for the next flush rather than lose them.
        for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
        throw err;
      }
    },
  };
}

function redisCounter(db: Db, redis: Redis, prefix: string): BlogViewCounter {
  const pendingKey = `${prefix}pending`;
  return {
    async record(blogId, visitor) {
      const seenKey = `${prefix}seen:${todayInVietnam()}:${blogId}:${visitorHash(visitor)}`;
      // Two days: the key outlives its calendar day whatever the server's time zone.
      const first = await redis.set(seenKey, '1', 'EX', 2 * 86_400, 'NX');
      if (first === 'OK') await redis.hincrby(pendingKey, String(blogId), 1);
    },
    async flush() {
      const batchKey = `${prefix}flushing:${randomUUID()}`;
      try {
        await redis.rename(pendingKey, batchKey);
      } catch {
        return; // nothing pending
      }
      const batch = await redis.hgetall(batchKey);
      await addViews(
        db,
        Object.entries(batch).map(([id, n]) => [Number(id), Number(n)]),
      );
      await redis.del(batchKey);
    },
  };
}

/**
 * Redis while it answers, this process's memory while it does not (lib/redis.ts): a view seen
 * during an outage is counted here and written by this process's next flush, so none is lost; a
 * visitor may then count once more that day (the memory does not know Redis's set).
 */
function fallbackCounter(
  guard: GuardedRedis,
  redis: BlogViewCounter,
  memory: BlogViewCounter,
): BlogViewCounter {
  return {
    record: (blogId, visitor) =>
      guard.call(
        () => redis.record(blogId, visitor),
        () => memory.record(blogId, visitor),
      ),
    async flush() {
      await memory.flush();
      await guard.call(
        () => redis.flush(),
        () => undefined,
      );
    },
  };
}

/** Decorates `app.blogViews` and flushes it periodically and on close. */
export const blogViewsPlugin = fp(
  async (app: FastifyInstance, opts: { namespace?: string | undefined }) => {
    const memory = memoryCounter(app.db);
    // The rate limits' Redis and breaker (plugins/rate-limit.ts): one outage, one log line.
    const guard = app.sharedRedis;
    const counter = guard
      ? fallbackCounter(guard, redisCounter(app.db, guard.redis, `${opts.namespace ?? 'vx'}-bv-`), memory)
      : memory;
    app.decorate('blogViews', counter);
    const timer = setInterval(() => {
      counter.flush().catch((err) => app.log.error({ err }, 'blog views not written'));
    }, BLOG_VIEW_FLUSH_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      try {
        await counter.flush();
      } catch (err) {
        app.log.error({ err }, 'blog views not written at close');
      }
    });
  },
  { name: 'blog-views', dependencies: ['rate-limit'] },
);
