// Runs the API test suite a second time against real PostgreSQL when TEST_DATABASE_URL is set
// (CI sets it; a fresh machine without PostgreSQL skips this part and says so).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('API suite on PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://… to run it).');
  process.exit(0);
}
console.log(`API suite on PostgreSQL (${new URL(url).host})`);
const res = spawnSync('vitest', ['run', 'apps/api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
  shell: false,
});
process.exit(res.status ?? 1);
