import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the app codes against: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tar, to start other databases from (tests). */
  dumpDataDir(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data folder; 'memory://' for an in-memory database (tests). */
  pgliteDir?: string;
  /** PGlite: start from this dumped data directory instead of an empty one. */
  pgliteSnapshot?: Blob;
  max?: number;
  /**
   * PostgreSQL: how long to wait for a connection (a new one, or a free one of the pool) before the
   * query fails with 'timeout exceeded when trying to connect'. Default 5000 (DB_CONNECT_TIMEOUT_MS).
   */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: the server cancels a statement running longer (57014) and ends a session left idle
   * inside a transaction that long (25P03); a statement the server does not answer at all (the network
   * is gone) ends its connection after this plus `connectTimeoutMs`. 0 or unset: no limit (tools,
   * benchmarks). The app passes DB_STATEMENT_TIMEOUT_MS. Migrations never have a limit.
   */
  statementTimeoutMs?: number;
  /** Where connection errors are reported (once per outage); default console.error. */
  onConnectionError?: (message: string, err: Error) => void;
}

/** The connection settings the app and the migrations share. */
function baseConfig(opts: DatabaseOptions, options: string): pg.PoolConfig {
  return {
    connectionString: opts.url,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
    // Half-open connections (a peer that vanished without a FIN) are found by the kernel instead of
    // waiting forever; the watchdog below is the faster net for busy connections.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // JIT compilation costs more than it saves on our short indexed queries (measured: 34 ms of a
    // 314 ms filtered count at 1M jobs, docs/performance.md), so it is off for the app's sessions.
    options,
  };
}

type Callback = (err: Error | null, res?: unknown) => void;

/**
 * A pool client that cannot take the process down or stay in the pool broken:
 * - it always listens for 'error' (pg emits it on a checked-out client too, where pg-pool does not
 *   listen: without this a reset during a transaction is an uncaught exception that kills the app);
 * - a client whose connection failed while checked out goes back to the pool as failed (and is
 *   discarded), even when its holder never releases it (Drizzle's transaction() does not release
 *   when its `begin` fails) or releases it without the error;
 * - a query the server does not answer within `watchdogMs` (a blackholed network: no reset, no FIN)
 *   destroys the connection, which fails every query on it with an error the API answers 503.
 */
function resilientClient(watchdogMs: number, report: (err: Error) => void) {
  return class ResilientClient extends pg.Client {
    #poolRelease: ((err?: Error | boolean) => void) | undefined;
    #checkedOut = false;
    #failure: Error | undefined;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', (err) => {
        this.#failure ??= err;
        report(err);
        if (this.#checkedOut) this.#releaseOnce(err);
      });
      if (watchdogMs > 0) this.#watchQueries();
    }

    // pg-pool assigns `client.release` on every checkout; this accessor keeps its function and hands
    // out one that is safe to call twice and passes on a connection failure.
    get release(): (err?: Error | boolean) => void {
      return (err) => this.#releaseOnce(err);
    }
    set release(fn: (err?: Error | boolean) => void) {
      this.#poolRelease = fn;
      this.#checkedOut = true;
    }

    #releaseOnce(err?: Error | boolean): void {
      if (!this.#checkedOut) return;
      this.#checkedOut = false;
      this.#poolRelease?.(err || this.#failure);
    }

    #watchQueries(): void {
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      const abandon = () => {
        const err = new Error(`PostgreSQL did not answer within ${watchdogMs} ms`);
        (this.connection as unknown as { stream: { destroy(e?: Error): void } }).stream.destroy(err);
      };
      const watched = (...args: unknown[]): unknown => {
        const timer = setTimeout(abandon, watchdogMs);
        timer.unref();
        const done = () => clearTimeout(timer);
        const cbAt = args.findIndex((a) => typeof a === 'function');
        if (cbAt >= 0) {
          const cb = args[cbAt] as Callback;
          args[cbAt] = (err: Error | null, res?: unknown) => {
            done();
            cb(err, res);
          };
          return query(...args);
        }
        const result = query(...args);
        if (result instanceof Promise) result.then(done, done);
        else if (result && typeof (result as { once?: unknown }).once === 'function') {
          const emitter = result as { once(ev: string, fn: () => void): void };
          emitter.once('end', done);
          emitter.once('error', done);
        } else done();
        return result;
      };
      this.query = watched as typeof this.query;
    }
  };
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const statementTimeoutMs = opts.statementTimeoutMs ?? 0;
    const connectTimeoutMs = opts.connectTimeoutMs ?? 5000;
    const sessionOptions = ['-c jit=off'];
    if (statementTimeoutMs > 0) {
      sessionOptions.push(
        `-c statement_timeout=${statementTimeoutMs}`,
        `-c idle_in_transaction_session_timeout=${statementTimeoutMs}`,
      );
    }
    // One line per outage, not one per connection and request: reported again only after a
    // connection succeeded since.
    const log = opts.onConnectionError ?? ((message, err) => console.error(message, err.message));
    let outage = false;
    const report = (err: Error) => {
      if (outage) return;
      outage = true;
      log(`PostgreSQL connection lost: ${err.message}`, err);
    };
    const pool = new pg.Pool({
      ...baseConfig(opts, sessionOptions.join(' ')),
      max: opts.max ?? 10,
      Client: resilientClient(statementTimeoutMs > 0 ? statementTimeoutMs + connectTimeoutMs : 0, report),
    });
    pool.on('connect', () => {
      outage = false;
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // pg-pool has already discarded it and opens a new one on the next query.
    pool.on('error', report);
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Migrations may build indexes on large tables: their own connection, without the app's limits.
      migrate: async () => {
        const migrations = new pg.Pool({ ...baseConfig(opts, '-c jit=off'), max: 1 });
        migrations.on('error', report);
        try {
          await migrateNodePg(drizzleNodePg(migrations, { schema }), { migrationsFolder });
        } finally {
          await migrations.end();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      dumpDataDir: () => Promise.reject(new Error('dumpDataDir is PGlite only')),
    };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { unaccent, pg_trgm },
    ...(opts.pgliteSnapshot ? { loadDataDir: opts.pgliteSnapshot } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
