import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory (tar) that each test file loads. */
    pgliteSnapshot: string;
    /** A migrated and seeded PostgreSQL template database that each test file copies. */
    pgTemplate: string;
  }
}

/**
 * Migrating and seeding (≈25,000 reference rows, argon2 hashes) once per run instead of once per
 * test file: each file starts from a copy, so files stay independent and the suite stays fast.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `vx_tpl_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase({ url: url.toString(), max: 2 });
    await db.migrate();
    await seedIfEmpty(db.db);
    await db.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const db = await openDatabase({ pgliteDir: 'memory://' });
  await db.migrate();
  await seedIfEmpty(db.db);
  const dump = await db.dumpDataDir();
  await db.close();
  const file = join(tmpdir(), `vx-test-seed-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return async () => {
    const { rm } = await import('node:fs/promises');
    await rm(file, { force: true });
  };
}
