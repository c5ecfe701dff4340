import { notificationEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import * as service from './notifications.service.ts';

export function notificationRoutes(app: FastifyInstance) {
  const me = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).user.id;
  return [
    route(notificationEndpoints.latest, async ({ request }) => service.latest(app.db, me(request))),
    route(notificationEndpoints.list, async ({ request, query }) => service.list(app.db, me(request), query)),
    route(notificationEndpoints.read, async ({ request, params }) =>
      service.markRead(app.db, me(request), params.id),
    ),
    route(notificationEndpoints.markAllRead, async ({ request }) => service.markAllRead(app.db, me(request))),
    route(notificationEndpoints.remove, async ({ request, params }) =>
      service.remove(app.db, me(request), params.id),
    ),
  ];
}
