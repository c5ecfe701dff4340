import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';

export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Tình trạng máy chủ và cơ sở dữ liệu',
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
