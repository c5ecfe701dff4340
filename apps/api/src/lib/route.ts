import { type Endpoint, ZErrorBody, ZSuccess } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../modules/auth/auth.service.ts';
import { enforceAccess } from '../plugins/auth.ts';
import { RequestValidationError } from '../plugins/error-handler.ts';
import { AppError } from './app-error.ts';

export interface HandlerInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  auth: AuthContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDef {
  endpoint: Endpoint;
  handler: (input: HandlerInput<unknown, unknown, unknown>) => Promise<unknown>;
}

/** Binds a handler to a contract endpoint with the endpoint's types. */
export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<P, Q, B, R>,
  handler: (input: HandlerInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<z.input<R>>,
): RouteDef {
  return { endpoint, handler: handler as RouteDef['handler'] };
}

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

function methodOverride(request: FastifyRequest): string | undefined {
  const fromBody = (request.body as Record<string, unknown> | undefined)?._method;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?._method;
  const value = typeof fromBody === 'string' ? fromBody : typeof fromQuery === 'string' ? fromQuery : undefined;
  return value?.toUpperCase();
}

function routeOptions(app: FastifyInstance, def: RouteDef, method: string): RouteOptions {
  const e = def.endpoint;
  return {
    method,
    url: e.path,
    schema: {
      summary: e.summary,
      tags: [e.tag],
      ...(e.access.kind !== 'public' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body && !e.multipart ? { body: e.body } : {}),
      response: { 200: ZSuccess(e.response), '4xx': ZErrorBody, '5xx': ZErrorBody },
    },
    // The guard runs before body validation: an anonymous or wrong-role caller learns nothing
    // about what the endpoint would accept (DESIGN §4).
    preValidation: async (request) => {
      await enforceAccess(app, request, e.access);
    },
    handler: async (request, reply) => {
      let body = request.body;
      if (e.multipart && e.body) {
        const parsed = e.body.safeParse(body ?? {});
        if (!parsed.success) throw new RequestValidationError(parsed.error, 'body');
        body = parsed.data;
      }
      const data = await def.handler({
        params: request.params,
        query: request.query,
        body,
        auth: request.auth,
        request,
        reply,
      });
      return { success: true, data, ...(e.successMessage ? { message: e.successMessage } : {}) };
    },
  };
}

/**
 * Registers contract endpoints. Laravel compatibility (DESIGN §3): a POST carrying
 * `_method=PUT|PATCH|DELETE` (form field, JSON or query) is served by that method's endpoint.
 */
export function registerRoutes(app: FastifyInstance, defs: RouteDef[]): void {
  const byPath = new Map<string, Map<string, RouteDef>>();
  for (const def of defs) {
    const methods = byPath.get(def.endpoint.path) ?? new Map<string, RouteDef>();
    if (methods.has(def.endpoint.method)) throw new Error(`Duplicate route ${def.endpoint.method} ${def.endpoint.path}`);
    methods.set(def.endpoint.method, def);
    byPath.set(def.endpoint.path, methods);
  }
  for (const methods of byPath.values()) {
    for (const [method, def] of methods) app.route(routeOptions(app, def, method));
    const overridable = [...methods.keys()].filter((m) => OVERRIDABLE.has(m));
    if (overridable.length === 0) continue;
    if (methods.has('POST')) {
      // Both would answer POST; such a path needs its own dispatch, so refuse at start-up.
      throw new Error(`POST and ${overridable.join('/')} share ${[...methods.values()][0]?.endpoint.path}`);
    }
    const first = methods.get(overridable[0] as string) as RouteDef;
    app.route({
      ...routeOptions(app, first, 'POST'),
      schema: { hide: true },
      preValidation: undefined,
      handler: async (request, reply) => dispatchOverride(app, methods, request, reply),
    });
  }
}

async function dispatchOverride(
  app: FastifyInstance,
  methods: Map<string, RouteDef>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const target = methodOverride(request);
  const def = target ? methods.get(target) : undefined;
  if (!def || !target || !OVERRIDABLE.has(target)) throw new AppError(1107);
  const opts = routeOptions(app, def, target);
  await (opts.preValidation as (r: FastifyRequest, s: FastifyReply) => Promise<void>)(request, reply);
  const e = def.endpoint;
  for (const [part, schema] of [
    ['params', e.params],
    ['query', e.query],
    ['body', e.body],
  ] as const) {
    if (!schema) continue;
    const source = part === 'params' ? request.params : part === 'query' ? request.query : request.body;
    const parsed = schema.safeParse(source ?? {});
    if (!parsed.success) throw new RequestValidationError(parsed.error, part);
    (request as unknown as Record<string, unknown>)[part] = parsed.data;
  }
  return (opts.handler as (r: FastifyRequest, s: FastifyReply) => Promise<unknown>).call(app, request, reply);
}
