import { createHash, randomUUID } from 'node:crypto';
import { todayInVietnam } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';

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
 * embedded single-process mode is. Visitors are kept as a hash of their account or address only.
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

/** Decorates `app.blogViews` and flushes it periodically and on close. */
export const blogViewsPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string | undefined; namespace?: string | undefined }) => {
    let redis: Redis | undefined;
    if (opts.redisUrl) redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
    const counter = redis
      ? redisCounter(app.db, redis, `${opts.namespace ?? 'vx'}-bv-`)
      : memoryCounter(app.db);
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
      await redis?.quit();
    });
  },
  { name: 'blog-views' },
);
