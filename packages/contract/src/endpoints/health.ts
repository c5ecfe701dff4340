import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';

export const healthEndpoints = {
  /** Liveness (ADR 0037): the process answers; the database is not asked, so an outage never restarts it. */
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Máy chủ còn hoạt động (không kiểm tra cơ sở dữ liệu)',
    tag: 'System',
    access: access.public,
    response: z.object({
      status: z.literal('ok'),
      rate_limit_store: z.enum(['memory', 'redis']),
      uptime_s: z.number(),
    }),
  }),
  /**
   * Readiness (ADR 0037): 200 while this process takes traffic and the database answers; 503/1126
   * during a database outage, 503/1185 while shutting down.
   */
  ready: defineEndpoint({
    method: 'GET',
    path: '/health/ready',
    summary: 'Máy chủ sẵn sàng nhận yêu cầu (kể cả cơ sở dữ liệu)',
    tag: 'System',
    access: access.public,
    response: z.object({
      status: z.literal('ok'),
      database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latency_ms: z.number() }),
      rate_limit_store: z.enum(['memory', 'redis']),
      uptime_s: z.number(),
    }),
  }),
};
