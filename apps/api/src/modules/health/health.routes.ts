import { healthEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { describeDatabaseError } from '../../db/unavailable.ts';
import { route } from '../../lib/route.ts';
import { databaseUnavailable } from '../../plugins/error-handler.ts';

/**
 * Liveness and readiness in one: 200 while the database answers, 503/1126 (with Retry-After) while
 * it does not, so a load balancer takes the process out of rotation during an outage and back in as
 * soon as the pool reconnects. The ping is bounded by DB_CONNECT_TIMEOUT_MS (and the statement limit).
 */
export function healthRoutes(app: FastifyInstance) {
  return [
    route(healthEndpoints.health, async ({ request, reply }) => {
      // A probe must see the database as it is now, never a cached answer.
      reply.header('cache-control', 'no-store');
      const started = performance.now();
      try {
        await app.database.ping();
      } catch (err) {
        request.log.warn({ cause: describeDatabaseError(err) }, 'health: database unreachable');
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
