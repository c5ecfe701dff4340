import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { ErrorCode } from '@app/contract';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { AppError } from './lib/app-error.ts';
import { renderCallHeaders } from './lib/render-call.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { multipartBodyLimit, unreadableBody } from './plugins/multipart.ts';
import { pageViewLimit } from './plugins/page-limit.ts';
import { finishPage } from './web-response.ts';

const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
const buildDir = `${webRoot}build/`;

/** The bridge object the web's entry.server expects (apps/web/app/lib/context.ts). */
interface EntryModule {
  createLoadContext(bridge: unknown): RouterContextProvider;
}

interface PageRequestFacts {
  nonce: string;
  res: ServerResponse;
  requestId: string;
  ip: string;
  /** The visitor's browser, passed on to the API (job views skip crawlers: ADR 0025). */
  userAgent: string;
}

/** Carries per-request facts from the Fastify handler into React Router's getLoadContext. */
const pageRequest = new AsyncLocalStorage<PageRequestFacts>();

/**
 * Profile pictures a social sign-in keeps as the avatar (spec §3: an absolute https URL), shown in
 * the header: allowed only while that provider is configured. Rich text never shows them: its
 * images are only our own uploads (lib/sanitize-html.ts).
 */
const SOCIAL_AVATAR_ORIGINS = {
  google: ['https://*.googleusercontent.com'],
  facebook: ['https://graph.facebook.com', 'https://platform-lookaside.fbsbx.com', 'https://*.fbcdn.net'],
};

export function imageOrigins(env: {
  GOOGLE_CLIENT_ID?: string | undefined;
  FACEBOOK_CLIENT_ID?: string | undefined;
}) {
  return [
    ...(env.GOOGLE_CLIENT_ID ? SOCIAL_AVATAR_ORIGINS.google : []),
    ...(env.FACEBOOK_CLIENT_ID ? SOCIAL_AVATAR_ORIGINS.facebook : []),
  ];
}

/**
 * No 'unsafe-eval' (the bundle needs none; e2e/csp.spec.ts) and no image from an arbitrary
 * origin: pages show user-written HTML (job descriptions, company profiles), and an image there
 * must not tell another site who reads it. Uploads are served by this origin (/api/files).
 */
