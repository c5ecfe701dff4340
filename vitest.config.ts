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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
