import { availableParallelism } from 'node:os';
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
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine that ran every
    // file in turn. Each file has its own database copy (global-setup.ts), so files run side by side.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