export function contentSecurityPolicy(nonce: string, extraImageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Mantine writes its CSS variables in a style tag.
    "style-src 'self' 'unsafe-inline'",
    // blob: shows an image in the rich-text editor while it uploads.
    ["img-src 'self' data: blob:", ...extraImageOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Pages are read (GET, HEAD) and submit forms (POST); React Router would run an action for any method. */
const PAGE_METHODS = 'GET, HEAD, POST';
/** The two encodings of an HTML form; anything else is not a page action's body. */
const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';
const JSON_TYPE = 'application/json';
/**
 * Resource routes called by scripts rather than forms, with their methods; they take JSON too.
 * `/server-middleware/auth`: spec §7 server-side session (POST {token}, DELETE), ADR 0004.
 */
const SCRIPT_ROUTES = new Map([['/server-middleware/auth', 'GET, HEAD, POST, DELETE']]);

function pathOf(request: FastifyRequest): string {
  return (request.url.split('?')[0] ?? '').replace(/\/+$/, '') || '/';
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** RFC 2046 §5.1.1: 1–70 characters, quoted or not. */
function hasBoundary(header: string): boolean {
  return /;\s*boundary=(?:"[^"]{1,70}"|[^\s";]{1,70})/i.test(header);
}

/** 405 (with Allow) for a method pages do not serve. */
function checkPageMethod(request: FastifyRequest) {
  const allowed = SCRIPT_ROUTES.get(pathOf(request)) ?? PAGE_METHODS;
  if (allowed.split(', ').includes(request.method)) return;
  throw new AppError(ErrorCode.Validation, {
    status: 405,
    message: 'Phương thức yêu cầu không được hỗ trợ',
    headers: { allow: allowed },
  });
}

/**
 * Before the body is read: 415 for a POST that is not a form (JSON only to SCRIPT_ROUTES), 400 for
 * multipart without a boundary.
 */
function checkPageContentType(request: FastifyRequest) {
  if (request.method !== 'POST') return;
  const header = request.headers['content-type'];
  const type = mediaType(header);
  const json = type === JSON_TYPE && SCRIPT_ROUTES.has(pathOf(request));
  if (type !== URLENCODED && type !== MULTIPART && !json) throw new AppError(ErrorCode.UnsupportedMediaType);
  if (type === MULTIPART && !hasBoundary(header ?? '')) throw unreadableBody();
}

/**
 * The page's request with its body already read (and checked) by Fastify: React Router reads the
 * body from the request object it is given, and the socket's stream has been consumed.
 */
function withBody(raw: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = Readable.from(body.length > 0 ? [body] : [], { objectMode: false });
  return Object.assign(replay, {
    method: raw.method,
    url: raw.url,
    headers: raw.headers,
    rawHeaders: raw.rawHeaders,
    httpVersion: raw.httpVersion,
    httpVersionMajor: raw.httpVersionMajor,
    httpVersionMinor: raw.httpVersionMinor,
    socket: raw.socket,
    complete: true,
  }) as unknown as IncomingMessage;
}

/**
 * Every non-API request goes to React Router (SSR). Loaders reach the API's operations in-process
 * (reads directly, lib/direct-api.ts; the rest through app.inject), so a page sees exactly what an
 * API client would (same guards, validation and answers).
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { mode: 'production' | 'development'; publicUrl: string; comingSoonPaths: readonly string[] },
  ) => {
    const extraImages = imageOrigins(app.env);
    let getBuild: () => Promise<ServerBuild>;
    if (opts.mode === 'development') {
      const { createServer } = await import('vite');
      const middie = (await import('@fastify/middie')).default;
      const vite = await createServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });
      app.addHook('onClose', () => vite.close());
      await app.register(middie);
      app.use(vite.middlewares);
      getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    } else {
      const serverEntry = `${buildDir}server/index.js`;
      if (!existsSync(serverEntry))
        throw new Error(`No web build at ${serverEntry}: run \`npm run build\` first.`);
      const build = (await import(serverEntry)) as ServerBuild;
      getBuild = async () => build;
      await app.register(fastifyStatic, {
        root: `${buildDir}client`,
        wildcard: false,
        index: false,
        // The .br/.gz copies written at build (scripts/precompress-assets.mjs): no per-request work.
        preCompressed: true,
        setHeaders: (reply, path) => {
          // Hashed file names never change content: cache for a year.
          const hashed = path.includes('/assets/');
          (reply as unknown as FastifyReply).header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    const loadContext = async () => {
      const build = await getBuild();
      const ctx = pageRequest.getStore();
      if (!ctx) throw new Error('page request outside its context');
      return (build.entry.module as unknown as EntryModule).createLoadContext({
        api: async (req: {
          method: string;
          url: string;
          token?: string | null;
          body?: unknown;
          contentType?: string;
        }) => {
          // Reads run the operation in-process (lib/direct-api.ts); what it cannot run safely (other
          // methods, handlers that answer through the reply) goes through a whole request.
          const direct = await app.directApi.call({
            method: req.method,
            url: req.url,
            token: req.token,
            requestId: ctx.requestId,
            ip: ctx.ip,
            userAgent: ctx.userAgent,
          });
          if (direct) return direct;
          const res = await app.inject({
            method: req.method as 'GET',
            url: req.url,
            headers: {
              ...(req.token ? { authorization: `Bearer ${req.token}` } : {}),
              'x-request-id': ctx.requestId,
              'user-agent': ctx.userAgent,
              // Counted as this page view, not as the visitor's own API calls (lib/render-call.ts).
              ...renderCallHeaders(),
              ...(req.contentType ? { 'content-type': req.contentType } : {}),
            },
            ...(req.body !== undefined ? { payload: req.body as object | Buffer } : {}),
            // The visitor's address as TRUST_PROXY resolved it, as the connection's own address
            // and with no X-Forwarded-For: the API sees exactly that address under every setting.
            remoteAddress: ctx.ip,
          });
          let body: unknown = null;
          try {
            body = res.json();
          } catch {
            body = res.body;
          }
          return { status: res.statusCode, body, headers: res.headers };
        },
        requestId: ctx.requestId,
        nonce: ctx.nonce,
        publicUrl: opts.publicUrl,
        secureCookies: opts.publicUrl.startsWith('https:'),
        comingSoonPaths: opts.comingSoonPaths,
        contactEmail: app.env.CONTACT_EMAIL,
        ip: ctx.ip,
        memo: new Map(),
      });
    };
    // @react-router/node's createRequestListener, with the answer cached and compressed on its way
    // out (web-response.ts): Fastify's hooks never see a hijacked reply.
    const handleRequest = createRequestHandler(getBuild, opts.mode);
    const listener = createRequestListener(async (request: Request) => {
      const ctx = pageRequest.getStore();
      if (!ctx) throw new Error('page request outside its context');
      const response = await finishPage(
        request,
        await handleRequest(request, await loadContext()),
        ctx.nonce,
      );
      // The browser keeps the page it has, with the nonce in its scripts: it must keep its CSP too.
      if (response.status === 304) ctx.res.removeHeader('content-security-policy');
      return response;
    });

    await app.register(async (scope) => {
      // Checked before any body is read: the method (405), the origin of a state change (403,
      // plugins/csrf.ts), then the content type (415/400).
      scope.addHook('onRequest', pageViewLimit(app));
      scope.addHook('onRequest', async (request) => checkPageMethod(request));
      await scope.register(csrfPlugin, { publicUrl: opts.publicUrl, exemptBearer: false });
      scope.addHook('onRequest', async (request) => checkPageContentType(request));
      // Form bodies only, read here within the limits (413 past them; chunked bodies counted too),
      // then handed to React Router's action as they came.
      scope.removeAllContentTypeParsers();
      for (const type of [URLENCODED, JSON_TYPE])
        scope.addContentTypeParser(
          type,
          { parseAs: 'buffer', bodyLimit: app.env.BODY_LIMIT_BYTES },
          (_request, body, done) => done(null, body),
        );
      scope.addContentTypeParser(
        MULTIPART,
        {
          parseAs: 'buffer',
          bodyLimit: multipartBodyLimit({
            uploadLimit: app.env.UPLOAD_LIMIT_BYTES,
            bodyLimit: app.env.BODY_LIMIT_BYTES,
          }),
        },
        async (request: FastifyRequest, body: Buffer) => {
          // A body the action's request.formData() could not read is the client's 400, not a 500.
          try {
            const contentType = request.headers['content-type'] ?? MULTIPART;
            await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
          } catch {
            throw unreadableBody();
          }
          return body;
        },
      );
      const handle = async (request: FastifyRequest, reply: FastifyReply) => {
        const nonce = randomBytes(16).toString('base64');
        // Headers set by hooks (helmet, request id) live on the reply; copy them to the raw
        // response before handing it over.
        for (const [k, v] of Object.entries(reply.getHeaders()))
          if (v !== undefined) reply.raw.setHeader(k, v);
        if (opts.mode === 'production')
          reply.raw.setHeader('content-security-policy', contentSecurityPolicy(nonce, extraImages));
        reply.hijack();
        const raw = Buffer.isBuffer(request.body) ? withBody(request.raw, request.body) : request.raw;
        await pageRequest.run(
          {
            nonce,
            res: reply.raw,
            requestId: request.id,
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? '',
          },
          () => listener(raw, reply.raw),
        );
      };
      scope.all('/*', handle);
      scope.all('/', handle);
    });
  },
);
