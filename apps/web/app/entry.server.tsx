import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, RouterContextProvider, ServerRouter } from 'react-router';
import { bridgeContext, getBridge, type RequestBridge } from './lib/context.ts';

export const streamTimeout = 5_000;

/** Used by the Fastify side so both ends share one context object and one react-router copy. */
export function createLoadContext(bridge: RequestBridge): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(bridgeContext, bridge);
  return provider;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = getBridge(loadContext);
  return new Promise((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    // Whole documents (onAllReady) for everyone: public pages must be complete HTML for SEO,
    // and pages here are small.
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          // Everything is rendered: the timer only guards a render that never finishes. Aborting
          // now would cut the document while a slow reader (compression, a slow phone) drains it.
          clearTimeout(timeoutId);
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
