/**
 * The pages bench's tables: figures per route, each against issue 11's target (PASS/MISS), and
 * issue 31's targets in one table (issue31Table).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MainThreadComparison } from '../../../web/e2e/perf/main-thread.ts';
import { MAIN_THREAD_BUDGETS, mainThreadProblems } from '../../../web/e2e/perf/main-thread-budgets.ts';
import { KB, type PageKind, TARGETS } from '../../../web/e2e/perf/page-budgets.ts';
import type { PageWeight } from '../../../web/e2e/perf/page-weight.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { HtmlSizes } from './server-side.ts';

export interface RouteResult {
  id: string;
  path: string;
  kind: PageKind;
  html: HtmlSizes;
  weight: PageWeight;
  cpuMs: number;
  /** Main-thread work against the reference page (main-thread.ts). */
  mainThread: MainThreadComparison;
  lighthouse: LighthouseResult | null;
}

export interface TargetCheck {
  route: string;
  name: string;
  target: string;
  got: string;
  pass: boolean;
}

const f0 = (n: number) => n.toFixed(0);
const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);
const kib = (bytes: number) => f1(bytes / KB);

export function checks(r: RouteResult): TargetCheck[] {
  const out: TargetCheck[] = [];
  const add = (name: string, target: string, got: string, pass: boolean) =>
    out.push({ route: r.id, name, target, got, pass });
  add(
    'JS+CSS brotli',
    `≤ ${TARGETS.jsCssBrotliKB} KB`,
    `${kib(r.weight.jsCssBrotli)} KB`,
    r.weight.jsCssBrotli <= TARGETS.jsCssBrotliKB * KB,
  );
  add(
    'requests',
    `< ${TARGETS.requests + 1}`,
    String(r.weight.requests),
    r.weight.requests <= TARGETS.requests,
  );
  if (r.kind === 'list') {
    add(
      'HTML raw',
      `≤ ${TARGETS.listHtmlRawKB} KB`,
      `${kib(r.html.raw)} KB`,
      r.html.raw <= TARGETS.listHtmlRawKB * KB,
    );
    // What a phone downloads: the server's own answer to `br, gzip`, not what it could be.
    const sent = `${kib(r.html.sent)} KB (${r.html.sentEncoding})`;
    add(
      'HTML compressed, as sent',
      `≤ ${TARGETS.listHtmlCompressedKB} KB`,
      sent,
      r.html.sent <= TARGETS.listHtmlCompressedKB * KB,
    );
  }
  if (r.kind !== 'static') {
    const limit = TARGETS.ssrCpuMs[r.kind];
    add('server CPU per page', `≤ ${limit} ms`, `${f1(r.cpuMs)} ms`, r.cpuMs <= limit);
  }
  const budget = MAIN_THREAD_BUDGETS.find((b) => b.id === r.id);
  if (budget) {
    const m = r.mainThread;
    const over = mainThreadProblems(budget, m).length;
    add(
      'main thread ÷ reference (script, tasks, blocking)',
      `≤ ${f1(budget.script)}, ${f1(budget.tasks)}, ${f1(budget.blocking)}`,
      `${f2(m.scriptRatio)}, ${f2(m.taskRatio)}, ${f2(m.blockingRatio)}`,
      over === 0,
    );
  }
  const lh = r.lighthouse;
  if (lh) {
    add(
      'Lighthouse mobile',
      `≥ ${TARGETS.lighthouseScore}`,
      String(lh.score),
      lh.score >= TARGETS.lighthouseScore,
    );
    add('LCP', `≤ ${TARGETS.lcpMs / 1000} s`, `${(lh.lcpMs / 1000).toFixed(2)} s`, lh.lcpMs <= TARGETS.lcpMs);
    add('CLS', `≤ ${TARGETS.cls}`, lh.cls.toFixed(3), lh.cls <= TARGETS.cls);
  }
  return out;
}

