/**
 * The mixed load test (`BENCH=mixed`, issue 10 item 7): what visitors do on the public site, pages
 * and API calls interleaved, against the production server (`npm start`: pages included) on the
 * jobs bench's 10k database (PostgreSQL). autocannon reports throughput, p50/p90/p99 latency and
 * the errors: non-2xx answers by status, socket errors and timeouts. A non-2xx answer or a socket
 * error fails the run (the latency is a figure for docs/performance.md, not a pass/fail target).
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { loadJobsBenchConfig } from './jobs/config.ts';
import { repoRoot, startApp } from './jobs/load.ts';
import { ensureSeeded, serverReachable } from './jobs/seed.ts';

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw ? Number(raw) : fallback;
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got '${raw}'`);
  return n;
}

const SEARCHES = ['nhat ban', 'Điều dưỡng', 'ky su co khi', 'dai loan', 'du hoc duc', 'xkld'];

interface Card {
  id: number;
  slug: string;
  company: { id: number };
}

/**
 * One visit after another: the home page, the list with and without a search, job pages with their
 * API detail and related jobs, company pages and their API, and the reference data the forms use.
 */
function visitPaths(jobs: Card[]): string[] {
  const paths: string[] = [];
  jobs.forEach((job, i) => {
    // The list page's own encoding (URLSearchParams): it redirects other spellings to this one.
    const search = new URLSearchParams({ search: SEARCHES[i % SEARCHES.length] as string }).toString();
    const company = job.company.id;
    if (i % 4 === 0) paths.push('/');
    if (i % 4 === 1)
      paths.push('/danh-sach-chuong-trinh-xkld-duhoc', `/danh-sach-chuong-trinh-xkld-duhoc?${search}`);
    if (i % 8 === 2) paths.push('/danh-sach-cong-ty-xkld-duhoc', `/companies/${company}`);
    paths.push(
      `/api/listJobs?page=${(i % 5) + 1}`,
      `/api/listJobs?${search}`,
      `/job/${job.id}/${job.slug}`,
      `/api/job/${job.id}/${job.slug}`,
      `/api/job/${job.id}/${job.slug}/related`,
      `/api/companies/${company}`,
      `/api/companies/${company}/jobs`,
    );
    if (i % 4 === 3) paths.push('/api/companies?limit=20', '/api/nations', '/api/options/jobSearch');
  });
  return paths;
}

/** Returns 1 when the run had a non-2xx answer or a socket error, else 0. */
export async function runMixedBench(opts: { built?: boolean } = {}): Promise<number> {
  const cfg = loadJobsBenchConfig();
  const connections = positive('BENCH_MIXED_CONNECTIONS', 20);
  const seconds = positive('BENCH_MIXED_DURATION', 20);
  const warmup = positive('BENCH_WARMUP', 3);
  const pgVersion = await serverReachable(cfg.baseUrl);
  if (!pgVersion) {
    console.log(
      `\nmixed load: skipped — no PostgreSQL at ${new URL(cfg.baseUrl).host} (BENCH_DATABASE_URL).`,
    );
    return 0;
  }
  if (!cfg.skipBuild && !opts.built) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  }
  const seeded = await ensureSeeded(cfg.baseUrl, 10_000, cfg.reseed);
  const server = await startApp(seeded.url);
  try {
    const list = (await (await fetch(`${server.base}/api/listJobs?limit=40`)).json()) as {
      data: { items: Card[] };
    };
    const jobs = list.data.items;
    if (jobs.length < 10) throw new Error(`mixed load: only ${jobs.length} public jobs in ${seeded.name}`);
    const paths = visitPaths(jobs);
    // Every path answers 200 before the load: a failure below is the load's, not a wrong URL.
    for (const path of new Set(paths)) {
      const res = await fetch(server.base + path, { redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`mixed load: ${path} answers ${res.status} before the load`);
    }
    const pages = paths.filter((p) => !p.startsWith('/api/')).length;
    const run = (duration: number) =>
      autocannon({
        url: server.base,
        connections,
        duration,
        timeout: 10,
        requests: paths.map((path) => ({ method: 'GET' as const, path })),
      });
    await run(warmup);
    const load0 = loadavg()[0] ?? 0;
    const r = await run(seconds);
    const statuses = Object.entries(r.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, s]) => `${code}×${(s as { count: number }).count}`);
    const socketErrors = Math.max(0, r.errors - r.timeouts);
    console.log(
      `\nMixed public load (${paths.length} requests per round: ${pages} pages, ${paths.length - pages} API calls; ${seeded.name}, production server)\n`,
    );
    console.log(
      '| conn. | s | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx | socket errors | timeouts | load avg |',
    );
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    console.log(
      `| ${connections} | ${seconds} | ${r.requests.total} | ${(r.requests.total / r.duration).toFixed(0)} | ${r.latency.p50} | ${r.latency.p90} | ${r.latency.p99} | ${r.latency.max} | ${r.non2xx}${statuses.length ? ` (${statuses.join(', ')})` : ''} | ${socketErrors} | ${r.timeouts} | ${load0.toFixed(1)} |`,
    );
    // Timeouts are the machine not keeping up (reported, as in the jobs bench); errors fail the run.
    return r.non2xx + socketErrors > 0 ? 1 : 0;
  } finally {
    await server.stop();
  }
}
