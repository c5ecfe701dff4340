/**
 * The foundation bench (`BENCH=foundation`): start-up and per-request cost on the embedded database,
 * through app.inject (the path page loaders take). Targets are generous ceilings for 2 cores;
 * returns the number of missed targets so `npm run bench` exits non-zero on a regression.
 */
import { openBenchApp } from './bench-app.ts';

interface Case {
  name: string;
  n: number;
  p95TargetMs: number;
  /** The status every answer must have (a rate-limited 429 would time the wrong thing). */
  status: number;
  run: () => Promise<{ statusCode: number }>;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function runFoundationBench(): Promise<number> {
  const { app, database, startup } = await openBenchApp();

  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'congty@viecxa.vn', password: 'Demo@123' },
  });
  const token = login.json().data.token as string;
  const auth = { authorization: `Bearer ${token}` };

  const cases: Case[] = [
    {
      name: 'GET /api/health',
      n: 2000,
      p95TargetMs: 5,
      status: 200,
      run: () => app.inject({ method: 'GET', url: '/api/health' }),
    },
    {
      name: 'GET /api/profile (token → user + company)',
      n: 1000,
      p95TargetMs: 15,
      status: 200,
      run: () => app.inject({ method: 'GET', url: '/api/profile', headers: auth }),
    },
    {
      name: 'GET /api/provinces',
      n: 500,
      p95TargetMs: 15,
      status: 200,
      run: () => app.inject({ method: 'GET', url: '/api/provinces' }),
    },
    {
      name: 'GET /api/wards?province_id=01',
      n: 300,
      p95TargetMs: 30,
      status: 200,
      run: () => app.inject({ method: 'GET', url: '/api/wards?province_id=01' }),
    },
    {
      name: 'GET /api/tags?search=nhat ban',
      n: 500,
      p95TargetMs: 15,
      status: 200,
      run: () => app.inject({ method: 'GET', url: `/api/tags?search=${encodeURIComponent('nhat ban')}` }),
    },
    {
      name: 'POST /api/auth/login (argon2id)',
      n: 30,
      p95TargetMs: 250,
      status: 200,
      run: () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'ungvien@viecxa.vn', password: 'Demo@123' },
        }),
    },
    {
      name: 'POST /api/auth/login 422 (validation)',
      n: 1000,
      p95TargetMs: 5,
      status: 422,
      run: () => app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
    },
  ];

  console.log(
    `start-up on PGlite: migrate ${startup.migrate.toFixed(0)} ms, seed ${startup.seed.toFixed(0)} ms, app ready ${startup.ready.toFixed(0)} ms`,
  );
  console.log('');
  console.log(
    'case'.padEnd(46),
    'n'.padStart(5),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'req/s'.padStart(8),
    'target p95'.padStart(11),
  );
  let failed = 0;
  for (const c of cases) {
    for (let i = 0; i < Math.min(50, c.n); i++) await c.run(); // warm-up
    const times: number[] = [];
    const start = performance.now();
    for (let i = 0; i < c.n; i++) {
      const s = performance.now();
      const res = await c.run();
      times.push(performance.now() - s);
      if (res.statusCode !== c.status)
        throw new Error(`${c.name}: status ${res.statusCode}, expected ${c.status}`);
    }
    const total = performance.now() - start;
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const ok = p95 <= c.p95TargetMs;
    if (!ok) failed++;
    console.log(
      c.name.padEnd(46),
      String(c.n).padStart(5),
      percentile(times, 50).toFixed(2).padStart(8),
      p95.toFixed(2).padStart(8),
      ((c.n / total) * 1000).toFixed(0).padStart(8),
      `${ok ? '≤' : 'MISSED'} ${c.p95TargetMs}`.padStart(11),
    );
  }
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  // Most of it is PGlite's WASM heap holding the seeded reference data (≈25,000 rows).
  const rssTarget = 1024;
  console.log('');
  console.log(`resident memory after the run: ${rssMb.toFixed(0)} MB (target ≤ ${rssTarget} MB)`);
  if (rssMb > rssTarget) failed++;
  await app.close();
  await database.close();
  if (failed > 0) console.error(`foundation: ${failed} target(s) missed`);
  return failed;
}
