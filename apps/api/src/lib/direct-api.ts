import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import findMyWay from 'find-my-way';
import { errorAnswer } from '../plugins/error-handler.ts';
import { toJsonValue } from './json-value.ts';
import { renderCallHeaders } from './render-call.ts';
import { type RouteTarget, runRoute, successSchema } from './route.ts';

/**
 * The pages' way to the API's operations without an HTTP request (ADR 0040). A page's GET call is
 * matched against the very routing table Fastify serves (every GET route, contract or not, with
 * the same router options) and run through the same `runRoute` as the API's handler: the same
 * limits, guard, input parsing, handler and envelope; the answer is encoded by the same success
 * schema and comes out as the JSON value the API would have sent, errors mapped by the same
 * `errorAnswer`. What this cannot do safely returns null and the caller goes through `inject`:
 * other methods (bodies, CSRF, `_method`, handlers that act when the connection closes), paths
 * that are not contract operations, and handlers that answer through the reply themselves
 * (redirects, file downloads): those are remembered and go through `inject` from then on.
 */

export interface DirectCall {
  method: string;
  /** Path and query as an API client would send them (`/api/...`). */
  url: string;
  token?: string | null | undefined;
  /** The page's request: its id, the visitor's address (after TRUST_PROXY) and browser. */
  requestId: string;
  ip: string;
  userAgent: string;
}

export interface DirectAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | number | undefined>;
}

/** Thrown by the light reply when a handler wants to answer by itself: the call goes through inject. */
class AnswersItself extends Error {}

type Headers = Record<string, string | string[] | number | undefined>;

/** The reply's side a handler may use on a data answer (status, headers); the rest is refused. */
function lightReply() {
  const headers: Headers = {};
  const refuse = () => {
    throw new AnswersItself();
  };
  const reply = {
    statusCode: 200,
    sent: false,
    header(name: string, value: string | number | string[]) {
      headers[name.toLowerCase()] = value;
      return reply;
    },
    headers(values: Record<string, string | number | string[]>) {
      for (const [k, v] of Object.entries(values)) reply.header(k, v);
      return reply;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    getHeaders: () => ({ ...headers }),
    hasHeader: (name: string) => headers[name.toLowerCase()] !== undefined,
    code(status: number) {
      reply.statusCode = status;
      return reply;
    },
    status(status: number) {
      return reply.code(status);
    },
    send: refuse,
    redirect: refuse,
    hijack: refuse,
    type: refuse,
    get raw(): never {
      throw new AnswersItself();
    },
  };
  return { reply: reply as unknown as FastifyReply, headers };
}

export class DirectApi {
  readonly #router;
  /** Operations found to answer through their reply: straight to inject next time. */
  readonly #viaInject = new WeakSet<RouteTarget>();
  readonly #log: () => FastifyBaseLogger;

  constructor(
    routerOptions: { ignoreTrailingSlash: boolean; maxParamLength: number },
    log: () => FastifyBaseLogger,
  ) {
    this.#router = findMyWay({ ...routerOptions, defaultRoute: () => {} });
    this.#log = log;
  }

  /** Called for every route Fastify registers (an onRoute hook), so both tables hold the same GET routes. */
  add(route: RouteOptions): void {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('GET')) return;
    const target = route.config?.target ?? null;
    try {
      this.#router.on('GET', route.url, () => {}, { target, url: route.url });
    } catch {
      // The same path declared twice (a prefix's '' and '/'): Fastify serves the first; so do we.
    }
  }

  /** The operation a GET of this URL runs, with its params and query as Fastify parses them. */
  match(url: string) {
    const found = this.#router.find('GET', url);
    const store = found?.store as { target: RouteTarget | null; url: string } | undefined;
    const target = store?.target;
    if (!found || !store || !target || this.#viaInject.has(target)) return null;
    return { target, pattern: store.url, params: found.params, query: found.searchParams };
  }

  /** Runs a page's call in-process; null when it must go through inject instead. */
  async call(input: DirectCall): Promise<DirectAnswer | null> {
    if (input.method !== 'GET') return null;
    const matched = this.match(input.url);
    if (!matched) return null;
    const { target } = matched;
    const { def, scope } = target;
    const { reply, headers } = lightReply();
    const request = this.#request(input, matched);
    try {
      const envelope = await runRoute(scope, def, request, reply);
      const encoded = successSchema(def).safeEncode(envelope);
      if (!encoded.success) throw encoded.error;
      return { status: reply.statusCode, body: toJsonValue(encoded.data), headers };
    } catch (err) {
      if (err instanceof AnswersItself) {
        this.#viaInject.add(target);
        return null;
      }
      const answer = errorAnswer(err as Error, request);
      return { status: answer.status, body: answer.body, headers: { ...headers, ...answer.headers } };
    }
  }

  /** What handlers, guards and limits read of a request, as `inject` would have set it. */
  #request(
    input: DirectCall,
    { target, pattern, params, query }: NonNullable<ReturnType<DirectApi['match']>>,
  ): FastifyRequest {
    const log = this.#log;
    let child: FastifyBaseLogger | undefined;
    return {
      id: input.requestId,
      ip: input.ip,
      method: 'GET',
      url: input.url,
      originalUrl: input.url,
      headers: {
        ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
        'user-agent': input.userAgent,
        'x-request-id': input.requestId,
        ...renderCallHeaders(),
      },
      params,
      query,
      body: undefined,
      auth: null,
      cookies: {},
      raw: { socket: { remoteAddress: input.ip } },
      routeOptions: {
        method: 'GET',
        url: pattern,
        config: { target },
      },
      server: target.scope,
      get log() {
        child ??= log().child({ reqId: input.requestId });
        return child;
      },
    } as unknown as FastifyRequest;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    directApi: DirectApi;
  }
}

/** One direct path per app, fed by every route the app registers after this call. */
export function installDirectApi(
  app: FastifyInstance,
  routerOptions: { ignoreTrailingSlash: boolean; maxParamLength: number },
): void {
  const direct = new DirectApi(routerOptions, () => app.log);
  app.decorate('directApi', direct);
  app.addHook('onRoute', (route) => direct.add(route));
}
