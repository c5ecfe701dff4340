import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { listenOn } from './listen.ts';
import * as schema from './schema/index.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

export type Schema = typeof schema;
/** The one database type the app codes against: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `fn` (migrations, the seed) while holding the start-up advisory lock, so processes starting
   * at once against one PostgreSQL database do it one after another (ADR 0037). PGlite: one process.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** PostgreSQL: the app pool's connections (for /metrics); PGlite has no pool. */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | null;
  close(): Promise<void>;
  /**
   * PostgreSQL: keeps a connection of its own LISTENing on `channel` (reconnecting after a loss),
   * calls `onMessage` for each NOTIFY and `onState` when the connection comes up or goes down (while
   * down, messages may be missed). Returns the function that stops it. PGlite: one process, so
   * nothing to listen to: `onState(true)` at once.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState: (up: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** PostgreSQL: NOTIFY every listener of `channel` (every process); PGlite: nothing to tell. */
  notify(channel: string, payload: string): Promise<void>;
  /** PGlite only: the data directory as a tar, to start other databases from (tests). */
  dumpDataDir(): Promise<Blob>;
}

/**
 * The key of the session-level advisory lock taken around migrations and the seed at start (any
 * fixed bigint unique to this app; 0x5669_6563_5861 is "VieXa" in ASCII).
 */
export const STARTUP_LOCK_KEY = 0x5669_6563_5861;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data folder; 'memory://' for an in-memory database (tests). */
  pgliteDir?: string;
  /** PGlite: start from this dumped data directory instead of an empty one. */
  pgliteSnapshot?: Blob;
  /** PGlite: PostgreSQL's shared_buffers inside the WASM heap (e.g. '32MB'; PGlite's default is 160MB). */
  pgliteSharedBuffers?: string | undefined;
  /** PGlite: let V8 optimise PGlite's WebAssembly (TurboFan); see keepWasmBaseline. */
  pgliteOptimizeWasm?: boolean | undefined;
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

/** What became of a transaction whose COMMIT got no answer. */
type CommitOutcome = 'committed' | 'aborted' | 'unknown';

interface ClientPolicy {
  /** A query unanswered this long ends its connection (0: never). */
  watchdogMs: number;
  report: (err: Error) => void;
  /** Logged every time (not once per outage). */
  log: (message: string, err: Error) => void;
  /** Asks the server, on another connection, what became of transaction `xid`. */
  commitOutcome: (xid: string) => Promise<CommitOutcome>;
}

function isCommit(config: unknown): boolean {
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*commit\s*;?\s*$/i.test(text);
}

/**
 * A pool client that cannot take the process down, stay in the pool broken, or turn a committed
 * transaction into an error answer:
 * - it always listens for 'error' (pg emits it on a checked-out client too, where pg-pool does not
 *   listen: without this a reset during a transaction is an uncaught exception that kills the app);
 * - a client whose connection failed while checked out goes back to the pool as failed (and is
 *   discarded), even when its holder never releases it (Drizzle's transaction() does not release
 *   when its `begin` fails) or releases it without the error;
 * - a query the server does not answer within `watchdogMs` (a blackholed network: no reset, no FIN)
 *   destroys the connection, which fails every query on it with an error the API answers 503;
 * - a COMMIT whose answer is lost with the connection may still have committed (the server got it
 *   and the reply was lost): the transaction id is read before the COMMIT and, on such a loss, its
 *   fate asked on another connection; a transaction that did commit is reported as committed, so the
 *   request answers success for the rows it made (and an error answer means no rows).
 */
