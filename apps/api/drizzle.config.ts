import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied from code (STACK trap 3).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
