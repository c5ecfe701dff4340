/**
 * The jobs benchmark (`BENCH=jobs`): per size, seed (or reuse) a PostgreSQL database, run the
 * keyword suite through the app's own SQL, then load a listening production server with
 * autocannon — the raw node-postgres endpoint first, then the app's API and pages.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { databaseUrl, loadJobsBenchConfig } from './config.ts';
import { runFilterSuite } from './filters.ts';
import { LOAD_KEYWORDS, runKeywordSuite } from './keywords.ts';
import { type LoadResult, load, repoRoot, type Server, startApp, startRaw } from './load.ts';
import { openProbe, type Statement } from './probe.ts';
import { relevanceSummary, runRelevance } from './relevance.ts';
import {
  evaluate,
  machine,
  printSize,
  type ScenarioResult,
  type SizeResult,
  targetTable,
  writeReport,
} from './report.ts';
import { ensureSeeded, serverReachable } from './seed.ts';

/** Filter combinations of the "filtered" list scenario: nation + kind + salary range (VND/month). */
const FILTERS = [
  'nation=JP&kind=labor_export&salary_min=20000000&salary_max=40000000',
  'nation=TW&kind=labor_export&salary_min=20000000&salary_max=30000000',
  'nation=KR&kind=study_abroad&salary_min=10000000&salary_max=50000000',
  'nation=DE&kind=labor_export&salary_min=30000000&salary_max=50000000',
  'nation=VN&kind=domestic&salary_min=10000000&salary_max=20000000',
];

const SSR_LIST = '/danh-sach-chuong-trinh-xkld-duhoc';

interface Scenario {
  id: string;
  name: string;
  paths: string[];
  connections: number;
  /** What a correct answer contains (checked once before the load). */
  expect: (body: string) => boolean;
}

const isJson = (body: string) => body.startsWith('{"success":true');
const isPage = (body: string) => body.includes('<html') && body.includes('</html>');

const log = (s: string) => console.log(s);

