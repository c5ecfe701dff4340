/** Tables of the jobs benchmark: printed, and written as Markdown and JSON for docs/performance.md. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { type FilterResult, filterTargetMs } from './filters.ts';
import type { KeywordResult } from './keywords.ts';
import type { LoadResult } from './load.ts';

export interface ScenarioResult {
  id: string;
  name: string;
  connections: number;
  /** Null when the endpoint or page is not there (yet): the scenario is skipped, not failed. */
  load: LoadResult | null;
  note?: string;
}

export interface TargetResult {
  name: string;
  target: string;
  got: string;
  pass: boolean | null;
}

export interface SizeResult {
  size: number;
  database: string;
  seed: { reused: boolean; seconds: number; steps: Record<string, number> };
  publicJobs: number;
  scenarios: ScenarioResult[];
  keywords: KeywordResult[];
  filters: FilterResult[];
  targets: TargetResult[];
  seconds: number;
}

export const KEYWORD_TARGET_MS = 20;

const f0 = (n: number) => n.toFixed(0);
const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);

export function evaluate(
  scenarios: ScenarioResult[],
  keywords: KeywordResult[],
  filters: FilterResult[],
): TargetResult[] {
  const by = (id: string) => scenarios.find((s) => s.id === id)?.load ?? null;
  const raw = by('raw');
  const list = by('list');
  const page = by('page-detail');
  const out: TargetResult[] = [];
  if (list && raw) {
    const ratio = list.rps / raw.rps;
    out.push({
      name: 'job list throughput',
      target: '≥ 0.9 × raw',
      got: `${ratio.toFixed(2)} × raw`,
      pass: ratio >= 0.9,
    });
    out.push({
      name: 'job list p99 (50 conn.)',
      target: '≤ 30 ms',
      got: `${f1(list.p99)} ms`,
      pass: list.p99 <= 30,
    });
  } else {
    out.push({ name: 'job list', target: '≥ 0.9 × raw, p99 ≤ 30 ms', got: 'not measured', pass: null });
  }
  if (keywords.length) {
    const slow = keywords.filter((k) => k.serverMs > KEYWORD_TARGET_MS);
    const seq = keywords.filter((k) => k.seqScans.includes('jobs'));
    const max = Math.max(...keywords.map((k) => k.serverMs));
    out.push({
      name: `keyword searches (${keywords.length})`,
      target: `each ≤ ${KEYWORD_TARGET_MS} ms`,
      got: `max ${f1(max)} ms, ${slow.length} over`,
      pass: slow.length === 0,
    });
    out.push({
      name: 'keyword searches',
      target: 'no Seq Scan on jobs',
      got: `${seq.length} with a Seq Scan`,
      pass: seq.length === 0,
    });
  } else {
    out.push({
      name: 'keyword searches',
      target: `each ≤ ${KEYWORD_TARGET_MS} ms, no Seq Scan`,
      got: 'not measured',
      pass: null,
    });
  }
  if (filters.length) {
    const slow = filters.filter((f) => f.serverMs > filterTargetMs(f.query));
    const seq = filters.filter((f) => f.seqScans.includes('jobs'));
    const plain = filters.filter((f) => !/(^|&)search=/.test(f.query)).map((f) => f.serverMs);
    out.push({
      name: `filter combinations (${filters.length})`,
      target: 'each ≤ 5 ms (≤ 20 ms with a keyword)',
      got: `without keyword mean ${f1(plain.reduce((a, b) => a + b, 0) / Math.max(1, plain.length))} ms, max ${f1(Math.max(...plain))} ms; ${slow.length} over`,
      pass: slow.length === 0,
    });
    out.push({
      name: 'filter combinations',
      target: 'no Seq Scan on jobs',
      got: `${seq.length} with a Seq Scan`,
      pass: seq.length === 0,
    });
  } else {
    out.push({
      name: 'filter combinations',
      target: 'each ≤ 5 ms, no Seq Scan',
      got: 'not measured',
      pass: null,
    });
  }
  if (page) {
    out.push({
      name: 'SSR job detail throughput',
      target: '≥ 300 req/s',
      got: `${f0(page.rps)} req/s`,
      pass: page.rps >= 300,
    });
    out.push({
      name: 'SSR job detail p99 (10 conn.)',
      target: '≤ 60 ms',
      got: `${f1(page.p99)} ms`,
      pass: page.p99 <= 60,
    });
  } else {
    out.push({ name: 'SSR job detail', target: '≥ 300 req/s, p99 ≤ 60 ms', got: 'not measured', pass: null });
  }
  return out;
}

const verdict = (pass: boolean | null) => (pass === null ? 'n/a' : pass ? 'PASS' : 'MISS');

export function scenarioTable(r: SizeResult): string[] {
  const raw = r.scenarios.find((s) => s.id === 'raw')?.load;
  const rows = [
    '| scenario | conn. | req/s | p50 ms | p99 ms | max ms | KB/resp | × raw | CPU ms/req: server | PostgreSQL | autocannon | other |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const s of r.scenarios) {
    const l = s.load;
    if (l && l.requests === 0) {
      rows.push(
        `| ${s.name} | ${s.connections} | 0 (${l.timeouts} timed out after 10 s) | | | | | | | | | |`,
      );
      continue;
    }
    if (!l) {
      rows.push(`| ${s.name} | ${s.connections} | ${s.note ?? 'skipped'} | | | | | | | | | |`);
      continue;
    }
    const ratio =
      raw && s.id.startsWith('list') ? (l.rps / raw.rps).toFixed(2) : s.id === 'raw' ? '1.00' : '';
    const bad = (l.bad ? ` (${l.bad} errors)` : '') + (l.timeouts ? ` (${l.timeouts} timed out)` : '');
    rows.push(
      `| ${s.name} | ${s.connections} | ${f0(l.rps)}${bad} | ${f1(l.p50)} | ${f1(l.p99)} | ${f0(l.max)} | ${f1(l.bytesPerRequest / 1024)} | ${ratio} | ${f2(l.serverCpuMs)} | ${f2(l.dbCpuMs)} | ${f2(l.clientCpuMs)} | ${f2(l.otherCpuMs)} |`,
    );
  }
  return rows;
}

