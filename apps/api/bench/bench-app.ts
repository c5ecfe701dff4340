/**
 * The app the in-process benches time through app.inject: a migrated and seeded database (PGlite
 * in memory, or PostgreSQL at `url`) and the app on it in production mode, with every rate limit
 * far above what a bench sends so a 429 never stands in for the work being timed.
 */
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';

export async function openBenchApp(
  opts: { url?: string; emailWorker?: boolean; env?: Record<string, string> } = {},
) {
  const t0 = performance.now();
  const database = opts.url
    ? await openDatabase({ url: opts.url })
    : await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  const migrated = performance.now();
  await seedIfEmpty(database.db);
  const seeded = performance.now();
  const app = await buildApp({
    database,
    migrate: false,
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '100000000',
      LOGIN_RATE_LIMIT_MAX: '100000000',
      LOGIN_ACCOUNT_RATE_LIMIT_MAX: '100000000',
      ACCOUNT_RATE_LIMIT_MAX: '100000000',
      ...opts.env,
    },
    emailWorker: opts.emailWorker,
  });
  await app.ready();
  const ready = performance.now();
  return {
    app,
    database,
    /** Start-up costs in ms: migrations, seed, app build until ready. */
    startup: { migrate: migrated - t0, seed: seeded - migrated, ready: ready - seeded },
  };
}
