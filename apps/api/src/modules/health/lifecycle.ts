import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Lifecycle {
  /** True until shutdown begins; readiness answers 503/1185 from then on. */
  readonly accepting: boolean;
  /**
   * Graceful shutdown (ADR 0037), idempotent: readiness turns 503 at once; after `drainMs` (time for
   * the load balancer to see it) the server stops accepting connections and Fastify waits for the
   * requests in flight; then the onClose hooks stop the email worker and timers, flush counters,
   * release leases and close the database pool.
   */
  shutdown(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export const lifecyclePlugin = fp(
  async (app: FastifyInstance, opts: { drainMs: number }) => {
    let accepting = true;
    let closing: Promise<void> | null = null;
    app.decorate('lifecycle', {
      get accepting() {
        return accepting;
      },
      shutdown() {
        if (closing) return closing;
        accepting = false;
        closing = (async () => {
          if (opts.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, opts.drainMs));
          await app.close();
        })();
        return closing;
      },
    } satisfies Lifecycle);
    // app.close() called directly (tests, a plugin failing) also counts as not accepting.
    app.addHook('preClose', async () => {
      accepting = false;
    });
  },
  { name: 'lifecycle' },
);