export function targetTable(r: SizeResult): string[] {
  return [
    '| target | wanted | got | |',
    '| --- | --- | --- | --- |',
    ...r.targets.map((t) => `| ${t.name} | ${t.target} | ${t.got} | ${verdict(t.pass)} |`),
  ];
}

export function keywordTable(r: SizeResult): string[] {
  return [
    '| group | keyword | found | match | stmts | server ms | Seq Scan |',
    '| --- | --- | ---: | --- | ---: | ---: | --- |',
    ...r.keywords.map(
      (k) =>
        `| ${k.group} | ${JSON.stringify(k.keyword)} | ${k.total ?? ''} | ${k.match ?? ''} | ${k.statements} | ${f1(k.serverMs)} | ${k.seqScans.join(', ')} |`,
    ),
  ];
}

/** The plan's first index (or Seq Scan) on `jobs`: which access path answered. */
function accessOf(plan: unknown): string {
  const walk = (n: {
    'Node Type'?: string;
    'Relation Name'?: string;
    'Index Name'?: string;
    Plans?: unknown[];
  }): string | null => {
    if (n['Index Name']?.startsWith('jobs')) return n['Index Name'];
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'jobs') return 'Seq Scan jobs';
    for (const c of n.Plans ?? []) {
      const hit = walk(c as typeof n);
      if (hit) return hit;
    }
    return null;
  };
  const p = (plan as { plan?: unknown } | null)?.plan;
  return p ? (walk(p as never) ?? '') : '';
}

export function filterTable(r: SizeResult): string[] {
  return [
    '| query | found | stmts | planning ms | server ms | slowest statement reads | Seq Scan | |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- | --- |',
    ...r.filters.map(
      (f) =>
        `| \`${f.query || '(none)'}\` | ${f.total ?? ''} | ${f.statements} | ${f1(f.planningMs)} | ${f1(f.serverMs)} | ${accessOf(f.slowestPlan)} | ${f.seqScans.join(', ')} | ${f.serverMs > filterTargetMs(f.query) ? 'MISS' : ''} |`,
    ),
  ];
}

export function filterSummary(r: SizeResult): string {
  if (!r.filters.length) return 'filter suite: not run';
  const times = r.filters.map((f) => f.serverMs).sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const slow = r.filters
    .filter((f) => f.serverMs > filterTargetMs(f.query))
    .map((f) => `${f.query || '(none)'} ${f1(f.serverMs)} ms`);
  return (
    `filter suite: ${r.filters.length} combinations, server time p50 ${f1(p(0.5))} ms, p90 ${f1(p(0.9))} ms, max ${f1(p(1))} ms` +
    (slow.length ? `; over target: ${slow.join('; ')}` : '')
  );
}

export function keywordSummary(r: SizeResult): string {
  if (!r.keywords.length) return 'keyword suite: not run';
  const times = r.keywords.map((k) => k.serverMs).sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const slow = r.keywords
    .filter((k) => k.serverMs > KEYWORD_TARGET_MS)
    .map((k) => `${k.keyword} ${f1(k.serverMs)} ms`);
  return (
    `keyword suite: ${r.keywords.length} searches, server time p50 ${f1(p(0.5))} ms, max ${f1(p(1))} ms` +
    (slow.length ? `; over ${KEYWORD_TARGET_MS} ms: ${slow.join('; ')}` : '')
  );
}

export function machine(pgVersion: string): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${f0(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, PostgreSQL ${pgVersion}`;
}

export function printSize(r: SizeResult): void {
  const lines = [
    '',
    `── ${r.size.toLocaleString('en')} jobs (${r.database}, ${r.publicJobs.toLocaleString('en')} public) ──`,
    `seeding: ${r.seed.reused ? `reused (seeded earlier in ${f0(r.seed.seconds)} s)` : `${f0(r.seed.seconds)} s`}`,
    ...scenarioTable(r),
    '',
    keywordSummary(r),
    filterSummary(r),
    '',
    ...targetTable(r),
  ];
  console.log(lines.join('\n'));
}

export function writeReport(dir: string, header: string, results: SizeResult[]): string {
  mkdirSync(dir, { recursive: true });
  const md = [header, ''];
  for (const r of results) {
    md.push(
      `## ${r.size.toLocaleString('en')} jobs`,
      '',
      `Database ${r.database}, ${r.publicJobs.toLocaleString('en')} public jobs; seeding ${r.seed.reused ? 'reused, ' : ''}${f0(r.seed.seconds)} s (${Object.entries(
        r.seed.steps,
      )
        .map(([k, v]) => `${k} ${f1(v)} s`)
        .join(', ')}); measured in ${f0(r.seconds)} s.`,
      '',
      ...scenarioTable(r),
      '',
      ...targetTable(r),
      '',
      keywordSummary(r),
      '',
      ...keywordTable(r),
      '',
      filterSummary(r),
      '',
      ...filterTable(r),
      '',
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(join(dir, 'jobs-latest.md'), md.join('\n'));
  writeFileSync(join(dir, `jobs-${stamp}.json`), JSON.stringify(results, null, 2));
  return join(dir, 'jobs-latest.md');
}
