import { ErrorCode, healthEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';

export function healthRoutes(app: FastifyInstance) {
  return [
    route(healthEndpoints.health, async () => {
      const started = performance.now();
      try {
        await app.database.ping();
      } catch (err) {
        app.log.error({ err }, 'health: database unreachable');
        throw new AppError(ErrorCode.Internal, { message: 'Không kết nối được cơ sở dữ liệu' });
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
