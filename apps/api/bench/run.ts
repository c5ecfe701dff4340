/**
 * `npm run bench`: the foundation bench (PGlite, in-process), the jobs benchmark (PostgreSQL,
 * a listening server under autocannon; docs/performance.md), the login bench (login.ts) and the
 * enumeration timing bench (enumeration.ts). `BENCH=foundation`, `BENCH=jobs`, `BENCH=login` or
 * `BENCH=enumeration` runs one of them; see docs/performance.md for the other settings.
 */
import { runEnumerationBench } from './enumeration.ts';
import { runFoundationBench } from './foundation.ts';
import { runJobsBench } from './jobs/index.ts';
import { runLoginBench } from './login.ts';

const known = ['foundation', 'jobs', 'login', 'enumeration'];
const parts = (process.env.BENCH || known.join(',')).split(',').map((s) => s.trim());
for (const p of parts) {
  if (!known.includes(p)) throw new Error(`BENCH: unknown part '${p}' (${known.join(', ')})`);
}
let failed = 0;
if (parts.includes('foundation')) failed += await runFoundationBench();
if (parts.includes('jobs')) failed += await runJobsBench();
if (parts.includes('login')) failed += await runLoginBench();
if (parts.includes('enumeration')) failed += await runEnumerationBench();
process.exit(failed > 0 ? 1 : 0);
