import { ErrorCode, healthEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { describeDatabaseError } from '../../db/unavailable.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { databaseUnavailable } from '../../plugins/error-handler.ts';

/** Retry-After of the readiness 503 while this process shuts down (another one answers meanwhile). */
const NOT_READY_RETRY_AFTER_SECONDS = 5;

/**
 * Liveness and readiness (ADR 0037). Liveness never asks the database: a supervisor that restarts
 * processes on a failed liveness check must not restart every process during a database outage.
 * Readiness is what the load balancer routes on: 503/1126 (with Retry-After) while the database does
 * not answer, so the process leaves rotation during an outage and comes back as soon as the pool
 * reconnects; 503/1185 from the moment shutdown begins. The ping is bounded by DB_CONNECT_TIMEOUT_MS
 * (and the statement limit). A probe must see the process as it is now, never a cached answer.
 */
export function healthRoutes(app: FastifyInstance) {
  return [
    route(healthEndpoints.health, async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok' as const,
        rate_limit_store: app.rateLimitStore,
        uptime_s: Math.round(process.uptime()),
      };
    }),
    route(healthEndpoints.ready, async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      if (!app.lifecycle.accepting)
        throw new AppError(ErrorCode.NotReady, {
          headers: { 'retry-after': String(NOT_READY_RETRY_AFTER_SECONDS) },
        });
      const started = performance.now();
      try {
        await app.database.ping();
      } catch (err) {
        request.log.warn({ cause: describeDatabaseError(err) }, 'readiness: database unreachable');
        throw databaseUnavailable('Không kết nối được cơ sở dữ liệu');
      }
      return {
        status: 'ok' as const,
        database: {
          kind: app.database.kind,
          ok: true,
          latency_ms: Math.round((performance.now() - started) * 100) / 100,
        },
        rate_limit_store: app.rateLimitStore,
        uptime_s: Math.round(process.uptime()),
      };
    }),
  ];
}
