// Runs the browser tests tagged @postgres (the full hiring loop) a second time against a server on
// real PostgreSQL when TEST_DATABASE_URL is set (CI sets it; a machine without PostgreSQL skips this
// part and says so). A fresh database is created for the run and dropped afterwards; the server
// migrates and seeds it at start, as on PGlite. Expects `npm run build` to have run (test:e2e does).

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('Browser tests on PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://… to run them).');
  process.exit(0);
}
const name = `vx_e2e_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;
console.log(`Browser tests @postgres on PostgreSQL (${dbUrl.host}/${name})`);

let status = 1;
try {
  const res = spawnSync('npx', ['playwright', 'test', '--grep', '@postgres'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_DATABASE_URL: dbUrl.toString(),
      // Other ports than the PGlite run, so a leftover server can never answer for this one.
      E2E_PORT: process.env.E2E_PG_PORT ?? '3220',
      OAUTH_MOCK_PORT: '3281',
      SMTP_SINK_PORT: '3282',
      SMTP_SINK_HTTP_PORT: '3283',
      RATES_PRIMARY_PORT: '3284',
      RATES_FALLBACK_PORT: '3285',
      FAKE_CHAT_PORT: '3286',
    },
    shell: false,
  });
  status = res.status ?? 1;
} finally {
  const drop = new pg.Client({ connectionString: url });
  await drop.connect();
  await drop.query(`drop database if exists ${name} with (force)`);
  await drop.end();
}
process.exit(status);
