import net from 'node:net';
import { ErrorCode } from '@app/contract';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { isDatabaseUnavailable } from '../src/db/unavailable.ts';
import { logTransport } from '../src/modules/email/email.transport.ts';
import { EmailWorker } from '../src/modules/email/email.worker.ts';
import { json, useTestApp } from './helpers.ts';

/*
 * Database outages are answered 503/1126 with Retry-After, at once, by the one error handler. The
 * failures here are real driver errors (a refused port, a server that never answers), so this runs on
 * PGlite too; the PostgreSQL fault test (db-fault.test.ts) cuts a live database under load.
 */

const OUTAGE = {
  success: false,
  code: ErrorCode.DatabaseUnavailable,
  message: 'Hệ thống đang tạm thời gián đoạn. Vui lòng thử lại sau ít phút.',
};

/** A local port nothing listens on (connections are refused). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A server that accepts connections and never says a word (a blackholed database). */
async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function pgError(code: string, message: string): pg.DatabaseError {
  const err = new pg.DatabaseError(message, message.length, 'error');
  err.code = code;
  err.severity = 'FATAL';
  return err;
}

const quiet = () => {};
const CONNECT_TIMEOUT_MS = 1000;

let refused: Database;
let silent: Awaited<ReturnType<typeof silentServer>>;
let blackholed: Database;

beforeAll(async () => {
  refused = await openDatabase({
    url: `postgres://vx@127.0.0.1:${await closedPort()}/vx`,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    statementTimeoutMs: 1000,
    onConnectionError: quiet,
  });
  silent = await silentServer();
  blackholed = await openDatabase({
    url: `postgres://vx@127.0.0.1:${silent.port}/vx`,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    statementTimeoutMs: 1000,
    onConnectionError: quiet,
  });
});
afterAll(async () => {
  await refused?.close();
  await blackholed?.close();
  await silent?.close();
});

/** Routes only this file has: each fails the way a handler meets a database outage (or not). */
function faultRoutes(app: FastifyInstance) {
  return app.register(
    async (scope) => {
      scope.get('/_db/refused', async () => refused.db.execute(sql`select 1`));
      scope.get('/_db/refused-tx', async () =>
        refused.db.transaction(async (tx) => tx.execute(sql`select 1`)),
      );
      scope.get('/_db/silent', async () => blackholed.db.execute(sql`select 1`));
      scope.get<{ Params: { code: string } }>('/_db/sqlstate/:code', async (request) => {
        throw new DrizzleQueryError('select 1', [], pgError(request.params.code, 'server said no'));
      });
      scope.get('/_db/plain', async () => {
        throw new Error('Connection to the mail server failed');
      });
    },
    { prefix: '/api' },
  );
}

describe('database outages answer 503/1126 at once', () => {
  const t = useTestApp({}, faultRoutes);

  function expectOutage(res: Awaited<ReturnType<typeof t.app.inject>>) {
    expect(res.statusCode, res.body).toBe(503);
    expect(json(res)).toMatchObject(OUTAGE);
    expect(json(res).requestId).toBeTruthy();
    expect(res.headers['retry-after']).toBe('5');
  }

  it('a refused connection, in a query and in a transaction (Drizzle wraps the driver error)', async () => {
    expectOutage(await t.app.inject({ method: 'GET', url: '/api/_db/refused' }));
    expectOutage(await t.app.inject({ method: 'GET', url: '/api/_db/refused-tx' }));
  });

  it('a server that never answers: after the connect timeout, not the 30 s request timeout', async () => {
    const started = Date.now();
    expectOutage(await t.app.inject({ method: 'GET', url: '/api/_db/silent' }));
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(15_000);
  });

  it('server-side refusals: shutdown, crash, starting up, too many connections, timeouts, class 08', async () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '57014', '25P03', '08006', '08001']) {
      expectOutage(await t.app.inject({ method: 'GET', url: `/api/_db/sqlstate/${code}` }));
    }
  });

  it('other database errors and other failures stay 500/1112 (no outage claimed)', async () => {
    for (const url of ['/api/_db/sqlstate/23505', '/api/_db/sqlstate/42P01', '/api/_db/plain']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      expect(json(res).code).toBe(ErrorCode.Internal);
      expect(res.headers['retry-after']).toBeUndefined();
    }
  });

  it('the classifier looks through wrappers (AggregateError of a host with several addresses)', () => {
    const refusedBoth = new AggregateError(
      [
        Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ],
      '',
    );
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refusedBoth))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('x', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection to the mail server failed'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key'))).toBe(false);
  });
});

describe('readiness while the database is down', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      database: refused,
      migrate: false,
      emailWorker: false,
      env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    });
  });
  afterAll(() => app?.close());

  it('readiness GET /api/health/ready answers 503/1126 with Retry-After; liveness stays 200', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(json(live).data.status).toBe('ok');
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(json(res)).toMatchObject({
      success: false,
      code: ErrorCode.DatabaseUnavailable,
      message: 'Không kết nối được cơ sở dữ liệu',
    });
    expect(res.headers['retry-after']).toBe('5');
  });
});

describe('the email worker during an outage', () => {
  it('keeps polling with growing pauses and logs the outage once, not per pass', async () => {
    const lines: { level: string; msg: string }[] = [];
    const record = (level: string) => (_obj: unknown, msg?: string) => lines.push({ level, msg: msg ?? '' });
    const log = {
      info: record('info'),
      warn: record('warn'),
      error: record('error'),
      debug: quiet,
      trace: quiet,
      fatal: record('fatal'),
      child: () => log,
    } as unknown as FastifyBaseLogger;
    const worker = new EmailWorker(refused.db, logTransport(log), log, 50);
    worker.start();
    try {
      await expect
        .poll(() => worker.consecutiveFailures, { timeout: 20_000, interval: 50 })
        .toBeGreaterThanOrEqual(4);
    } finally {
      await worker.stop();
    }
    expect(lines.filter((l) => l.level === 'warn' || l.level === 'error')).toEqual([
      { level: 'warn', msg: 'email worker: database unavailable, retrying with backoff' },
    ]);
  });
});

describe('settings', () => {
  it('the statement limit must end a statement before the request timeout answers', () => {
    expect(loadEnv({}).DB_STATEMENT_TIMEOUT_MS).toBe(15_000);
    expect(loadEnv({}).DB_CONNECT_TIMEOUT_MS).toBe(5000);
    expect(() => loadEnv({ DB_STATEMENT_TIMEOUT_MS: '30000' })).toThrow(
      'DB_STATEMENT_TIMEOUT_MS: must be below REQUEST_TIMEOUT_MS',
    );
  });
});
