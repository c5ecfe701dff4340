import { createContext, type RouterContextProvider } from 'react-router';

export interface ApiResult {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | number | undefined>;
}

/** What the Fastify process hands each page request: the in-process API and request facts. */
export interface RequestBridge {
  /**
   * Calls the API in-process: reads run the operation directly, the rest through app.inject (ADR
   * 0040); either way the same routes, guards, validation and answers as over HTTP.
   */
  api(req: {
    method: string;
    url: string;
    token?: string | null;
    /** JSON value, or raw bytes with `contentType` (multipart forms). */
    body?: unknown;
    contentType?: string;
  }): Promise<ApiResult>;
  requestId: string;
  nonce: string;
  publicUrl: string;
  /** Path prefixes closed by the coming-soon guard (COMING_SOON_PATHS). */
  comingSoonPaths: readonly string[];
  /** The site's contact inbox (CONTACT_EMAIL), shown on /lien-he. */
  contactEmail: string;
  /** Whether cookies must be Secure (PUBLIC_URL is https). */
  secureCookies: boolean;
  ip: string;
  /** Per-request memo (the current user is fetched once even though loaders run in parallel). */
  memo: Map<string, Promise<unknown>>;
}

declare global {
  var __vxBridgeContext: ReturnType<typeof createContext<RequestBridge>> | undefined;
}

/**
 * A process-wide singleton: the server entry (bundled) and the Fastify side must hold the very
 * same context object, or `context.get()` finds nothing (STACK trap 5).
 */
globalThis.__vxBridgeContext ??= createContext<RequestBridge>();
export const bridgeContext = globalThis.__vxBridgeContext;

export function getBridge(context: Readonly<RouterContextProvider>): RequestBridge {
  return context.get(bridgeContext);
}
