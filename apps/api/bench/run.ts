/**
 * `npm run bench`: the foundation bench (PGlite, in-process) and the jobs benchmark (PostgreSQL,
 * a listening server under autocannon; docs/performance.md). `BENCH=foundation` or `BENCH=jobs`
 * runs one of them (`BENCH=login` the login bench); see docs/performance.md for the other settings.
 */
import { runFoundationBench } from './foundation.ts';
import { runJobsBench } from './jobs/index.ts';
import { runLoginBench } from './login.ts';

const parts = (process.env.BENCH || 'foundation,jobs,login').split(',').map((s) => s.trim());
for (const p of parts) {
  if (p !== 'foundation' && p !== 'jobs' && p !== 'login')
    throw new Error(`BENCH: unknown part '${p}' (foundation, jobs, login)`);
}
let failed = 0;
if (parts.includes('foundation')) failed += await runFoundationBench();
if (parts.includes('jobs')) failed += await runJobsBench();
if (parts.includes('login')) failed += await runLoginBench();
process.exit(failed > 0 ? 1 : 0);
