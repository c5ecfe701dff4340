/** The app as a process (server.ts loads it): start-up, signals, crashes, listening. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { describeDatabaseError, isDatabaseUnavailable } from './db/unavailable.ts';
import { StorageUnavailableError } from './modules/uploads/storage.ts';

/** Exit status when the database (or the file storage) cannot be reached at start (sysexits EX_UNAVAILABLE). */
const EXIT_DATABASE_UNAVAILABLE = 69;
/** How long a shutdown may take (after SHUTDOWN_DRAIN_MS) before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';

/**
 * `npm run dev` without rate providers configured: both point at a local fake (ADR 0028), so the
 * converter works offline. Production never starts it.
 */
async function devRateProviders(): Promise<Record<string, string>> {
  if (mode !== 'development' || process.env.CURRENCY_PRIMARY_URL || process.env.CURRENCY_FALLBACK_URL)
    return {};
  const { startFakeRateServer } = await import('./dev/fake-rate-server.ts');
  const fake = await startFakeRateServer();
  console.log(`Development: exchange rates from the local fake provider ${fake.url}`);
  return { CURRENCY_PRIMARY_URL: fake.url, CURRENCY_FALLBACK_URL: fake.url };
}

let app: FastifyInstance;
try {
  app = await buildApp({ web: { mode }, env: await devRateProviders() });
} catch (err) {
  // Start-up fails fast with one clear line instead of a stack or a hang: the database is checked
  // (migrations) before anything listens, and every connection attempt is bounded by
  // DB_CONNECT_TIMEOUT_MS. A supervisor (systemd, Docker, Kubernetes) restarts the process.
  // The demo seed writes its files to the storage: a bucket that does not answer is said as such
  // (its network error would otherwise read as the database's).
  if (err instanceof StorageUnavailableError) {
    console.error(
      `ViệcXa cannot start: the file storage is unreachable (${err.message}). Check the S3_* settings.`,
    );
    process.exit(EXIT_DATABASE_UNAVAILABLE);
  }
  if (isDatabaseUnavailable(err)) {
    console.error(
      `ViệcXa cannot start: the database is unreachable (${describeDatabaseError(err)}). ` +
        'Check DATABASE_URL and that PostgreSQL is running.',
    );
    process.exit(EXIT_DATABASE_UNAVAILABLE);
  }
  console.error('ViệcXa cannot start:', err);
  process.exit(1);
}

let stopping = false;
function shutdown(code: number): void {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(code), app.env.SHUTDOWN_DRAIN_MS + SHUTDOWN_GRACE_MS).unref();
  // Readiness 503 at once, stop accepting after the drain, finish the requests in flight, then the
  // onClose hooks: email worker, timers, leases, the database pool (modules/health/lifecycle.ts).
  app.lifecycle.shutdown().then(
    () => process.exit(code),
    () => process.exit(code || 1),
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    shutdown(0);
  });
}

// A promise nobody awaited failed: log it and keep serving (nothing is half-done in this process
// because of it). Database errors are expected during an outage and are answered 503 where they
// belong; one reaching here is logged as a warning.
process.on('unhandledRejection', (reason) => {
  if (isDatabaseUnavailable(reason))
    app.log.warn({ cause: describeDatabaseError(reason) }, 'unhandled rejection: database unavailable');
  else app.log.error({ err: reason }, 'unhandled rejection');
});
// A thrown exception nobody caught leaves the process in an unknown state: log it, stop taking
// requests, finish the ones in flight and exit 1 so the supervisor starts a clean process.
process.on('uncaughtException', (err) => {
  app.log.fatal({ err }, 'uncaught exception: shutting down');
  shutdown(1);
});

try {
  await app.listen({ host: app.env.HOST, port: app.env.PORT });
} catch (err) {
  app.log.error(err);
  process.exit(1);
}

export { app };
