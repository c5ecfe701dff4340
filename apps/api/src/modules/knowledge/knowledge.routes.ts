import { adminKnowledgeEndpoints, knowledgeEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import {
  createKnowledge,
  deleteKnowledge,
  getAdminKnowledge,
  getPublicKnowledge,
  listAdminKnowledge,
  listPublicKnowledge,
  updateKnowledge,
} from './knowledge.service.ts';

/** The public handbook (/cam-nang): published entries, no login. */
export function publicKnowledgeRoutes(app: FastifyInstance) {
  const { db } = app;
  return [
    route(knowledgeEndpoints.list, async ({ query }) => listPublicKnowledge(db, query)),
    route(knowledgeEndpoints.get, async ({ params }) => getPublicKnowledge(db, params.slug)),
  ];
}

/** Writing the knowledge base: admins and sub_admins (moderators); every other role refused by the contract. */
export function adminKnowledgeRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = adminKnowledgeEndpoints;
  return [
    route(e.list, async ({ query }) => listAdminKnowledge(db, query)),
    route(e.get, async ({ params }) => getAdminKnowledge(db, params.id)),
    route(e.create, async ({ request, body }) => createKnowledge(db, currentAuth(request).user.id, body)),
    route(e.update, async ({ request, params, body }) =>
      updateKnowledge(db, currentAuth(request).user.id, params.id, body),
    ),
    route(e.remove, async ({ params }) => deleteKnowledge(db, params.id)),
  ];
}
