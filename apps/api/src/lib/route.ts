import { type Endpoint, nulCharacterPaths, RuleMessage, ZErrorBody, ZSuccess } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../modules/auth/auth.service.ts';
import { enforceAccess } from '../plugins/auth.ts';
import { RequestValidationError } from '../plugins/error-handler.ts';
import { AppError } from './app-error.ts';
import { clientKey, keyedLimit } from './keyed-limit.ts';

export interface HandlerInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  auth: AuthContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteLimit {
  max: number;
  windowMs: number;
  /**
   * A quota of the signed-in account (e.g. job posts per company account): counted after the
   * route's guard, by account id, so other accounts behind the same IP keep their own count and a
   * refused caller uses up nothing.
   */
  perAccount?: boolean;
  /**
   * Routes whose limits name the same bucket count together (e.g. job posts and edits, one quota);
   * without it every route's limit is its own bucket.
   */
  bucket?: string;
}

export interface RouteExtras {
  /** Stricter limits for this route on top of the global one (login, codes, reset mail). */
  rateLimit?: RouteLimit | RouteLimit[];
  /**
   * A route's own guard beyond the access rule (e.g. "employees only, 1050 for other types"), run
   * after it and before validation, so a refused caller learns nothing about the input rules.
   */
  guard?: (request: FastifyRequest) => void | Promise<void>;
  /**
   * Not refused as a cross-origin state change (plugins/csrf.ts): for a call whose input is its
   * own authority and that a foreign page may rightly make (RFC 8058 one-click unsubscribe).
   */
  crossOriginAllowed?: boolean;
}

export interface RouteDef {
  endpoint: Endpoint;
  handler: (input: HandlerInput<unknown, unknown, unknown>) => Promise<unknown>;
  extras?: RouteExtras;
}

/** Binds a handler to a contract endpoint with the endpoint's types. */
export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<P, Q, B, R>,
  handler: (input: HandlerInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<z.input<R> | FastifyReply>,
  extras?: RouteExtras,
): RouteDef {
  return { endpoint, handler: handler as RouteDef['handler'], ...(extras ? { extras } : {}) };
}

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

function methodOverride(request: FastifyRequest): string | undefined {
  const fromBody = (request.body as Record<string, unknown> | undefined)?._method;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?._method;
  const value =
    typeof fromBody === 'string' ? fromBody : typeof fromQuery === 'string' ? fromQuery : undefined;
  return value?.toUpperCase();
}

/**
 * Validates params, query and body together, so a 422 lists every failing rule of every field
 * (Fastify's own schema validation stops at the first failing part). A NUL character anywhere in
 * them (PostgreSQL refuses it: a 500 otherwise) is a field error of its own, for every endpoint.
 */
function parseInput(e: Endpoint, request: FastifyRequest) {
  const parts = { params: e.params, query: e.query, body: e.body } as const;
  const out: Record<string, unknown> = {};
  const issues: z.core.$ZodIssue[] = [];
  for (const [part, schema] of Object.entries(parts)) {
    const raw = (request as unknown as Record<string, unknown>)[part];
    for (const path of nulCharacterPaths(raw))
      issues.push({ code: 'custom', path, message: RuleMessage.nulCharacter, params: { rule: 'nul' } });
    if (!schema) {
      out[part] = raw;
      continue;
    }
    const parsed = schema.safeParse(raw ?? {});
    if (parsed.success) out[part] = parsed.data;
    else issues.push(...parsed.error.issues);
  }
  if (issues.length > 0) throw new RequestValidationError(new z.ZodError(issues), 'request');
  return out as { params: unknown; query: unknown; body: unknown };
}

/**
 * What a limit counts: the client IP, or the signed-in account for per-account quotas. (Limits by
 * the account an attempt targets, such as login failures, live in their service: modules/auth/login-limits.ts.)
 */
function limitKey(spec: RouteLimit, request: FastifyRequest): string | undefined {
  if (!spec.perAccount) return clientKey(request);
  const id = request.auth?.user.id;
  return id === undefined ? undefined : `account:${id}`;
}

/**
 * A route's own limits, counted in the same store as the global one (memory or Redis). Each limit
 * of each route is its own bucket (two routes given the same limit object still count apart),
 * unless the limit names a shared `bucket`.
 */
async function enforceRouteLimits(
  app: FastifyInstance,
  def: RouteDef,
  request: FastifyRequest,
  phase: 'before-auth' | 'after-auth',
) {
  const specs = def.extras?.rateLimit;
  if (!specs) return;
  for (const [i, spec] of (Array.isArray(specs) ? specs : [specs]).entries()) {
    if ((phase === 'after-auth') !== (spec.perAccount === true)) continue;
    const key = limitKey(spec, request);
    if (key === undefined) continue;
    const name = spec.bucket ? `bucket:${spec.bucket}` : `${def.endpoint.method}:${def.endpoint.path}:${i}`;
    await keyedLimit(app, name, spec)(request, key);
  }
}

