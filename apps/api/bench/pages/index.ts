/**
 * The pages bench (`BENCH=pages`, issue 11 item 5, issue 31): the production build started as
 * `npm start` does, on a fresh PGlite with the demo data; for each public route of the budget table
 * (apps/web/e2e/perf/page-budgets.ts) the HTML bytes, the JS+CSS bytes and requests as Chromium
 * loads it at 390 px and its main-thread work against the reference page (the budget test's own
 * measures), the server CPU per page and Lighthouse mobile, each against issue 11's target; then
 * every figure of issue 31 in one table, with the SSR CPU ratio of this run's jobs bench.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { chromium } from '@playwright/test';
import { compareMainThread } from '../../../web/e2e/perf/main-thread.ts';
import { MAIN_THREAD_BUDGETS } from '../../../web/e2e/perf/main-thread-budgets.ts';
import { PAGE_BUDGETS, resolvePath } from '../../../web/e2e/perf/page-budgets.ts';
import { measurePageWeight } from '../../../web/e2e/perf/page-weight.ts';
import { startReferenceServer } from '../../../web/e2e/perf/reference-page.ts';
import { launch, repoRoot } from '../jobs/load.ts';
import { ssrCpuOfThisRun } from './jobs-figures.ts';
import { openLighthouse } from './lighthouse.ts';
import {
  checks,
  figuresTable,
  issue31Table,
  type RouteResult,
  targetsTable,
  writePagesReport,
} from './report.ts';
import { htmlSizes, serverCpuPerPage } from './server-side.ts';

const flag = (name: string) => ['1', 'true', 'yes'].includes((process.env[name] ?? '').toLowerCase());

function count(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}, got '${raw}'`);
  return n;
}

const log = (s: string) => console.log(s);
const load1 = () => (loadavg()[0] ?? 0).toFixed(1);

export async function runPagesBench(opts: { built?: boolean } = {}): Promise<number> {
  const cpuRequests = count('BENCH_PAGES_REQUESTS', 40, 1);
  const lighthouseRuns = count('BENCH_PAGES_LIGHTHOUSE_RUNS', 1, 0);
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const strict = flag('BENCH_STRICT');
  const outDir = process.env.BENCH_OUT_DIR || 'data/bench';
  const started = performance.now();
  const loadAtStart = load1();
  log(`\npages bench: ${PAGE_BUDGETS.length} public routes; load average ${loadAtStart}`);
  if (!flag('BENCH_SKIP_BUILD') && !opts.built) {
    const t = performance.now();
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
    log(`web build: ${((performance.now() - t) / 1000).toFixed(0)} s`);
  }

  // A fresh embedded database: the server migrates it and seeds the demo data on start.
  const dbDir = mkdtempSync(join(tmpdir(), 'vx-bench-pages-'));
  const startedServer = performance.now();
  const server = await launch(
    'apps/api/src/server.ts',
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PGLITE_DIR: join(dbDir, 'db'),
      UPLOAD_DIR: join(dbDir, 'uploads'),
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'true',
      RATE_LIMIT_MAX: '1000000000',
    },
    '/api/health',
  );
  log(
    `server up (migrated and seeded PGlite) in ${((performance.now() - startedServer) / 1000).toFixed(0)} s`,
  );
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const lighthouse = lighthouseRuns > 0 ? await openLighthouse(chromePath) : null;
  const reference = await startReferenceServer();
  const results: RouteResult[] = [];
  try {
    const get = async (path: string) => (await fetch(server.base + path)).json();
    for (const budget of PAGE_BUDGETS) {
      const path = await resolvePath(budget, get);
      const url = server.base + path;
      const html = await htmlSizes(url);
      const context = await browser.newContext({ baseURL: server.base, locale: 'vi-VN' });
      const weight = await measurePageWeight(await context.newPage(), path);
      await context.close();
      // A context of its own: the trace after one of the app's pages in a context stalls.
      const traced = await browser.newContext({ baseURL: server.base, locale: 'vi-VN' });
      const mainThread = await compareMainThread(browser, traced, url, reference.url);
      await traced.close();
      const cpuMs = await serverCpuPerPage(url, server.child.pid ?? 0, cpuRequests);
      // Issue 31 names five page types: the routes with a main-thread budget.
      const lhWanted = budget.lighthouse || MAIN_THREAD_BUDGETS.some((b) => b.id === budget.id);
      const lh = lighthouse && lhWanted ? await lighthouse.measure(url, lighthouseRuns) : null;
      const result: RouteResult = {
        id: budget.id,
        path,
        kind: budget.kind,
        html,
        weight,
        cpuMs,
        mainThread,
        lighthouse: lh,
      };
      results.push(result);
      log(
        `  ${budget.id} ${path}: HTML ${(html.raw / 1024).toFixed(1)} KB (sent ${(html.sent / 1024).toFixed(1)} KB ${html.sentEncoding}), JS+CSS ${(weight.jsCssBrotli / 1024).toFixed(1)} KB br in ${weight.files.length} files, ${weight.requests} requests, CPU ${cpuMs.toFixed(1)} ms/page, main thread ${mainThread.page.taskMs.toFixed(0)} ms (${mainThread.taskRatio.toFixed(2)}× the reference)${lh ? `, Lighthouse ${lh.score} (LCP ${(lh.lcpMs / 1000).toFixed(1)} s)` : ''}`,
      );
    }
  } finally {
    await lighthouse?.close();
    await reference.close();
    await browser.close();
    await server.stop();
    rmSync(dbDir, { recursive: true, force: true });
  }

  const all = results.flatMap(checks);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpus();
  const header = [
    `# Pages benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}. Production build on PGlite with the demo data. JS+CSS and requests: Chromium at 390 px, fresh context, until hydrated and the network is quiet, each file brotli q11. Main thread: the same load traced, CPU time × 4 (Lighthouse's simulated slowdown), and ÷ the mean of the reference page's two loads just before it (apps/web/e2e/perf/main-thread.ts). Server CPU: ${cpuRequests} sequential requests per route (\`Accept-Encoding: br, gzip\`). Lighthouse ${lighthouseRuns ? `mobile preset, median of ${lighthouseRuns} run(s)` : 'not run'}. ${seconds.toFixed(0)} s in all; load average (1 min) ${loadAtStart} at the start, ${load1()} at the end. KB = 1,024 bytes.`,
  ].join('\n');
  const dir = isAbsolute(outDir) ? outDir : join(repoRoot, outDir);
  // Figures of the parts that ran before this one in the same `npm run bench`.
  const issue31 = issue31Table(results, { ssrCpu: ssrCpuOfThisRun(dir, performance.timeOrigin) });
  const file = writePagesReport(dir, header, results, all, issue31);
  log(
    ['', ...figuresTable(results), '', ...targetsTable(all), '', 'Issue 31 targets:', '', ...issue31].join(
      '\n',
    ),
  );
  const missed = all.filter((c) => !c.pass).length;
  log(
    `\npages bench: ${seconds.toFixed(0)} s, ${missed} of ${all.length} targets missed; figures in ${file}`,
  );
  return strict ? missed : 0;
}
