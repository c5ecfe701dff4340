/**
 * The memory bench (`BENCH=memory`, issue 31 item 4): the production server as `npm start` runs it
 * on the default database (PGlite), read from outside through /proc like a small machine's owner
 * would: the first start's peak (initdb, migrations and the demo seed on an empty PGLITE_DIR), the
 * resident memory idle after it and after a restart on the same folder, and its peak under a page
 * load. Then the server CPU of the public pages on PGlite against the same pages on PostgreSQL with
 * the same demo data (the Node process plus its PostgreSQL backends: PGlite does both in-process).
 * Returns the number of missed targets.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PAGE_BUDGETS, resolvePath } from '../../web/e2e/perf/page-budgets.ts';
import { backendPids, sample, used } from './jobs/cpu.ts';
import { launch, type Server } from './jobs/load.ts';

export const MEMORY_TARGETS = { idleMb: 300, pageLoadMb: 450, firstStartMb: 700, cpuRatio: 2 };

/** The public page types issue 31 measures (ids of apps/web/e2e/perf/page-budgets.ts). */
const PAGES = ['home', 'job list', 'job detail', 'company detail', 'news article'];

function status(pid: number): { rssMb: number; hwmMb: number } {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(text.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
}

const num = (name: string, fallback: number) => {
  const n = Number(process.env[name] || fallback);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (s: string) => console.log(s);

/** Extra node flags for the servers (`BENCH_MEMORY_NODE_ARGS`, space-separated), to compare settings. */
const nodeArgs = (process.env.BENCH_MEMORY_NODE_ARGS ?? '').split(' ').filter(Boolean);
const start = (vars: Record<string, string>) =>
  launch('apps/api/src/server.ts', vars, '/api/health', nodeArgs);

const env = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_ON_START: 'true',
  RATE_LIMIT_MAX: '1000000000',
};

async function pagePaths(server: Server): Promise<{ id: string; path: string }[]> {
  const get = async (path: string) => (await fetch(server.base + path)).json();
  return Promise.all(
    PAGES.map(async (id) => {
      const budget = PAGE_BUDGETS.find((b) => b.id === id);
      if (!budget) throw new Error(`memory bench: no page budget '${id}'`);
      return { id, path: await resolvePath(budget, get) };
    }),
  );
}

/** CPU ms a page (server process, plus PostgreSQL's backends when `pgDb` is given) over `n` requests. */
async function cpuPerPage(
  server: Server,
  path: string,
  n: number,
  pgDb?: { url: string; name: string },
): Promise<number> {
  const get = async () => {
    const res = await fetch(server.base + path, { headers: { 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  };
  for (let i = 0; i < 5; i++) await get();
  const pids = async () => [server.child.pid ?? 0, ...(pgDb ? await backendPids(pgDb.url, pgDb.name) : [])];
  const before = sample(await pids());
  for (let i = 0; i < n; i++) await get();
  return used(before, sample(await pids())) / n;
}

/** Resident memory sampled every 100 ms while autocannon loads the pages. */
async function underLoad(server: Server, paths: string[], seconds: number, connections: number) {
  const pid = server.child.pid ?? 0;
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, status(pid).rssMb);
  }, 100);
  const r = await autocannon({
    url: server.base,
    connections,
    duration: seconds,
    timeout: 30,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  clearInterval(timer);
  return {
    peakMb: Math.max(peak, status(pid).rssMb),
    requests: r.requests.total,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors,
  };
}

export async function runMemoryBench(): Promise<number> {
  const idleSeconds = num('BENCH_MEMORY_IDLE', 20);
  const loadSeconds = num('BENCH_MEMORY_DURATION', 20);
  const connections = num('BENCH_MEMORY_CONNECTIONS', 10);
  const cpuRequests = num('BENCH_MEMORY_CPU_REQUESTS', 30);
  const pgBase = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432';
  log(`\nmemory bench (PGlite, production server; load average ${(loadavg()[0] ?? 0).toFixed(1)})`);
  const dir = mkdtempSync(join(tmpdir(), 'vx-bench-memory-'));
  const pgliteEnv = { ...env, PGLITE_DIR: join(dir, 'db'), UPLOAD_DIR: join(dir, 'uploads') };
  const figures: { name: string; value: number; target: number; unit: string }[] = [];
  const cpu: { id: string; pglite: number; postgres: number | null }[] = [];
  let server: Server | null = null;
  try {
    const t = performance.now();
    server = await start(pgliteEnv);
    const pid = server.child.pid ?? 0;
    const firstStart = status(pid).hwmMb;
    log(
      `first start (initdb, migrations, demo seed): ${((performance.now() - t) / 1000).toFixed(0)} s, peak ${firstStart.toFixed(0)} MB`,
    );
    await sleep(idleSeconds * 1000);
    const idleFirst = status(pid).rssMb;
    const pages = await pagePaths(server);
    // Before the load: a loaded server is still working off its queue after autocannon stops.
    for (const p of pages)
      cpu.push({ id: p.id, pglite: await cpuPerPage(server, p.path, cpuRequests), postgres: null });
    const load = await underLoad(
      server,
      pages.map((p) => p.path),
      loadSeconds,
      connections,
    );
    await sleep(5000);
    const afterLoad = status(pid).rssMb;
    log(
      `idle ${idleSeconds} s after the first start ${idleFirst.toFixed(0)} MB; ${loadSeconds} s of ${connections} connections on ${pages.length} pages: ${load.requests} pages, p99 ${load.p99} ms, ${load.bad} errors, peak ${load.peakMb.toFixed(0)} MB, ${afterLoad.toFixed(0)} MB 5 s after`,
    );
    await server.stop();

    server = await start(pgliteEnv);
    await sleep(idleSeconds * 1000);
    const restart = status(server.child.pid ?? 0);
    log(
      `restart on the same folder: peak ${restart.hwmMb.toFixed(0)} MB, idle ${restart.rssMb.toFixed(0)} MB`,
    );
    await server.stop();
    server = null;
    figures.push(
      { name: 'first-start peak', value: firstStart, target: MEMORY_TARGETS.firstStartMb, unit: 'MB' },
      { name: 'idle after the first start', value: idleFirst, target: MEMORY_TARGETS.idleMb, unit: 'MB' },
      { name: 'idle after a restart', value: restart.rssMb, target: MEMORY_TARGETS.idleMb, unit: 'MB' },
      { name: 'peak under the page load', value: load.peakMb, target: MEMORY_TARGETS.pageLoadMb, unit: 'MB' },
    );

    // The same pages on PostgreSQL with the same demo data, in a database of the bench's own.
    const name = 'vx_bench_pglite_cmp';
    const admin = new pg.Client({ connectionString: `${pgBase}/postgres` });
    const reachable = await admin.connect().then(
      () => true,
      () => false,
    );
    if (reachable) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = `${pgBase}/${name}`;
      server = await start({ ...env, DATABASE_URL: url, UPLOAD_DIR: join(dir, 'uploads-pg') });
      const pgPages = await pagePaths(server);
      for (const p of pgPages) {
        const row = cpu.find((c) => c.id === p.id);
        if (row) row.postgres = await cpuPerPage(server, p.path, cpuRequests, { url, name });
      }
    } else {
      log(`no PostgreSQL at ${pgBase}: the CPU ratio is not measured`);
    }
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  const rows = [
    '| figure | measured | target | |',
    '| --- | ---: | ---: | --- |',
    ...figures.map(
      (f) =>
        `| ${f.name} | ${f.value.toFixed(0)} ${f.unit} | ≤ ${f.target} ${f.unit} | ${f.value <= f.target ? 'pass' : 'MISS'} |`,
    ),
    '',
    '| page | PGlite CPU ms | PostgreSQL CPU ms (Node + backends) | ratio | target |',
    '| --- | ---: | ---: | ---: | --- |',
    ...cpu.map((c) => {
      const ratio = c.postgres ? c.pglite / c.postgres : Number.NaN;
      return `| ${c.id} | ${c.pglite.toFixed(1)} | ${c.postgres?.toFixed(1) ?? '—'} | ${Number.isNaN(ratio) ? '—' : ratio.toFixed(2)} | ≤ ${MEMORY_TARGETS.cpuRatio} ${Number.isNaN(ratio) ? '' : ratio <= MEMORY_TARGETS.cpuRatio ? 'pass' : 'MISS'} |`;
    }),
  ];
  log(['', ...rows].join('\n'));
  const missed =
    figures.filter((f) => f.value > f.target).length +
    cpu.filter((c) => c.postgres && c.pglite / c.postgres > MEMORY_TARGETS.cpuRatio).length;
  log(`memory bench: ${missed} target(s) missed (load average ${(loadavg()[0] ?? 0).toFixed(1)})`);
  return missed;
}
