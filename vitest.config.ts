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
    // Generous on purpose: CI's machine is often loaded (a file's setup — a database copy and the
    // app — took over 60 s there once); waiting longer costs nothing when the work is done sooner.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
