import { adminUserEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { getUserInfo } from '../users/users.service.ts';
import { AdminUsersService } from './admin-users.service.ts';

/** Admin user management (spec §7 "Admin users") and the admin's own profile ("Admin misc"). */
export function adminUserRoutes(app: FastifyInstance) {
  const service = new AdminUsersService(app);
  const e = adminUserEndpoints;
  return [
    route(e.list, async ({ query }) => service.list(query)),
    route(e.create, async ({ body, request }) => service.create(currentAuth(request).user, body)),
    route(e.detail, async ({ params }) => service.detail(params.id)),
    route(e.update, async ({ params, body, request }) =>
      service.update(currentAuth(request).user, params.id, body),
    ),
    route(e.password, async ({ params, body, request }) => {
      await service.setPassword(currentAuth(request).user, params.id, body.password);
      return null;
    }),
    route(e.remove, async ({ params, request }) => {
      await service.remove(currentAuth(request).user, params.id);
      return null;
    }),
    route(e.setting, async ({ request }) => getUserInfo(app.db, currentAuth(request).user.id)),
    route(e.editProfile, async ({ body, request }) =>
      service.updateOwnProfile(currentAuth(request).user, body),
    ),
  ];
}