export async function runJobsBench(): Promise<number> {
  const cfg = loadJobsBenchConfig();
  const pgVersion = await serverReachable(cfg.baseUrl);
  if (!pgVersion) {
    const where = new URL(cfg.baseUrl).host;
    log(`\njobs bench: skipped — no PostgreSQL answers at ${where} (set BENCH_DATABASE_URL=postgres://…).`);
    return 0;
  }
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  log(
    `\njobs bench: sizes ${cfg.sizes.join(', ')} on PostgreSQL ${pgVersion} at ${new URL(cfg.baseUrl).host}`,
  );
  log(`machine: ${machine(pgVersion)}`);
  if (!cfg.skipBuild) {
    const t = performance.now();
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
    log(`web build: ${((performance.now() - t) / 1000).toFixed(0)} s`);
  }

  const results: SizeResult[] = [];
  let errors = 0;
  for (const size of cfg.sizes) {
    const t0 = performance.now();
    log(`\nseeding ${size.toLocaleString('en')} jobs…`);
    const seeded = await ensureSeeded(cfg.baseUrl, size, cfg.reseed);
    log(
      seeded.reused
        ? `  reused ${seeded.name}`
        : `  seeded ${seeded.name} in ${seeded.seedSeconds.toFixed(0)} s`,
    );

    // In-process app on the bench database: the statements of the list page, samples, keywords.
    // Sampled jobs close after tomorrow, public whatever the time zone (the app uses Vietnam's date).
    const probe = await openProbe(seeded.url);
    const { rows: sample } = await probe.pool.query<{ id: string; slug: string }>(
      `SELECT j.id, j.slug FROM jobs j JOIN companies c ON c.id = j.company_id JOIN users u ON u.id = c.user_id
       WHERE j.status = 'approved' AND j.deadline > current_date + 1 AND u.status = 'activated'
       ORDER BY md5(j.id::text) LIMIT 200`,
    );
    const { rows: counted } = await probe.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs j JOIN companies c ON c.id = j.company_id JOIN users u ON u.id = c.user_id
       WHERE j.status = 'approved' AND j.deadline >= current_date AND u.status = 'activated'`,
    );
    const listProbe = await probe.app.inject({ method: 'GET', url: '/api/listJobs' });
    const listAvailable = listProbe.statusCode === 200;
    let listStatements: Statement[] = [];
    let listBody: { items: unknown[]; total: number } | null = null;
    if (listAvailable) {
      const captured = await probe.capture(() => probe.app.inject({ method: 'GET', url: '/api/listJobs' }));
      listStatements = captured.statements;
      listBody = captured.result.json().data;
    }
    if (listAvailable && !cfg.skipKeywords) log('  keyword suite…');
    const keywords = listAvailable && !cfg.skipKeywords ? await runKeywordSuite(probe) : [];
    // The tests' relevance set on the generated jobs (issue 19): judged answers, not timings.
    if (listAvailable && !cfg.skipKeywords) log(`  ${relevanceSummary(await runRelevance(probe))}`);
    if (listAvailable && !cfg.skipFilters) log('  filter suite…');
    const filters = listAvailable && !cfg.skipFilters ? await runFilterSuite(probe) : [];
    await probe.close();

    const scenarios: ScenarioResult[] = [];
    const wanted = (id: string) => cfg.scenarios.length === 0 || cfg.scenarios.includes(id);
    const measure = async (server: Server, s: Scenario): Promise<void> => {
      const base = server.base;
      if (!wanted(s.id)) return;
      const first = await fetch(base + (s.paths[0] as string), { redirect: 'manual' });
      const body = await first.text();
      if (first.status !== 200 || !s.expect(body)) {
        const note = first.status === 404 ? 'not built yet (404)' : `answers ${first.status}`;
        scenarios.push({ id: s.id, name: s.name, connections: s.connections, load: null, note });
        if (first.status !== 404) errors++;
        log(`  ${s.name}: ${note}`);
        return;
      }
      const meter = {
        serverPid: server.child.pid ?? 0,
        databaseUrl: databaseUrl(cfg.baseUrl, 'postgres'),
        database: seeded.name,
      };
      const r: LoadResult = await load(
        base,
        s.paths,
        s.connections,
        cfg.durationSeconds,
        cfg.warmupSeconds,
        meter,
      );
      if (r.bad) errors++;
      scenarios.push({ id: s.id, name: s.name, connections: s.connections, load: r });
      log(
        `  ${s.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms; CPU ms/req: server ${r.serverCpuMs.toFixed(2)}, PostgreSQL ${r.dbCpuMs.toFixed(2)}${r.bad ? `; ${r.bad} errors` : ''}${r.timeouts ? `; ${r.timeouts} timed out` : ''}`,
      );
    };

    // The raw endpoint: the list page's statements, replayed by node:http + pg.
    if (!wanted('raw')) {
      // not asked for
    } else if (listAvailable && listStatements.length) {
      const raw = await startRaw(seeded.url, listStatements, cfg.poolSize);
      try {
        const check = (await (await fetch(`${raw.base}/jobs`)).json()) as {
          data: { items: unknown[]; total: number };
        };
        // The same page: as many items, and the count (the app caps the total it reports).
        if (check.data.items.length !== listBody?.items.length || check.data.total < listBody.total) {
          throw new Error(
            `raw endpoint differs from the app: ${check.data.items.length} items, total ${check.data.total} vs ${listBody?.items.length}, ${listBody?.total}`,
          );
        }
        await measure(raw, {
          id: 'raw',
          name: 'raw node:http + pg, list page 1',
          paths: ['/jobs'],
          connections: cfg.apiConnections,
          expect: isJson,
        });
      } finally {
        await raw.stop();
      }
    } else {
      scenarios.push({
        id: 'raw',
        name: 'raw node:http + pg, list page 1',
        connections: cfg.apiConnections,
        load: null,
        note: 'no list endpoint yet',
      });
    }

    const app = await startApp(seeded.url, cfg.cpuProfDir);
    try {
      const api = cfg.apiConnections;
      const pages = cfg.pageConnections;
      const jobPaths = sample.map((j) => `/job/${j.id}/${j.slug}`);
      const list: Scenario[] = [
        {
          id: 'list',
          name: 'API list page 1 (moi-nhat)',
          paths: ['/api/listJobs'],
          connections: api,
          expect: isJson,
        },
        {
          id: 'list-filtered',
          name: 'API list, nation+kind+salary',
          paths: FILTERS.map((q) => `/api/listJobs?${q}`),
          connections: api,
          expect: isJson,
        },
        {
          id: 'list-search',
          name: 'API list, keyword search',
          paths: LOAD_KEYWORDS.map((k) => `/api/listJobs?search=${encodeURIComponent(k)}`),
          connections: api,
          expect: isJson,
        },
        {
          id: 'detail',
          name: 'API job detail',
          paths: jobPaths.map((p) => `/api${p}`),
          connections: api,
          expect: isJson,
        },
        { id: 'page-list', name: 'SSR list page', paths: [SSR_LIST], connections: pages, expect: isPage },
        {
          id: 'page-detail',
          name: 'SSR job detail page',
          paths: jobPaths,
          connections: pages,
          expect: isPage,
        },
      ];
      for (const s of list) await measure(app, s);
    } finally {
      await app.stop();
    }

    const result: SizeResult = {
      size,
      database: seeded.name,
      seed: { reused: seeded.reused, seconds: seeded.seedSeconds, steps: seeded.steps },
      publicJobs: counted[0]?.n ?? 0,
      scenarios,
      keywords,
      filters,
      targets: evaluate(scenarios, keywords, filters),
      seconds: (performance.now() - t0) / 1000,
    };
    results.push(result);
    printSize(result);
  }

  const total = (performance.now() - started) / 1000;
  const header = [
    `# Jobs benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Machine: ${machine(pgVersion)}. Sizes ${cfg.sizes.join(', ')}; autocannon ${cfg.durationSeconds} s per run after ${cfg.warmupSeconds} s of warm-up; API ${cfg.apiConnections} connections, pages ${cfg.pageConnections}; pool ${cfg.poolSize} (app and raw). Whole jobs bench: ${total.toFixed(0)} s. Load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end; the "other" CPU column is what processes outside the run used meanwhile, per request.`,
  ].join('\n');
  const outDir = isAbsolute(cfg.outDir) ? cfg.outDir : join(repoRoot, cfg.outDir);
  const file = writeReport(outDir, header, results);
  log(`\njobs bench: ${total.toFixed(0)} s in all; figures in ${file}`);
  const last = results[results.length - 1];
  if (last) log(`\ntargets at ${last.size.toLocaleString('en')} jobs:\n${targetTable(last).join('\n')}`);
  const missed = results.flatMap((r) => r.targets).filter((t) => t.pass === false).length;
  if (errors) console.error(`jobs bench: ${errors} scenario(s) answered with errors`);
  return errors + (cfg.strict ? missed : 0);
}
