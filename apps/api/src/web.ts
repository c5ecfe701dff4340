import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RouterContextProvider, ServerBuild } from 'react-router';

const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
const buildDir = `${webRoot}build/`;

/** The bridge object the web's entry.server expects (apps/web/app/lib/context.ts). */
interface EntryModule {
  createLoadContext(bridge: unknown): RouterContextProvider;
}

interface PageRequestFacts {
  nonce: string;
  requestId: string;
  ip: string;
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

/**
 * Every non-API request goes to React Router (SSR). Loaders reach the API in-process through
 * app.inject, so a page sees exactly what an API client would (same guards and validation).
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

    const listener = createRequestListener({
      build: getBuild,
      mode: opts.mode,
      getLoadContext: async () => {
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
            const res = await app.inject({
              method: req.method as 'GET',
              url: req.url,
              headers: {
                ...(req.token ? { authorization: `Bearer ${req.token}` } : {}),
                'x-request-id': ctx.requestId,
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
          ip: ctx.ip,
          memo: new Map(),
        });
      },
    });

    await app.register(async (scope) => {
      // Pages read their own bodies (form actions): no Fastify body parsing in this scope.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
      const handle = async (request: FastifyRequest, reply: FastifyReply) => {
        const nonce = randomBytes(16).toString('base64');
        // Headers set by hooks (helmet, request id) live on the reply; copy them to the raw
        // response before handing it over.
        for (const [k, v] of Object.entries(reply.getHeaders()))
          if (v !== undefined) reply.raw.setHeader(k, v);
        if (opts.mode === 'production')
          reply.raw.setHeader('content-security-policy', contentSecurityPolicy(nonce, extraImages));
        reply.hijack();
        await pageRequest.run({ nonce, requestId: request.id, ip: request.ip }, () =>
          listener(request.raw, reply.raw),
        );
      };
      scope.all('/*', handle);
      scope.all('/', handle);
    });
  },
);