/**
 * One operation, from its limits to the success envelope: the API's route handler and the pages'
 * direct calls (lib/direct-api.ts) both run this, so a page gets what an API client would.
 */
export async function runRoute(
  app: FastifyInstance,
  def: RouteDef,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const e = def.endpoint;
  await enforceRouteLimits(app, def, request, 'before-auth');
  // The guard runs before validation: an anonymous or wrong-role caller learns nothing about
  // what the endpoint would accept (DESIGN §4).
  await enforceAccess(app, request, e.access);
  await def.extras?.guard?.(request);
  await enforceRouteLimits(app, def, request, 'after-auth');
  const input = parseInput(e, request);
  const data = await def.handler({ ...input, auth: request.auth, request, reply });
  // A handler that answered itself (a redirect, a file download) returns the reply.
  if (data === reply || reply.sent) return reply;
  return { success: true, data, ...(e.successMessage ? { message: e.successMessage } : {}) };
}

/** Schemas are given to Fastify for OpenAPI and response serialisation; input is parsed by runRoute(). */
const passThrough = () => (data: unknown) => ({ value: data });

const successSchemas = new WeakMap<RouteDef, z.ZodType>();

/** The success body's schema, which serialises the answer (its `encode` is what the JSON holds). */
export function successSchema(def: RouteDef): z.ZodType {
  let schema = successSchemas.get(def);
  if (!schema) {
    schema = ZSuccess(def.endpoint.response);
    successSchemas.set(def, schema);
  }
  return schema;
}

/** Where a registered route's operation lives, for the pages' direct calls (lib/direct-api.ts). */
export interface RouteTarget {
  def: RouteDef;
  /** The scope the route was registered in: limits are kept per scope (lib/keyed-limit.ts). */
  scope: FastifyInstance;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves (absent on the few routes outside the contract). */
    target?: RouteTarget;
  }
}

function routeOptions(app: FastifyInstance, def: RouteDef, method: string): RouteOptions {
  const e = def.endpoint;
  const target: RouteTarget = { def, scope: app };
  return {
    method,
    url: e.path,
    validatorCompiler: passThrough,
    // Public reads may be cached when asked anonymously (plugins/http-cache.ts).
    config: {
      publicCache: e.method === 'GET' && (e.access.kind === 'public' || e.access.kind === 'optional'),
      ...(def.extras?.crossOriginAllowed ? { crossOriginAllowed: true } : {}),
      target,
    },
    schema: {
      summary: e.summary,
      tags: [e.tag],
      ...(e.access.kind !== 'public' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: { 200: successSchema(def), '4xx': ZErrorBody, '5xx': ZErrorBody },
    },
    handler: (request, reply) => runRoute(app, def, request, reply),
  };
}

/**
 * Registers contract endpoints. Laravel compatibility (DESIGN §3): a POST carrying
 * `_method=PUT|PATCH|DELETE` (form field, JSON, multipart or query) is served by that method's endpoint.
 */
export function registerRoutes(app: FastifyInstance, defs: RouteDef[]): void {
  const byPath = new Map<string, Map<string, RouteDef>>();
  for (const def of defs) {
    const methods = byPath.get(def.endpoint.path) ?? new Map<string, RouteDef>();
    if (methods.has(def.endpoint.method))
      throw new Error(`Duplicate route ${def.endpoint.method} ${def.endpoint.path}`);
    methods.set(def.endpoint.method, def);
    byPath.set(def.endpoint.path, methods);
  }
  for (const [path, methods] of byPath) {
    for (const [method, def] of methods) app.route(routeOptions(app, def, method));
    const overridable = [...methods.keys()].filter((m) => OVERRIDABLE.has(m));
    if (overridable.length === 0) continue;
    // Both would answer POST; such a path needs its own dispatch, so refuse at start-up.
    if (methods.has('POST')) throw new Error(`POST and ${overridable.join('/')} share ${path}`);
    app.route({
      method: 'POST',
      url: path,
      validatorCompiler: passThrough,
      schema: { hide: true },
      handler: (request, reply) => {
        const target = methodOverride(request);
        const def = target && OVERRIDABLE.has(target) ? methods.get(target) : undefined;
        if (!def) throw new AppError(1107);
        return runRoute(app, def, request, reply);
      },
    });
  }
}
