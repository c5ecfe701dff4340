/**
 * `npm run bench`: the foundation bench (PGlite, in-process), the jobs benchmark (PostgreSQL,
 * a listening server under autocannon; docs/performance.md), the mixed public load test (mixed.ts),
 * the public pages' budgets (pages/), the login bench (login.ts) and the enumeration timing bench
 * (enumeration.ts) and the adviser's judged set (adviser.ts). `BENCH=foundation`, `BENCH=jobs`, `BENCH=mixed`, `BENCH=pages`, `BENCH=login` or
 * `BENCH=enumeration` runs one of them (or a
 * comma-separated list); see docs/performance.md for the other settings.
 */
import { runAdviserBench } from './adviser.ts';
import { runAlertsBench } from './alerts.ts';
import { runEnumerationBench } from './enumeration.ts';
import { runFoundationBench } from './foundation.ts';
import { runJobsBench } from './jobs/index.ts';
import { runLoginBench } from './login.ts';
import { runMemoryBench } from './memory.ts';
import { runMixedBench } from './mixed.ts';
import { runPagesBench } from './pages/index.ts';

const PARTS = ['foundation', 'memory', 'jobs', 'mixed', 'pages', 'login', 'enumeration', 'alerts', 'adviser'];
const parts = (process.env.BENCH || PARTS.join(',')).split(',').map((s) => s.trim());
for (const p of parts) {
  if (!PARTS.includes(p)) throw new Error(`BENCH: unknown part '${p}' (${PARTS.join(', ')})`);
}
let failed = 0;
if (parts.includes('foundation')) failed += await runFoundationBench();
if (parts.includes('memory')) failed += await runMemoryBench();
if (parts.includes('jobs')) failed += await runJobsBench();
// The jobs bench built the pages already.
if (parts.includes('mixed')) failed += await runMixedBench({ built: parts.includes('jobs') });
if (parts.includes('pages'))
  failed += await runPagesBench({ built: parts.includes('jobs') || parts.includes('mixed') });
if (parts.includes('login')) failed += await runLoginBench();
if (parts.includes('enumeration')) failed += await runEnumerationBench();
if (parts.includes('alerts')) failed += await runAlertsBench();
if (parts.includes('adviser')) failed += await runAdviserBench();
process.exit(failed > 0 ? 1 : 0);
