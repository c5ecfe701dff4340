// The several-processes run (issue 18, ADR 0037): TWO app processes on one fresh PostgreSQL
// database, one Redis (a key prefix of this run's own) and one S3 bucket (s3rver), behind our round-robin
// proxy (apps/api/test/support/round-robin-proxy.ts) that sends each request to the next process.
// The browser tests tagged @postgres run through the proxy: the full hiring loop (hiring-loop.spec.ts),
// the accent-free search and the longest title on PostgreSQL's own text search, and the multiprocess
// spec (sessions across processes, each mail of the outbox sent once). This is the suite's one run on
// PostgreSQL (it was a single-process run of its own before). Both processes start at once on the
// empty database: the start-up lock makes one migrate and seed while the other waits.
// Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both; without them this part is skipped and
// says so). Expects `npm run build` to have run (test:e2e does).

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { S3TestServer } from '../apps/api/test/support/s3-server.ts';

const url = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!url || !redisUrl) {
  console.log(
    'Browser tests on two processes: skipped (set TEST_DATABASE_URL=postgres://… and TEST_REDIS_URL=redis://… to run them).',
  );
  process.exit(0);
}
// Uploads in one S3-compatible bucket both processes use (a local s3rver, ADR 0034), as in the
// reference deployment (docs/deploy.md): a CV uploaded through one process is read through the other.
const s3 = await new S3TestServer().start();
console.log(`Uploads in the S3 bucket of a local s3rver at ${s3.endpoint}`);

const run = randomBytes(4).toString('hex');
const name = `vx_e2e_multi_${run}`;
const prefix = `vx-e2e-multi-${run}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;
// The proxy on E2E_MULTI_PORT, the processes on the two ports after it; other ports than the
// PGlite and @postgres runs, so a leftover server can never answer for this one.
const port = Number(process.env.E2E_MULTI_PORT ?? 3240);
console.log(
  `Browser tests through a round-robin proxy (:${port}) on two processes (:${port + 1}, :${port + 2}): ` +
    `PostgreSQL ${dbUrl.host}/${name}, Redis prefix ${prefix}`,
);

let status = 1;
try {
  // Asynchronous: the s3rver above answers from this process's event loop meanwhile.
  const child = spawn('npx', ['playwright', 'test', '--grep', '@postgres'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PROCESSES: '2',
      // The bucket's own timeouts, not the outage tests' short ones (a loaded CI machine).
      E2E_STORAGE_ENV: JSON.stringify({
        ...s3.env(),
        S3_CONNECT_TIMEOUT_MS: '3000',
        S3_REQUEST_TIMEOUT_MS: '10000',
      }),
      E2E_DATABASE_URL: dbUrl.toString(),
      E2E_REDIS_URL: redisUrl,
      E2E_REDIS_KEY_PREFIX: prefix,
      E2E_PORT: String(port),
      OAUTH_MOCK_PORT: process.env.E2E_MULTI_OAUTH_MOCK_PORT ?? '3271',
      SMTP_SINK_PORT: process.env.E2E_MULTI_SMTP_SINK_PORT ?? '3272',
      SMTP_SINK_HTTP_PORT: process.env.E2E_MULTI_SMTP_SINK_HTTP_PORT ?? '3273',
      RATES_PRIMARY_PORT: process.env.E2E_MULTI_RATES_PRIMARY_PORT ?? '3274',
      RATES_FALLBACK_PORT: process.env.E2E_MULTI_RATES_FALLBACK_PORT ?? '3275',
      FAKE_CHAT_PORT: process.env.E2E_MULTI_FAKE_CHAT_PORT ?? '3276',
    },
    shell: false,
  });
  status = await new Promise((resolve) => {
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
} finally {
  await s3.stop();
  const drop = new pg.Client({ connectionString: url });
  await drop.connect();
  await drop.query(`drop database if exists ${name} with (force)`);
  await drop.end();
  const redis = new Redis(redisUrl);
  for (let cursor = '0'; ; ) {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
    if (cursor === '0') break;
  }
  await redis.quit();
}
process.exit(status);
