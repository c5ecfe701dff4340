import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Reference data (nations, provinces, occupations, fields, tags: what the filters and forms offer)
 * held once per process, so a page that lists every option costs no query for them (ADR 0040).
 * It changes only by an admin's hand: each such write calls `changed()`, which forgets everything
 * here at once and tells every other process through PostgreSQL's NOTIFY (delivered within
 * milliseconds to each process's LISTEN connection). While that connection is down a process
 * cannot hear of changes, so it caches nothing until it is back (and forgets what it held).
 * PGlite is one process: forgetting here is enough.
 */

export const REFERENCE_DATA_CHANNEL = 'vx_reference_data';

export class ReferenceDataCache {
  readonly #values = new Map<string, Promise<unknown>>();
  #listening = false;

  /** The value under `key`: loaded once, until reference data changes. */
  get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
    if (!this.#listening) return (async () => load())();
    const held = this.#values.get(key);
    if (held) return held as Promise<T>;
    // Settled once: a Drizzle query is a thenable that would run again on every await.
    const loading = (async () => load())();
    this.#values.set(key, loading);
    // A failed load is not kept: the next call tries again.
    loading.catch(() => {
      if (this.#values.get(key) === loading) this.#values.delete(key);
    });
    return loading;
  }

  /** Forgets everything held (a load in flight is forgotten too: its caller still gets its value). */
  forget(): void {
    this.#values.clear();
  }

  /** Whether changes can reach this process; caching only while they can. */
  setListening(up: boolean): void {
    this.#listening = up;
    this.forget();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    referenceData: {
      get<T>(key: string, load: () => PromiseLike<T>): Promise<T>;
      /** After an admin's write to reference data has committed: every process reloads it. */
      changed(): Promise<void>;
    };
  }
}

export const referenceDataPlugin = fp(async (app: FastifyInstance) => {
  const cache = new ReferenceDataCache();
  const stop = await app.database.listen(
    REFERENCE_DATA_CHANNEL,
    () => cache.forget(),
    (up) => cache.setListening(up),
  );
  app.addHook('preClose', stop);
  app.decorate('referenceData', {
    get: (key, load) => cache.get(key, load),
    async changed() {
      cache.forget();
      await app.database.notify(REFERENCE_DATA_CHANNEL, '');
    },
  });
});
