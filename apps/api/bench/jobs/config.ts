/**
 * Settings of the jobs benchmark, all from the environment (documented in docs/performance.md).
 */

export interface JobsBenchConfig {
  /** Server URL without a database name (or with one: it is replaced per size). */
  baseUrl: string;
  sizes: number[];
  /** Seconds of each measured autocannon run, after a warm-up of `warmupSeconds`. */
  durationSeconds: number;
  warmupSeconds: number;
  /** Connections for the API calls (list, filtered, search, detail) and the raw endpoint. */
  apiConnections: number;
  /** Connections for the server-rendered pages. */
  pageConnections: number;
  /** The app's pool size (openDatabase's default) and the raw endpoint's: the same. */
  poolSize: number;
  /** Skip `npm run build` (the pages were built already). */
  skipBuild: boolean;
  /** Drop and seed again even when a database of the right size exists. */
  reseed: boolean;
  /** Exit non-zero when a target is missed (otherwise only errors fail the run). */
  strict: boolean;
  /** Where the figures of the run are written (JSON and Markdown). */
  outDir: string;
  /** Only these scenarios (ids, e.g. `list,page-detail`); all when empty. */
  scenarios: string[];
  /** Skip the keyword suite (EXPLAIN of ≥50 searches). */
  skipKeywords: boolean;
  /** Skip the filter suite (EXPLAIN of ≥ 50 filter combinations). */
  skipFilters: boolean;
  /** Start the app with `--cpu-prof` writing profiles into this folder (one per server run). */
  cpuProfDir: string | null;
}

function number(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got '${raw}'`);
  return n;
}

const flag = (name: string) => ['1', 'true', 'yes'].includes((process.env[name] ?? '').toLowerCase());

/** '10k' → 10000, '1m' → 1000000, '250000' → 250000. */
export function parseSize(text: string): number {
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!m) throw new Error(`BENCH_SIZES: '${text}' is not a size (e.g. 10000, 100k, 1m)`);
  const unit = m[2]?.toLowerCase() === 'k' ? 1_000 : m[2]?.toLowerCase() === 'm' ? 1_000_000 : 1;
  return Math.round(Number(m[1]) * unit);
}

/** 10000 → '10k', 1000000 → '1m': the suffix of the bench database's name. */
export function sizeLabel(n: number): string {
  if (n % 1_000_000 === 0) return `${n / 1_000_000}m`;
  if (n % 1_000 === 0) return `${n / 1_000}k`;
  return String(n);
}

export function loadJobsBenchConfig(): JobsBenchConfig {
  const sizes = (process.env.BENCH_SIZES || '10000,100000,1000000')
    .split(',')
    .filter((s) => s.trim() !== '')
    .map(parseSize);
  return {
    baseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432',
    sizes,
    durationSeconds: number('BENCH_DURATION', 10),
    warmupSeconds: number('BENCH_WARMUP', 3),
    apiConnections: number('BENCH_CONNECTIONS', 50),
    pageConnections: number('BENCH_PAGE_CONNECTIONS', 10),
    poolSize: 10,
    skipBuild: flag('BENCH_SKIP_BUILD'),
    reseed: flag('BENCH_RESEED'),
    strict: flag('BENCH_STRICT'),
    outDir: process.env.BENCH_OUT_DIR || 'data/bench',
    scenarios: (process.env.BENCH_SCENARIOS || '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
    skipKeywords: flag('BENCH_SKIP_KEYWORDS'),
    skipFilters: flag('BENCH_SKIP_FILTERS'),
    cpuProfDir: process.env.BENCH_CPU_PROF || null,
  };
}

/** The URL of one database on the bench server. */
export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
