/**
 * `npm run bench`: the foundation bench (PGlite, in-process) and the jobs benchmark (PostgreSQL,
 * a listening server under autocannon; docs/performance.md). `BENCH=foundation` or `BENCH=jobs`
 * runs one of them; see docs/performance.md for the other settings.
 */
import { runFoundationBench } from './foundation.ts';
import { runJobsBench } from './jobs/index.ts';

const parts = (process.env.BENCH || 'foundation,jobs').split(',').map((s) => s.trim());
for (const p of parts) {
  if (p !== 'foundation' && p !== 'jobs') throw new Error(`BENCH: unknown part '${p}' (foundation, jobs)`);
}
let failed = 0;
if (parts.includes('foundation')) failed += await runFoundationBench();
if (parts.includes('jobs')) failed += await runJobsBench();
process.exit(failed > 0 ? 1 : 0);