function resilientClient(policy: ClientPolicy) {
  return class ResilientClient extends pg.Client {
    #poolRelease: ((err?: Error | boolean) => void) | undefined;
    #checkedOut = false;
    #failure: Error | undefined;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', (err) => {
        this.#failure ??= err;
        policy.report(err);
        if (this.#checkedOut) this.#releaseOnce(err);
      });
      this.#wrapQuery();
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

    #wrapQuery(): void {
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      const abandon = () => {
        const err = new Error(`PostgreSQL did not answer within ${policy.watchdogMs} ms`);
        (this.connection as unknown as { stream: { destroy(e?: Error): void } }).stream.destroy(err);
      };
      const watched = (...args: unknown[]): unknown => {
        if (policy.watchdogMs <= 0) return query(...args);
        const timer = setTimeout(abandon, policy.watchdogMs);
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
      this.query = ((...args: unknown[]) =>
        isCommit(args[0]) && !args.some((a) => typeof a === 'function')
          ? this.#commit(watched, args)
          : watched(...args)) as typeof this.query;
    }

    async #commit(run: (...args: unknown[]) => unknown, args: unknown[]): Promise<unknown> {
      let xid: string | null = null;
      try {
        const before = (await run('select txid_current_if_assigned()::text as xid')) as pg.QueryResult<{
          xid: string | null;
        }>;
        xid = before.rows[0]?.xid ?? null;
      } catch (err) {
        // The connection is gone before the COMMIT was sent: nothing was committed.
        if (isDatabaseUnavailable(err)) throw err;
        // Any other refusal (a transaction already failed): the COMMIT answers for itself, as before.
      }
      try {
        return await run(...args);
      } catch (err) {
        // Nothing written (no transaction id), or the server answered: the error is the outcome.
        if (xid === null || !isDatabaseUnavailable(err)) throw err;
        const outcome = await policy.commitOutcome(xid);
        if (outcome === 'committed') return { command: 'COMMIT', rowCount: null, rows: [], fields: [] };
        if (outcome === 'unknown')
          policy.log(`COMMIT of transaction ${xid} lost; its outcome is unknown`, err as Error);
        throw err;
      }
    }
  };
}

/**
 * Keeps the process's WebAssembly on V8's baseline compiler (Liftoff). V8 recompiles a function that
 * runs hot with TurboFan; one of PGlite's (a ~105 KB function PostgreSQL runs at initdb, at start and
 * under queries) takes ~600 MB for the ~2 s of that compilation, so the process's peak doubled
 * whenever it tiered up (first start 1.3 GB, a restart 0.9 GB; docs/performance.md "Memory").
 * The flags apply to modules compiled afterwards: this runs before PGlite compiles its module.
 */
function keepWasmBaseline(): void {
  setFlagsFromString('--no-wasm-tier-up');
  setFlagsFromString('--no-wasm-dynamic-tiering');
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
    // The server ends a transaction left idle for statementTimeoutMs, so by then a lost COMMIT's
    // fate is settled; without a limit, the connect timeout is the time given to find out.
    const commitOutcome = async (xid: string): Promise<CommitOutcome> => {
      const deadline = Date.now() + (statementTimeoutMs || connectTimeoutMs);
      for (;;) {
        try {
          const { rows } = await pool.query<{ status: string | null }>(
            'select txid_status($1::bigint) as status',
            [xid],
          );
          const status = rows[0]?.status;
          if (status === 'committed' || status === 'aborted') return status;
          if (status === null) return 'unknown';
          // 'in progress': the server has not yet noticed the connection is gone.
        } catch {
          // Still unreachable: ask again until the deadline.
        }
        if (Date.now() >= deadline) return 'unknown';
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const pool: pg.Pool = new pg.Pool({
      ...baseConfig(opts, sessionOptions.join(' ')),
      max: opts.max ?? 10,
      Client: resilientClient({
        watchdogMs: statementTimeoutMs > 0 ? statementTimeoutMs + connectTimeoutMs : 0,
        report,
        log,
        commitOutcome,
      }),
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
      // Its own connection, so the lock is held by one session for the whole of `fn` (a pool could
      // hand each statement to another); closing that connection releases the lock even if the
      // process dies in between. Without the lock two processes starting at once both see a
      // migration as missing: one applies it and the other fails on "already exists" (or both seed).
      withStartupLock: async (fn) => {
        const lock = new pg.Client(baseConfig(opts, '-c jit=off'));
        lock.on('error', report);
        await lock.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await fn();
        } finally {
          await lock.end().catch(() => {});
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
      listen: (channel, onMessage, onState) =>
        listenOn(() => new pg.Client(baseConfig(opts, '-c jit=off')), channel, onMessage, onState, report),
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      close: () => pool.end(),
      dumpDataDir: () => Promise.reject(new Error('dumpDataDir is PGlite only')),
    };
  }
  if (!opts.pgliteOptimizeWasm) keepWasmBaseline();
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { unaccent, pg_trgm },
    // The buffer cache lives in the WASM memory, which never shrinks: PGlite's 160MB default was
    // most of the process's resident memory (docs/performance.md "Memory"). Pages missing from it
    // are read through the OS page cache, which the kernel can give back.
    ...(opts.pgliteSharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.pgliteSharedBuffers}`] }
      : {}),
    ...(opts.pgliteSnapshot ? { loadDataDir: opts.pgliteSnapshot } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    withStartupLock: (fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
    poolStats: () => null,
    listen: async (_channel, _onMessage, onState) => {
      onState(true);
      return async () => {};
    },
    notify: async () => {},
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
