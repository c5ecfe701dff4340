import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, RouterContextProvider, ServerRouter } from 'react-router';
import { bridgeContext, getBridge, type RequestBridge } from './lib/context.ts';
import { paintFirst } from './lib/paint-first.server.ts';

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
          // Everything is rendered: the timer only guards a render that never finishes.
          clearTimeout(timeoutId);
          // Read whole (pages are tens of KB) so the boot can be moved behind the first paint.
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(
                new Response(paintFirst(Buffer.concat(chunks).toString('utf8')).html, {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              done();
            },
          });
          pipe(sink);
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
