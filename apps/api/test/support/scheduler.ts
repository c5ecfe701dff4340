import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { scheduledTasks, taskRuns } from '../../src/db/schema/index.ts';
import type { Clock } from '../../src/modules/scheduler/scheduler.ts';
import type { TestContext } from '../helpers.ts';

/** A clock the test moves by hand; every scheduler of the test reads it. */
export function manualClock(start = new Date()): Clock & { advance(ms: number): void; set(at: Date): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (at) => {
      now = at.getTime();
    },
  };
}

/**
 * A second app on the same database, as a second process behind the load balancer: on PGlite the
 * same Database object (one connection, one process in production), on PostgreSQL a pool of its own.
 */
export async function secondProcess(
  t: TestContext,
  clock: Clock,
  env: Record<string, string>,
  define?: (app: FastifyInstance) => void,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  let own: Database | undefined;
  if (t.databaseUrl) own = await openDatabase({ url: t.databaseUrl, max: 4 });
  const app = await buildApp({
    database: own ?? t.database,
    migrate: false,
    clock,
    emailWorker: false,
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      RATE_LIMIT_MAX: '100000',
      UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'vx-uploads-')),
      ...env,
    },
  });
  define?.(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await own?.close();
    },
  };
}

export async function runsOf(t: TestContext, task: string) {
  return t.database.db.select().from(taskRuns).where(eq(taskRuns.taskName, task)).orderBy(taskRuns.id);
}

export async function taskRow(t: TestContext, task: string) {
  const [row] = await t.database.db.select().from(scheduledTasks).where(eq(scheduledTasks.name, task));
  if (!row) throw new Error(`no task ${task}`);
  return row;
}
