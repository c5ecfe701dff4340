/**
 * The login bench (`BENCH=login`): POST /api/auth/login with the right password from
 * BENCH_LOGIN_CONNECTIONS (50) clients at once, against the API server on PGlite, once with the
 * password hashing unbounded (as before issue 10) and once with the default bounds
 * (PASSWORD_HASH_CONCURRENCY = CPUs, PASSWORD_HASH_QUEUE = 8 × that). Reports throughput, p50/p99
 * of all answers and of the 200s, and how many were 503/1128 (told to retry) or anything else.
 * Returns the number of runs with an answer other than 200 or 503, or a socket error.
 */
import autocannon from 'autocannon';
import { launch } from './jobs/load.ts';

interface Variant {
  name: string;
  env: Record<string, string>;
}

const variants: Variant[] = [
  { name: 'unbounded (before)', env: { PASSWORD_HASH_CONCURRENCY: '64', PASSWORD_HASH_QUEUE: '10000' } },
  { name: 'bounded (defaults)', env: {} },
  // One hash at a time leaves a core to the event loop (PGlite runs on it): compared, not the default.
  { name: 'bounded, 1 at a time', env: { PASSWORD_HASH_CONCURRENCY: '1' } },
];

function percentile(sorted: number[], p: number): number {
  return sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
    : 0;
}

/** Runs autocannon and keeps every answer's time by status (autocannon's own figures mix them). */
function measure(
  opts: autocannon.Options,
): Promise<{ result: autocannon.Result; times: Map<number, number[]> }> {
  const times = new Map<number, number[]>();
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve({ result, times })));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      const list = times.get(statusCode) ?? [];
      list.push(responseTime);
      times.set(statusCode, list);
    });
  });
}

export async function runLoginBench(): Promise<number> {
  const connections = Number(process.env.BENCH_LOGIN_CONNECTIONS || 50);
  const seconds = Number(process.env.BENCH_LOGIN_DURATION || 10);
  const body = JSON.stringify({ email: 'sale@viecxa.vn', password: 'Demo@123' });
  const rows: string[] = [];
  let failed = 0;
  for (const v of variants) {
    const server = await launch('apps/api/bench/login-server.ts', v.env, '/api/health');
    try {
      const opts = {
        url: `${server.base}/api/auth/login`,
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        body,
        connections,
        timeout: 30,
      };
      await measure({ ...opts, duration: 2 });
      const { result: r, times } = await measure({ ...opts, duration: seconds });
      const all = [...times.values()].flat().sort((x, y) => x - y);
      const ok = (times.get(200) ?? []).sort((x, y) => x - y);
      const busy = (times.get(503) ?? []).sort((x, y) => x - y);
      const other = all.length - ok.length - busy.length;
      if (other > 0 || r.errors > 0) failed++;
      const ms = (list: number[], p: number) => Math.round(percentile(list, p));
      rows.push(
        `| ${v.name} | ${connections} | ${(ok.length / r.duration).toFixed(1)} | ${ms(all, 50)} | ${ms(all, 99)} | ${ms(ok, 50)} | ${ms(ok, 99)} | ${ms(busy, 99)} | ${ok.length} | ${busy.length} | ${other} | ${r.errors} |`,
      );
    } finally {
      await server.stop();
    }
  }
  console.log('\nLogin under load (POST /api/auth/login, right password, argon2id 19 MiB × 2)\n');
  console.log(
    '| variant | conn. | logins/s | p50 ms (all) | p99 ms (all) | p50 ms (200) | p99 ms (200) | p99 ms (503) | 200 | 503 (1128) | other | socket errors |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  return failed;
}