export function figuresTable(results: RouteResult[]): string[] {
  const rows = [
    '| route | path | HTML raw KB | gzip | brotli | sent (br, gzip) | JS+CSS raw KB | JS+CSS brotli KB | JS/CSS files | requests | server CPU ms/page | scripting ms | main thread ms | blocking ms | ÷ reference (script, tasks, blocking) | Lighthouse | LCP s | TBT ms | CLS | LH total KB |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    const lh = r.lighthouse;
    const lhCells = lh
      ? [
          String(lh.score),
          (lh.lcpMs / 1000).toFixed(2),
          lh.tbtMs.toFixed(0),
          lh.cls.toFixed(3),
          kib(lh.totalBytes),
        ]
      : ['—', '—', '—', '—', '—'];
    rows.push(
      `| ${[
        r.id,
        `\`${r.path}\``,
        kib(r.html.raw),
        kib(r.html.gzip),
        kib(r.html.brotli),
        `${kib(r.html.sent)} (${r.html.sentEncoding})`,
        kib(r.weight.jsCssRaw),
        kib(r.weight.jsCssBrotli),
        String(r.weight.files.length),
        String(r.weight.requests),
        f1(r.cpuMs),
        f0(r.mainThread.page.scriptMs),
        f0(r.mainThread.page.taskMs),
        f0(r.mainThread.page.blockingMs),
        `${f2(r.mainThread.scriptRatio)}, ${f2(r.mainThread.taskRatio)}, ${f2(r.mainThread.blockingRatio)}`,
        ...lhCells,
      ].join(' | ')} |`,
    );
  }
  return rows;
}

export function targetsTable(all: TargetCheck[]): string[] {
  return [
    '| route | target | wanted | got | |',
    '| --- | --- | --- | --- | --- |',
    ...all.map((c) => `| ${c.route} | ${c.name} | ${c.target} | ${c.got} | ${c.pass ? 'PASS' : 'MISS'} |`),
  ];
}

/** Issue 31's targets ("What to deliver", items 1 to 4). */
export const ISSUE31 = {
  lighthouseScore: 95,
  tbtMs: 200,
  lcpMs: 2000,
  cls: 0.05,
  listHtmlRawKB: 60,
  jobHtmlRawKB: 40,
  ssrCpuRatio: 1.5,
  pgliteIdleMb: 300,
  pglitePageLoadMb: 450,
  pglitePeakMb: 700,
  pgliteCpuRatio: 2,
} as const;

/**
 * Issue 31's figures that other parts of `npm run bench` measure, passed in when they ran; each
 * one left out is printed "not run".
 */
export interface Issue31Figures {
  /** An SSR page's server CPU (+ PostgreSQL's) ÷ its API call's, at one size (BENCH=jobs). */
  ssrCpu?: { size: string; list: number | null; detail: number | null };
  /** The PGlite server's RSS in MB: idle after start, under the bench's page load, first-start peak. */
  pgliteMemoryMb?: { idle?: number; pageLoad?: number; firstStartPeak?: number };
  /** An SSR page's CPU on PGlite ÷ on PostgreSQL. */
  pgliteCpuRatio?: number;
}

/** A figure against its target; undefined when the part measuring it did not run. */
type Verdict = { got: string; pass: boolean } | undefined;

const atMost = (value: number | null | undefined, limit: number, show: (n: number) => string): Verdict =>
  value == null ? undefined : { got: show(value), pass: value <= limit };

/** Every figure of issue 31 against its target, one row each: PASS, MISS, or — when not run. */
export function issue31Table(results: RouteResult[], figures: Issue31Figures = {}): string[] {
  const rows = ['| figure | target | got | |', '| --- | --- | --- | --- |'];
  const row = (figure: string, target: string, v: Verdict) =>
    rows.push(`| ${figure} | ${target} | ${v?.got ?? 'not run'} | ${v ? (v.pass ? 'PASS' : 'MISS') : '—'} |`);
  const route = (id: string) => results.find((r) => r.id === id);
  // The issue's five page types are the routes with a main-thread budget.
  for (const { id } of MAIN_THREAD_BUDGETS) {
    const lh = route(id)?.lighthouse;
    const score = lh ? { got: String(lh.score), pass: lh.score >= ISSUE31.lighthouseScore } : undefined;
    row(`${id}: Lighthouse mobile`, `≥ ${ISSUE31.lighthouseScore}`, score);
    row(
      `${id}: TBT`,
      `≤ ${ISSUE31.tbtMs} ms`,
      atMost(lh?.tbtMs, ISSUE31.tbtMs, (n) => `${f0(n)} ms`),
    );
    row(
      `${id}: LCP`,
      `≤ ${f1(ISSUE31.lcpMs / 1000)} s`,
      atMost(lh?.lcpMs, ISSUE31.lcpMs, (n) => `${f2(n / 1000)} s`),
    );
    row(
      `${id}: CLS`,
      `≤ ${ISSUE31.cls}`,
      atMost(lh?.cls, ISSUE31.cls, (n) => n.toFixed(3)),
    );
  }
  for (const [id, limitKB] of [
    ['job list', ISSUE31.listHtmlRawKB],
    ['job detail', ISSUE31.jobHtmlRawKB],
  ] as const) {
    const raw = route(id)?.html.raw;
    row(
      `${id}: HTML raw`,
      `≤ ${limitKB} KB`,
      atMost(raw, limitKB * KB, (n) => `${kib(n)} KB`),
    );
  }
  const ssr = figures.ssrCpu;
  const ratio = (n: number) => `${f2(n)} × at ${ssr?.size}`;
  const ssrTarget = `≤ ${ISSUE31.ssrCpuRatio} ×`;
  row("SSR job list: server CPU ÷ its API call's", ssrTarget, atMost(ssr?.list, ISSUE31.ssrCpuRatio, ratio));
  row(
    "SSR job page: server CPU ÷ its API call's",
    ssrTarget,
    atMost(ssr?.detail, ISSUE31.ssrCpuRatio, ratio),
  );
  const mem = figures.pgliteMemoryMb;
  const mb = (n: number) => `${f0(n)} MB`;
  row('PGlite RSS idle', `≤ ${ISSUE31.pgliteIdleMb} MB`, atMost(mem?.idle, ISSUE31.pgliteIdleMb, mb));
  row(
    "PGlite RSS under the bench's page load",
    `≤ ${ISSUE31.pglitePageLoadMb} MB`,
    atMost(mem?.pageLoad, ISSUE31.pglitePageLoadMb, mb),
  );
  row(
    'PGlite RSS first-start peak',
    `≤ ${ISSUE31.pglitePeakMb} MB`,
    atMost(mem?.firstStartPeak, ISSUE31.pglitePeakMb, mb),
  );
  row(
    'SSR page CPU, PGlite ÷ PostgreSQL',
    `≤ ${ISSUE31.pgliteCpuRatio} ×`,
    atMost(figures.pgliteCpuRatio, ISSUE31.pgliteCpuRatio, (n) => `${f2(n)} ×`),
  );
  for (const budget of MAIN_THREAD_BUDGETS) {
    const m = route(budget.id)?.mainThread;
    row(
      `${budget.id}: main thread ÷ reference (script, tasks, blocking)`,
      `≤ ${f1(budget.script)}, ${f1(budget.tasks)}, ${f1(budget.blocking)}`,
      m && {
        got: `${f2(m.scriptRatio)}, ${f2(m.taskRatio)}, ${f2(m.blockingRatio)}`,
        pass: mainThreadProblems(budget, m).length === 0,
      },
    );
  }
  return rows;
}

/** The biggest JS/CSS files of the heaviest route: where the bytes are. */
export function biggestFiles(results: RouteResult[], n = 10): string[] {
  const heaviest = [...results].sort((a, b) => b.weight.jsCssBrotli - a.weight.jsCssBrotli)[0];
  if (!heaviest) return [];
  return [
    `Biggest JS/CSS files of ${heaviest.id} (brotli KB / raw KB):`,
    '',
    ...heaviest.weight.files
      .slice(0, n)
      .map((f) => `- \`${new URL(f.url).pathname}\` ${kib(f.brotli)} / ${kib(f.raw)}`),
  ];
}

export function writePagesReport(
  dir: string,
  header: string,
  results: RouteResult[],
  all: TargetCheck[],
  issue31: string[],
): string {
  mkdirSync(dir, { recursive: true });
  const md = [
    header,
    '',
    '## Issue 31 targets',
    '',
    ...issue31,
    '',
    '## Per route',
    '',
    ...figuresTable(results),
    '',
    ...targetsTable(all),
    '',
    ...biggestFiles(results),
    '',
  ];
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(join(dir, 'pages-latest.md'), md.join('\n'));
  writeFileSync(
    join(dir, `pages-${stamp}.json`),
    JSON.stringify({ header, results, targets: all, issue31 }, null, 2),
  );
  return join(dir, 'pages-latest.md');
}
