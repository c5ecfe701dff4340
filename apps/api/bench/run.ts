/**
 * `npm run bench`: the foundation bench (PGlite, in-process), the jobs benchmark (PostgreSQL,
 * a listening server under autocannon; docs/performance.md) and the mixed public load test.
 * `BENCH=foundation`, `BENCH=jobs` or `BENCH=mixed` runs one of them; see docs/performance.md for
 * the other settings.
 */
import { runFoundationBench } from './foundation.ts';
import { runJobsBench } from './jobs/index.ts';
import { runMixedBench } from './mixed.ts';

const PARTS = ['foundation', 'jobs', 'mixed'];
const parts = (process.env.BENCH || PARTS.join(',')).split(',').map((s) => s.trim());
for (const p of parts) {
  if (!PARTS.includes(p)) throw new Error(`BENCH: unknown part '${p}' (${PARTS.join(', ')})`);
}
let failed = 0;
if (parts.includes('foundation')) failed += await runFoundationBench();
if (parts.includes('jobs')) failed += await runJobsBench();
// The jobs bench built the pages already.
if (parts.includes('mixed')) failed += await runMixedBench({ built: parts.includes('jobs') });
process.exit(failed > 0 ? 1 : 0);
