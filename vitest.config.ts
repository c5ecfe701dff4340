import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/test/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', 'apps/web/e2e/**'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    // One module graph per worker, not per file: importing the app (≈1.5 s of the ≈3.5 s a file
    // cost) once per worker halved the suite (307 s → 158 s on 2 cores). Sound because the app
    // keeps no per-process state that a second app would see: module state is keyed by the app or
    // the database (WeakMaps in prepared.ts, keyed-limit.ts, search-stats.ts) or is the same for
    // every app (upload reference checkers, zod's locale). A test that changes module state
    // (fake timers, a registered checker) undoes it in its own afterEach/afterAll.
    isolate: false,
    // Vitest's default on 2 cores is one worker; files wait on the database and on sockets
    // (SMTP, S3, rate providers), so two keep both cores busy.
    maxWorkers: '100%',
    // Generous on purpose: CI's machine is often loaded (a file's setup — a database copy and the
    // app — took over 60 s there once); waiting longer costs nothing when the work is done sooner.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
