import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { MetricsRegistry } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this process; other modules add gauges with `registerGauge` (ADR 0037). */
    metrics: MetricsRegistry;
  }
}

/** Every metric name starts with this. */
export const METRICS_PREFIX = 'viecxa';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Rows of the outbox still to send, and how long the oldest has waited. */
async function outboxBacklog(app: FastifyInstance) {
  const res = await app.db.execute(sql`
    select count(*)::int as n,
      coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
    from email_outbox where status in ('pending', 'sending')`);
  const row = (res as unknown as { rows: { n: number; oldest: number }[] }).rows[0];
  return { n: Number(row?.n ?? 0), oldest: Number(row?.oldest ?? 0) };
}

/**
 * GET /metrics in the Prometheus text format, for this process (each process is scraped on its own
 * address, like any Prometheus target; sum them in queries). Guarded by METRICS_TOKEN as a Bearer
 * token: 404 when it is unset (the endpoint does not exist), 401/1186 for a missing or wrong token.
 * Requests are counted by route pattern (`/api/jobs/:id`, never the raw URL, whose ids and query
 * strings would make the number of series unbounded); pages share the pattern `/*`.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { token: string | undefined }) => {
    const registry = new MetricsRegistry(METRICS_PREFIX);
    app.decorate('metrics', registry);

    app.addHook('onResponse', async (request, reply) => {
      registry.requests.observe(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    registry.registerGauge({
      name: 'ready',
      help: '1 while this process takes traffic, 0 from the moment it shuts down.',
      collect: () => [{ value: app.lifecycle.accepting ? 1 : 0 }],
    });
    registry.registerGauge({
      name: 'process_resident_memory_bytes',
      help: 'Resident memory of this process.',
      collect: () => [{ value: process.memoryUsage.rss() }],
    });
    registry.registerGauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool of this process: open (total), idle, requests waiting for one, and the maximum.',
      collect: () => {
        const s = app.database.poolStats();
        if (!s) return [];
        return [
          { labels: { state: 'total' }, value: s.total },
          { labels: { state: 'idle' }, value: s.idle },
          { labels: { state: 'waiting' }, value: s.waiting },
          { labels: { state: 'max' }, value: s.max },
        ];
      },
    });
    // One query for both outbox gauges per scrape.
    let backlog: Promise<{ n: number; oldest: number }> | null = null;
    const readBacklog = () => {
      backlog ??= outboxBacklog(app).finally(() => {
        backlog = null;
      });
      return backlog;
    };
    registry.registerGauge({
      name: 'email_outbox_backlog',
      help: 'Mails in the outbox not yet sent (pending or being sent), all processes together.',
      collect: async () => [{ value: (await readBacklog()).n }],
    });
    registry.registerGauge({
      name: 'email_outbox_oldest_seconds',
      help: 'Age of the oldest mail not yet sent (0 when none).',
      collect: async () => [{ value: (await readBacklog()).oldest }],
    });

    registry.registerGauge({
      name: 'scheduler_lag_seconds',
      help: 'Per scheduled task (ADR 0035): how long it has been due and not started (0 when not due or running), all processes together.',
      collect: async () => {
        const res = await app.db.execute(sql`
          select name,
            case when lease_expires_at is not null and lease_expires_at > now() then 0
                 else greatest(0, extract(epoch from now() - least(next_run_at, coalesce(run_requested_at, next_run_at))))
            end::float8 as lag
          from scheduled_tasks order by name`);
        return (res as unknown as { rows: { name: string; lag: number }[] }).rows.map((r) => ({
          labels: { task: r.name },
          value: Number(r.lag),
        }));
      },
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!opts.token) throw new AppError(ErrorCode.NotFound);
      const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim() ?? '';
      // Compared as digests: equal length, constant time, whatever was sent.
      if (!timingSafeEqual(digest(given), digest(opts.token)))
        throw new AppError(ErrorCode.MetricsTokenInvalid, { headers: { 'www-authenticate': 'Bearer' } });
      reply.header('cache-control', 'no-store');
      reply.type('text/plain; version=0.0.4; charset=utf-8');
      return registry.text();
    });
  },
  { name: 'metrics' },
);
