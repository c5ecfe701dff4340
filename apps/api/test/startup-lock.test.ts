import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { onPostgres } from './helpers.ts';

/**
 * Several processes starting at once on one empty PostgreSQL database (ADR 0037): migrations and the
 * seed run under one advisory lock, one process after the other; without it the second fails on
 * "relation already exists". PGlite is one process by construction.
 */
describe.skipIf(!onPostgres)('start-up lock on PostgreSQL', () => {
  it('two processes migrating one fresh database at once both start, one after the other', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `vx_lock_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const a = await openDatabase({ url: url.toString(), max: 2 });
    const b = await openDatabase({ url: url.toString(), max: 2 });
    try {
      const events: string[] = [];
      const start = (label: string, db: typeof a) =>
        db.withStartupLock(async () => {
          events.push(`${label} in`);
          await db.migrate();
          events.push(`${label} out`);
        });
      await Promise.all([start('a', a), start('b', b)]);
      // Never both inside at once.
      expect([
        ['a in', 'a out', 'b in', 'b out'],
        ['b in', 'b out', 'a in', 'a out'],
      ]).toContainEqual(events);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query(
        'select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations',
      );
      await check.end();
      expect(rows[0].n).toBeGreaterThan(0);
      // Each migration applied once, not twice.
      expect(rows[0].distinct_n).toBe(rows[0].n);
    } finally {
      await a.close();
      await b.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
