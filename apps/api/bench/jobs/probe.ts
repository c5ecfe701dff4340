/**
 * The app in this process (buildApp + inject, no listening socket) on a bench database whose Drizzle
 * instance records every statement it sends. Asking it for `GET /api/listJobs?…` yields the exact
 * SQL and parameters the route runs — through the real query builder and service — which the
 * keyword suite EXPLAINs and the raw endpoint replays. Nothing is copied by hand.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import type { Database, Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';

export interface Statement {
  text: string;
  params: unknown[];
}

export interface Probe {
  app: FastifyInstance;
  pool: pg.Pool;
  /** Runs `fn` and returns the statements the app sent meanwhile (one request at a time). */
  capture<T>(fn: () => Promise<T>): Promise<{ result: T; statements: Statement[] }>;
  close(): Promise<void>;
}

export async function openProbe(url: string): Promise<Probe> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let recording: Statement[] | null = null;
  const db = drizzle(pool, {
    schema,
    logger: {
      logQuery(text, params) {
        recording?.push({ text, params });
      },
    },
  }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    migrate: async () => {},
    withStartupLock: (fn) => fn(),
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => null,
    // One process: reference data needs no one told of its changes.
    listen: async (_channel, _onMessage, onState) => {
      onState(true);
      return async () => {};
    },
    notify: async () => {},
    close: async () => {},
    dumpDataDir: () => Promise.reject(new Error('PGlite only')),
  };
  const app = await buildApp({
    database,
    migrate: false,
    emailWorker: false,
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      SEED_ON_START: 'false',
      RATE_LIMIT_MAX: '1000000000',
    },
  });
  await app.ready();
  return {
    app,
    pool,
    async capture(fn) {
      recording = [];
      try {
        const result = await fn();
        return { result, statements: recording };
      } finally {
        recording = null;
      }
    },
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
