/**
 * Query plans and timings of the public job search on PostgreSQL at scale (ADR 0012, 0016, 0024).
 *
 *   node apps/api/bench/search-plans.ts [--size 100k] [--only text] [--plans] [--repeats 3] [--relevance]
 *
 * Uses the jobs bench's database of that size (`vx_bench_100k`, seeded or reused by
 * bench/jobs/seed.ts: the same data, search text and migrations as `npm run bench`), sends each case
 * through the app's own route (bench/jobs/probe.ts records the statements the service runs) and
 * EXPLAIN ANALYZEs every statement: PostgreSQL time (planning + execution) per request, whether a
 * Seq Scan on `jobs` appears, then p50 / p95 / max over the keyword cases. `--plans` prints the
 * slowest statement's plan of each case; `--relevance` scores the tests' relevance set on the
 * generated jobs (bench/jobs/relevance.ts). No SQL is copied by hand.
 */
import { parseArgs } from 'node:util';
import { parseSize } from './jobs/config.ts';
import { explainRequest, KEYWORDS } from './jobs/keywords.ts';
import { openProbe } from './jobs/probe.ts';
import { relevanceSummary, runRelevance } from './jobs/relevance.ts';
import { ensureSeeded } from './jobs/seed.ts';

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '100k' },
    'base-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432',
    },
    only: { type: 'string' },
    plans: { type: 'boolean', default: false },
    repeats: { type: 'string', default: '3' },
    relevance: { type: 'boolean', default: false },
  },
});

const FILTER_CASES: [string, string][] = [
  ['default list, page 1', ''],
  ['default list, page 50', 'page=50'],
  ['kind labour export', 'kind=labor_export'],
  ['nation JP + salary ≥ 30 M', 'nation=JP&salary_min=30000000'],
  ['sort luong-cao-nhat', 'sort=luong-cao-nhat'],
];
/** Keyword cases: the bench's keyword suite in the default order (relevance), then pages and sorts. */
const KEYWORD_CASES: [string, string][] = [
  ...KEYWORDS.map(([group, text]): [string, string] => [
    `${group}: ${text}`,
    `search=${encodeURIComponent(text)}`,
  ]),
  ['xkld, page 3', 'search=xkld&page=3'],
  ['xkld, page 15 (past the first 200)', 'search=xkld&page=15'],
  ['"nhat ban", newest first', `search=nhat%20ban&sort=moi-nhat`],
  ['"aichi" + nation JP', 'search=aichi&nation=JP'],
];

const size = parseSize(args.size as string);
const seeded = await ensureSeeded(args['base-url'] as string, size, false);
console.log(`${seeded.name}: ${seeded.reused ? 'reused' : `seeded in ${seeded.seedSeconds.toFixed(0)} s`}`);
const probe = await openProbe(seeded.url);
const repeats = Number(args.repeats);
const keywordMs: number[] = [];
const keywordBuffers: number[] = [];

for (const [list, cases] of [
  ['filters', FILTER_CASES],
  ['keywords', KEYWORD_CASES],
] as const) {
  console.log(`\n## ${list}`);
  for (const [name, query] of cases) {
    if (args.only && !name.includes(args.only)) continue;
    const r = await explainRequest(probe, `/api/listJobs?${query}`, repeats);
    if (list === 'keywords') {
      keywordMs.push(r.serverMs);
      keywordBuffers.push(r.buffers);
    }
    const seq = r.seqScans.includes('jobs') ? ' SEQ SCAN' : '';
    console.log(
      `${name}: ${r.total ?? '?'} (${r.match ?? 'no keyword'}), ${r.statements} statements, ` +
        `${r.serverMs.toFixed(1)} ms (planning ${r.planningMs.toFixed(1)}), ${r.buffers} buffers${seq}`,
    );
    if (args.plans) console.log(JSON.stringify(r.slowestPlan, null, 1));
  }
}

if (keywordMs.length > 0) {
  const s = [...keywordMs].sort((a, b) => a - b);
  const at = (q: number) => (s[Math.min(s.length - 1, Math.floor(q * s.length))] as number).toFixed(1);
  console.log(`\nkeywords (${s.length}): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
  const b = [...keywordBuffers].sort((x, y) => x - y);
  const bAt = (q: number) => b[Math.min(b.length - 1, Math.floor(q * b.length))];
  console.log(`shared buffers per search: p50 ${bAt(0.5)}, p95 ${bAt(0.95)}, max ${bAt(1)}`);
}
if (args.relevance) console.log(`\n${relevanceSummary(await runRelevance(probe))}`);
await probe.close();
