import {
  CustomerMessage,
  customerEndpoints,
  ErrorCode,
  leaderSaleEndpoints,
  saleEndpoints,
} from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/pagination.ts';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { toCustomer, toSalesPerson } from './customers.map.ts';
import * as repo from './customers.repo.ts';
import { CustomerService } from './customers.service.ts';

const actorOf = (request: FastifyRequest) => {
  const { id, name } = currentAuth(request).user;
  return { id, name };
};
const ALL: repo.Scope = { kind: 'all' };

/** The admin area's customer calls (`customer/*`, admin and sub_admin; teams admin only). */
export function customerAdminRoutes(app: FastifyInstance) {
  const { db } = app;
  const service = new CustomerService(app);
  const e = customerEndpoints;
  return [
    route(e.list, async ({ query }) => {
      const { items, total } = await repo.listCustomers(db, ALL, query);
      return toPage(
        items.map((r) => toCustomer(r)),
        total,
        query,
      );
    }),
    route(e.create, async ({ body, request }) => service.create(actorOf(request), body)),
    route(e.get, async ({ params }) => service.detail(ALL, params.id)),
    route(e.update, async ({ body, request }) => {
      const { id, ...changes } = body;
      return service.update(actorOf(request), ALL, id, changes);
    }),
    route(e.addNote, async ({ params, body, request }) =>
      service.addNote(actorOf(request), ALL, params.id, body),
    ),
    route(e.invite, async ({ params, request }) => service.invite(actorOf(request), ALL, params.id)),
    route(e.sales, async () => (await repo.salesPeople(db)).map(toSalesPerson)),
    route(e.setTeam, async ({ params, body }) => {
      const member = await repo.findSalesAccount(db, params.id);
      if (!member) throw new AppError(ErrorCode.NotFound);
      if (member.type !== 'sale') throw fieldError('leader_id', CustomerMessage.notASale);
      if (body.leader_id !== null) {
        const leader = await repo.findSalesAccount(db, body.leader_id);
        if (leader?.type !== 'leader_sale') throw fieldError('leader_id', CustomerMessage.leaderInvalid);
      }
      await repo.setLeader(db, member.id, body.leader_id);
      const people = await repo.salesPeople(db);
      const updated = people.find((p) => p.id === member.id);
      if (!updated) throw new AppError(ErrorCode.NotFound);
      return toSalesPerson(updated);
    }),
  ];
}

/**
 * The sale's and the leader's calls (spec §7 "Sales"): the same handlers over the caller's scope,
 * its own customers for a sale, its team's for a leader.
 */
export function salesRoutes(app: FastifyInstance) {
  const { db } = app;
  const service = new CustomerService(app);
  const saleScope = (request: FastifyRequest): repo.Scope => ({
    kind: 'sale',
    saleId: currentAuth(request).user.id,
  });
  const teamScope = (request: FastifyRequest): repo.Scope => ({
    kind: 'team',
    leaderId: currentAuth(request).user.id,
  });
  /** One customer's calls, the same for a sale and a leader: only the scope differs. */
  const scopedRoutes = (
    e: Pick<typeof saleEndpoints, 'get' | 'company' | 'update' | 'addNote' | 'invite'>,
    scopeOf: (request: FastifyRequest) => repo.Scope,
  ) => [
    route(e.get, async ({ params, request }) => service.detail(scopeOf(request), params.id)),
    route(e.company, async ({ params, request }) => service.company(scopeOf(request), params.id)),
    route(e.update, async ({ params, body, request }) =>
      service.update(actorOf(request), scopeOf(request), params.id, body),
    ),
    route(e.addNote, async ({ params, body, request }) =>
      service.addNote(actorOf(request), scopeOf(request), params.id, body),
    ),
    route(e.invite, async ({ params, request }) =>
      service.invite(actorOf(request), scopeOf(request), params.id),
    ),
  ];
  const s = saleEndpoints;
  const l = leaderSaleEndpoints;
  return [
    route(s.list, async ({ query, request }) => {
      // A sale's list is its own: a `sale` filter would only ever narrow to itself or nothing.
      const { items, total } = await repo.listCustomers(db, saleScope(request), {
        ...query,
        sale: undefined,
      });
      return toPage(
        items.map((r) => toCustomer(r)),
        total,
        query,
      );
    }),
    ...scopedRoutes(s, saleScope),
    route(l.list, async ({ query, request }) => {
      const { items, total } = await repo.listCustomers(db, teamScope(request), query);
      return toPage(
        items.map((r) => toCustomer(r)),
        total,
        query,
      );
    }),
    ...scopedRoutes(l, teamScope),
    route(l.team, async ({ request }) =>
      (await repo.salesPeople(db, currentAuth(request).user.id)).map(toSalesPerson),
    ),
  ];
}
