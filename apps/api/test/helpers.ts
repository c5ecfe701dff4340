import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';

/**
 * One database per test file (DESIGN §6): PGlite in memory by default; a fresh PostgreSQL
 * database when TEST_DB=postgres and TEST_DATABASE_URL point at a server (CI runs both).
 */
export const onPostgres = process.env.TEST_DB === 'postgres';

async function openTestDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (!onPostgres) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: snapshot });
    return { database, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `vx_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), max: 4 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** On PostgreSQL, the test database's URL (a second pool on it is a second process's). */
  databaseUrl?: string | undefined;
}

/** Builds the app once for the file, on a migrated and seeded database. */
export function useTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => unknown,
  /** More options of buildApp (e.g. the scheduler's clock). */
  options: Pick<BuildAppOptions, 'clock'> = {},
): TestContext {
  const ctx = {} as TestContext;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    ctx.database = opened.database;
    ctx.databaseUrl = opened.url;
    ctx.app = await buildApp({
      ...options,
      database: opened.database,
      migrate: false,
      env: {
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        RATE_LIMIT_MAX: '100000',
        UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'vx-uploads-')),
        // Nothing runs on its own, whatever NODE_ENV a file asks for (the production ones would
        // otherwise poll the scheduler and mail the demo companies meanwhile): a test that wants
        // scheduled work or the rate refresh says so.
        SCHEDULER_ENABLED: 'false',
        CURRENCY_BACKGROUND_REFRESH: 'false',
        ...env,
      },
      rateLimitNamespace: `t${randomBytes(4).toString('hex')}`,
      // Tests deliver mail deterministically with app.emailWorker.flush().
      emailWorker: false,
    });
    await extend?.(ctx.app);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    await drop();
  });
  return ctx;
}

export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

// Test bodies are checked field by field with expect(); a loose type keeps those checks short.
// biome-ignore lint/suspicious/noExplicitAny: response data shapes vary per endpoint
type AnyData = any;

export function json(res: LightMyRequestResponse) {
  return res.json() as {
    success: boolean;
    data?: AnyData;
    message?: string;
    code?: number;
    errors?: Record<string, string[]>;
    requestId?: string;
  };
}

export const DEMO = {
  admin: 'admin@viecxa.vn',
  subAdmin: 'subadmin@viecxa.vn',
  leaderSale: 'leadersale@viecxa.vn',
  sale: 'sale@viecxa.vn',
  sale2: 'sale2@viecxa.vn',
  employee: 'ungvien@viecxa.vn',
  employeeDeactivated: 'dung.hoang@viecxa.vn',
  employeeLocked: 'tuan.do@viecxa.vn',
  noType: 'chuachon@viecxa.vn',
  company: 'congty@viecxa.vn',
  companyStaff: 'nhanvien.congty@viecxa.vn',
  companyWaitActivation: 'choduyet@viecxa.vn',
  companyWaitApproval: 'chuacapnhat@viecxa.vn',
} as const;
