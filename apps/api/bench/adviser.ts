/**
 * `BENCH=adviser`: the adviser's judged set (issue 30 item 4) through `POST /api/chat` in-process,
 * on PGlite with the demo data. Always on the keyword fallback: pass rate, and the server's CPU and
 * wall-clock time per answer beside a raw `GET /api/health` measured in the same run (target: a
 * fallback answer ≤ 1 s of server time). With `BENCH_AI_BASE_URL` and `BENCH_AI_API_KEY` (any
 * OpenAI-compatible endpoint: a hosted model, a local Ollama `http://127.0.0.1:11434/v1` or vLLM)
 * and `BENCH_AI_MODEL`, the same set against that model, judged by the same rules.
 */
import type { FastifyInstance } from 'fastify';
import { JUDGED_SET } from '../src/modules/chatbot/judged-set.data.ts';
import { judgeAnswer, summarise } from '../src/modules/chatbot/judged-set.ts';
import { ask } from '../test/support/chat.ts';
import { openBenchApp } from './bench-app.ts';

const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; cpuMs: number; wallMs: number }> {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const value = await work();
  const used = process.cpuUsage(cpu);
  return { value, cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - t0 };
}

async function runSet(app: FastifyInstance, label: string): Promise<number> {
  const cpu: number[] = [];
  const wall: number[] = [];
  const judgements = [];
  for (const q of JUDGED_SET) {
    const { value, cpuMs, wallMs } = await timed(() => ask(app, q.question));
    cpu.push(cpuMs);
    wall.push(wallMs);
    judgements.push(judgeAnswer(q, value));
  }
  const health: number[] = [];
  for (let i = 0; i < 200; i++)
    health.push((await timed(() => app.inject({ method: 'GET', url: '/api/health' }))).cpuMs);
  const { passRate, failed } = summarise(judgements);
  console.log(`  ${label}: ${(passRate * 100).toFixed(1)} % of ${JUDGED_SET.length} questions passed`);
  console.log(
    `    server CPU per answer p50 ${pct(cpu, 50).toFixed(1)} ms, p95 ${pct(cpu, 95).toFixed(1)} ms, max ${Math.max(...cpu).toFixed(1)} ms; wall p50 ${pct(wall, 50).toFixed(1)} ms, max ${Math.max(...wall).toFixed(1)} ms; GET /api/health p50 ${pct(health, 50).toFixed(2)} ms CPU (ratio ${(pct(cpu, 50) / Math.max(0.01, pct(health, 50))).toFixed(0)}×)`,
  );
  for (const f of failed) console.log(`    ✗ ${f.id}: ${f.reasons.join('; ')}`);
  return passRate;
}

export async function runAdviserBench(): Promise<number> {
  console.log('\n== Adviser: the judged set ==');
  let failed = 0;
  const fallback = await openBenchApp({ env: { CHAT_RATE_LIMIT_MAX: '100000000' } });
  try {
    if ((await runSet(fallback.app, 'keyword fallback')) < 0.95) failed++;
  } finally {
    await fallback.app.close();
  }
  const baseUrl = process.env.BENCH_AI_BASE_URL;
  if (!baseUrl) {
    console.log('  (no BENCH_AI_BASE_URL: the model run is skipped)');
    return failed;
  }
  const model = await openBenchApp({
    env: {
      CHAT_RATE_LIMIT_MAX: '100000000',
      AI_BASE_URL: baseUrl,
      AI_API_KEY: process.env.BENCH_AI_API_KEY || 'none',
      AI_MODEL: process.env.BENCH_AI_MODEL || 'gpt-4o-mini',
      AI_TIMEOUT_MS: process.env.BENCH_AI_TIMEOUT_MS || '30000',
    },
  });
  try {
    if ((await runSet(model.app, `model ${process.env.BENCH_AI_MODEL || 'gpt-4o-mini'}`)) < 0.95) failed++;
  } finally {
    await model.app.close();
  }
  return failed;
}
