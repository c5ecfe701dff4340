/**
 * The API alone (no pages) on an in-memory PGlite with the demo accounts, for the login bench:
 * `npm start`'s default database, rate limits out of reach so every answer is the hash's.
 */
import { buildApp } from '../src/app.ts';

const app = await buildApp({
  env: {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PGLITE_DIR: 'memory://',
    RATE_LIMIT_MAX: '1000000000',
    LOGIN_RATE_LIMIT_MAX: '1000000000',
    LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1000000000',
  },
  emailWorker: false,
});
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
