/**
 * Servers under test (the app as `npm start` runs it, and the raw endpoint), each a child process
 * on 127.0.0.1, and autocannon runs against them from this process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { backendPids, machineBusyMs, sample, used } from './cpu.ts';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface Server {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
  output(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export async function launch(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  nodeArgs: string[] = [],
): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const server: Server = {
    base,
    child,
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(base + readyPath);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.stop();
  throw new Error(`${script} did not answer ${readyPath} within 120 s:\n${log}`);
}

/**
 * The production server (`node apps/api/src/server.ts`, pages included) on a bench database.
 * Request logs off (LOG_LEVEL=warn) and rate limits out of reach; everything else as deployed.
 */
export function startApp(databaseUrl: string, cpuProfDir: string | null = null): Promise<Server> {
  return launch(
    'apps/api/src/server.ts',
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      RATE_LIMIT_MAX: '1000000000',
      LOGIN_RATE_LIMIT_MAX: '1000000000',
      ACCOUNT_RATE_LIMIT_MAX: '1000000000',
      UPLOAD_DIR: 'data/bench/uploads',
    },
    '/api/health',
    cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [],
  );
}

export function startRaw(
  databaseUrl: string,
  statements: { text: string; params: unknown[] }[],
  poolSize: number,
): Promise<Server> {
  return launch(
    'apps/api/bench/jobs/raw-server.ts',
    { DATABASE_URL: databaseUrl, RAW_QUERIES: JSON.stringify(statements), POOL_SIZE: String(poolSize) },
    '/jobs',
  );
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Non-2xx answers and socket errors: a run with any of them is not a valid figure. */
  bad: number;
  /** Requests unanswered within 10 s (the server could not keep up: a result, not an error). */
  timeouts: number;
  bytesPerRequest: number;
  /** CPU ms per request of the server process and of its PostgreSQL backends. */
  serverCpuMs: number;
  dbCpuMs: number;
  /** CPU ms per request of autocannon (this process) and of everything else on the machine. */
  clientCpuMs: number;
  otherCpuMs: number;
}

/** The processes a run's CPU time is read from. */
export interface Meter {
  serverPid: number;
  databaseUrl: string;
  database: string;
}

export async function load(
  base: string,
  paths: string[],
  connections: number,
  seconds: number,
  warmupSeconds: number,
  meter: Meter,
): Promise<LoadResult> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  const opts = { url: base, connections, requests, timeout: 10 };
  if (warmupSeconds > 0) await autocannon({ ...opts, duration: warmupSeconds });
  // The pool opened its connections during the warm-up; new ones are counted whole.
  const pidsBefore = await backendPids(meter.databaseUrl, meter.database);
  const server0 = sample([meter.serverPid]);
  const db0 = sample(pidsBefore);
  const machine0 = machineBusyMs();
  const self0 = process.cpuUsage();
  const r = await autocannon({ ...opts, duration: seconds });
  const self = process.cpuUsage(self0);
  const machine = machineBusyMs() - machine0;
  const db = used(
    db0,
    sample([...new Set([...pidsBefore, ...(await backendPids(meter.databaseUrl, meter.database))])]),
  );
  const server = used(server0, sample([meter.serverPid]));
  const client = (self.user + self.system) / 1000;
  const n = Math.max(1, r.requests.total);
  return {
    requests: r.requests.total,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    bad: r.non2xx + Math.max(0, r.errors - r.timeouts),
    timeouts: r.timeouts,
    bytesPerRequest: r.requests.total ? r.throughput.total / r.requests.total : 0,
    serverCpuMs: server / n,
    dbCpuMs: db / n,
    clientCpuMs: client / n,
    otherCpuMs: Math.max(0, machine - server - db - client) / n,
  };
}
