/**
 * Where the app's memory goes at start (docs/performance.md "Memory"): process.memoryUsage() after
 * each stage of what `npm start` does, in one process, on a PGlite folder (seeded on first use).
 *   PGLITE_DIR=/tmp/mem-db node apps/api/bench/memory-stages.ts
 * MEMORY_PAGES=N then asks N page loads of the public routes and reports again.
 */
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';

const mb = (n: number) => `${Math.round(n / 1048576)}`;
function report(stage: string) {
  const m = process.memoryUsage();
  console.log(
    `${stage.padEnd(34)} rss ${mb(m.rss).padStart(4)} MB  heap ${mb(m.heapUsed).padStart(4)}/${mb(m.heapTotal).padStart(4)}  external ${mb(m.external).padStart(4)}  arrayBuffers ${mb(m.arrayBuffers).padStart(4)}`,
  );
}

const settle = async () => {
  // Two collections apart, as a long-running process would have done by then (needs --expose-gc).
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await new Promise((r) => setTimeout(r, 200));
  gc?.();
};

report('node started');
const pgliteDir = process.env.PGLITE_DIR ?? '/tmp/vx-memory-db';
const env = loadEnv(process.env);
const database = await openDatabase({
  url: env.DATABASE_URL,
  pgliteDir,
  pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
  pgliteOptimizeWasm: env.PGLITE_OPTIMIZE_WASM,
});
await settle();
report(`${database.kind} open`);
await database.migrate();
await settle();
report('migrated');
const app = await buildApp({ database, web: false, env: { LOG_LEVEL: 'silent', PGLITE_DIR: pgliteDir } });
await app.ready();
await settle();
report('API ready (seeded if empty)');
await app.close();
const full = await buildApp({
  database,
  migrate: false,
  web: { mode: 'production' },
  env: { LOG_LEVEL: 'silent', PGLITE_DIR: pgliteDir },
});
await full.ready();
await settle();
report('with the SSR build loaded');
const pages = Number(process.env.MEMORY_PAGES ?? 0);
if (pages > 0) {
  const urls = ['/', '/danh-sach-chuong-trinh-xkld-duhoc', '/danh-sach-cong-ty-xkld-duhoc', '/api/listJobs'];
  const cpu = process.cpuUsage();
  let peak = 0;
  for (let i = 0; i < pages; i++) {
    await full.inject({ method: 'GET', url: urls[i % urls.length] as string });
    peak = Math.max(peak, process.memoryUsage.rss());
  }
  const used = process.cpuUsage(cpu);
  console.log(
    `CPU per request ${((used.user + used.system) / 1000 / pages).toFixed(1)} ms; peak rss ${mb(peak)} MB`,
  );
  await settle();
  report(`after ${pages} page loads`);
}
await full.close();
await database.close();
