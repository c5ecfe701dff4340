/** The pages bench's tables: figures per route, and each against issue 11's target (PASS/MISS). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  lighthouse: LighthouseResult | null;
}

export interface TargetCheck {
  route: string;
  name: string;
  target: string;
  got: string;
  pass: boolean;
}

const f1 = (n: number) => n.toFixed(1);
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
    '| route | path | HTML raw KB | gzip | brotli | sent (br, gzip) | JS+CSS raw KB | JS+CSS brotli KB | JS/CSS files | requests | server CPU ms/page | Lighthouse | LCP s | TBT ms | CLS | LH total KB |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
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
): string {
  mkdirSync(dir, { recursive: true });
  const md = [
    header,
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
  writeFileSync(join(dir, `pages-${stamp}.json`), JSON.stringify({ header, results, targets: all }, null, 2));
  return join(dir, 'pages-latest.md');
}
