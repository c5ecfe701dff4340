/**
 * `npm run bench`: the foundation bench (PGlite, in-process), the jobs benchmark (PostgreSQL,
 * a listening server under autocannon; docs/performance.md) and the enumeration timing bench
 * (enumeration.ts). `BENCH=foundation`, `BENCH=jobs` or `BENCH=enumeration` runs one of them; see
 * docs/performance.md for the other settings.
 */
import { runEnumerationBench } from './enumeration.ts';
import { runFoundationBench } from './foundation.ts';
import { runJobsBench } from './jobs/index.ts';

const parts = (process.env.BENCH || 'foundation,jobs,enumeration').split(',').map((s) => s.trim());
for (const p of parts) {
  if (p !== 'foundation' && p !== 'jobs' && p !== 'enumeration')
    throw new Error(`BENCH: unknown part '${p}' (foundation, jobs, enumeration)`);
}
let failed = 0;
if (parts.includes('foundation')) failed += await runFoundationBench();
if (parts.includes('jobs')) failed += await runJobsBench();
if (parts.includes('enumeration')) failed += await runEnumerationBench();
process.exit(failed > 0 ? 1 : 0);
