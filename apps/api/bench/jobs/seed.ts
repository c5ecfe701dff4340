/**
 * One PostgreSQL database per size (`vx_bench_10k`, …): our migrations, the reference seed, a few
 * hundred companies and N jobs inserted server-side (INSERT … SELECT … generate_series), then
 * VACUUM ANALYZE. A database seeded by the same seed version, size and migration list is reused.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { seedIfEmpty } from '../../src/db/seed/seed.ts';
import { searchTextOfRows } from '../../src/modules/jobs/search-text.ts';
import { buildCatalogue, type Reference } from './catalogue.ts';
import { databaseUrl, sizeLabel } from './config.ts';
import { type CompanyPools, checkListedUntil, insertJobs } from './seed-jobs.ts';
import { COMPANY_CORES, COMPANY_NAMES, COMPANY_PREFIXES, FALLBACK_RATES } from './vocabulary.ts';

/** Bump when the generated data changes: databases of an older version are seeded again. */
const SEED_VERSION = 3;
const COMPANY_COUNT = 300;

export interface SeededDatabase {
  name: string;
  url: string;
  jobs: number;
  reused: boolean;
  /** Wall time of the seeding that produced this database (stored, so a reuse reports it too). */
  seedSeconds: number;
  steps: Record<string, number>;
}

/**
 * The app's search-text expression over the INSERT's rows (`searchTextOfRows`, the same segments
 * and dictionary phrases the job service writes).
 */
export function searchTextExpression(): string {
  return searchTextOfRows({
    title: 's.title',
    kind: 's.kind',
    nationCode: 's.nation_code',
    location: 's.location',
    occupation: 'w.name',
    occupationGroup: 'wg.name',
    field: 'f.name',
    nation: 'na.name',
    province: 'p.name',
    company: 'c.name',
  });
}

/**
 * What a seeded database must match to be reused: seed version, size, the search-text expression
 * and the migrations (a migration edited or added since changes the schema the data must fit).
 */
export function seedKey(size: number): string {
  const folder = new URL('../../src/db/migrations/', import.meta.url);
  const hash = createHash('sha256').update(searchTextExpression());
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(new URL(file, folder)));
  }
  return `v${SEED_VERSION}:${size}:${hash.digest('hex').slice(0, 16)}`;
}

/** True when a PostgreSQL server answers at the base URL (its `postgres` database). */
export async function serverReachable(baseUrl: string): Promise<string | null> {
  const client = new pg.Client({
    connectionString: databaseUrl(baseUrl, 'postgres'),
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>(
      `SELECT current_setting('server_version') || ' (shared_buffers ' || current_setting('shared_buffers')
         || ', work_mem ' || current_setting('work_mem') || ')' AS v`,
    );
    return rows[0]?.v ?? 'unknown';
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

async function readSeedInfo(
  url: string,
): Promise<{ key: string; seed_seconds: number; steps: string } | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ key: string; seed_seconds: number; steps: string }>(
      'SELECT key, seed_seconds, steps FROM bench_seed_info LIMIT 1',
    );
    return rows[0] ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function ensureSeeded(baseUrl: string, size: number, reseed: boolean): Promise<SeededDatabase> {
  const name = `vx_bench_${sizeLabel(size)}`;
  const url = databaseUrl(baseUrl, name);
  const key = seedKey(size);
  const info = reseed ? null : await readSeedInfo(url);
  if (info?.key === key) {
    return {
      name,
      url,
      jobs: size,
      reused: true,
      seedSeconds: info.seed_seconds,
      steps: JSON.parse(info.steps),
    };
  }

  const admin = new pg.Client({ connectionString: databaseUrl(baseUrl, 'postgres') });
  await admin.connect();
  // Only databases this bench names and owns are ever dropped.
  if (!/^vx_bench_[0-9a-z]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const steps: Record<string, number> = {};
  const started = performance.now();
  let mark = started;
  const step = (label: string) => {
    const now = performance.now();
    steps[label] = Math.round(now - mark) / 1000;
    mark = now;
    process.stdout.write(`  ${label} ${steps[label]?.toFixed(1)} s\n`);
  };

  const database = await openDatabase({ url, max: 1 });
  await database.migrate();
  step('migrations');
  await seedIfEmpty(database.db);
  await database.close();
  step('reference and demo seed');

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET synchronous_commit = off; SET maintenance_work_mem = '1GB'`);
    await seedRates(client);
    const companies = await seedCompanies(client);
    step(`${COMPANY_COUNT} companies`);
    const catalogueSize = await loadCatalogue(client);
    const dropped = await dropSecondaryIndexes(client);
    await insertJobs(client, size, catalogueSize, companies, searchTextExpression());
    step(`${size.toLocaleString('en')} jobs, tags and equipments`);
    await checkListedUntil(client);
    step('listed_until checked');
    for (const def of dropped) await client.query(def);
    step(`${dropped.length} indexes rebuilt`);
    await client.query('VACUUM (ANALYZE) jobs, job_tags, job_equipments, companies, users');
    step('vacuum analyze');
    const seedSeconds = Math.round(performance.now() - started) / 1000;
    await client.query(
      'CREATE TABLE bench_seed_info (key text NOT NULL, seed_seconds real NOT NULL, steps text NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now())',
    );
    await client.query('INSERT INTO bench_seed_info (key, seed_seconds, steps) VALUES ($1, $2, $3)', [
      key,
      seedSeconds,
      JSON.stringify(steps),
    ]);
    return { name, url, jobs: size, reused: false, seedSeconds, steps };
  } finally {
    await client.end();
  }
}

async function seedRates(client: pg.Client): Promise<void> {
  const rows = Object.entries(FALLBACK_RATES);
  await client.query(
    `INSERT INTO exchange_rates (currency, vnd_per_unit, as_of, source)
     SELECT c, r, current_date, 'bench' FROM unnest($1::text[], $2::numeric[]) AS x(c, r)
     ON CONFLICT (currency) DO NOTHING`,
    [rows.map(([c]) => c), rows.map(([, r]) => r)],
  );
}

async function seedCompanies(client: pg.Client): Promise<CompanyPools> {
  const { rows: provinces } = await client.query<{ code: string }>(
    'SELECT code FROM provinces ORDER BY code',
  );
  const rows = Array.from({ length: COMPANY_COUNT }, (_, k) => {
    const core = COMPANY_CORES[k % COMPANY_CORES.length] as string;
    const short = COMPANY_NAMES[Math.floor(k / COMPANY_CORES.length) % COMPANY_NAMES.length] as string;
    const round = Math.floor(k / (COMPANY_CORES.length * COMPANY_NAMES.length));
    const name = `${COMPANY_PREFIXES[k % COMPANY_PREFIXES.length]} ${core} ${short}${round ? ` ${round + 1}` : ''}`;
    const activities = /Du học/.test(core) ? [1] : /Việc làm/.test(core) ? [] : k % 3 === 0 ? [1, 2] : [2];
    return {
      k,
      name,
      abbreviation: short.toUpperCase(),
      province_code: provinces[(k * 7) % provinces.length]?.code ?? null,
      activities,
      // One company in 33 has a locked account: its jobs are not public.
      status: k % 33 === 32 ? 'locked' : 'activated',
    };
  });
  const { rows: inserted } = await client.query<{ id: string; activities: number[] }>(
    `WITH x AS (
       SELECT * FROM json_to_recordset($1::json)
         AS x(k int, name text, abbreviation text, province_code text, activities smallint[], status user_status)
     ), u AS (
       INSERT INTO users (type, status, name, email, email_verified_at)
       SELECT 'company', x.status, 'Quản trị ' || x.abbreviation, 'bench-company-' || x.k || '@viecxa.test', now()
       FROM x ORDER BY x.k
       RETURNING id, email
     )
     INSERT INTO companies (user_id, name, abbreviation, province_code, activities, description, contact_name, created_at,
                            licence_state, licence_expires_on)
     SELECT u.id, x.name, x.abbreviation, x.province_code, x.activities,
            'Doanh nghiệp ' || x.name || ' tuyển dụng và đào tạo ứng viên cho các chương trình trong và ngoài nước.',
            'Phòng tuyển dụng', now() - interval '3 years',
            -- A labour-export order is public only with a verified licence (ADR 0030).
            CASE WHEN 2 = ANY(x.activities) THEN 'verified'::licence_state ELSE 'none'::licence_state END,
            CASE WHEN 2 = ANY(x.activities) THEN (now() + interval '3 years')::date END
     FROM x JOIN u ON u.email = 'bench-company-' || x.k || '@viecxa.test'
     RETURNING id, activities`,
    [JSON.stringify(rows)],
  );
  const pools: CompanyPools = { labor: [], study: [], domestic: [] };
  for (const c of inserted) {
    const id = Number(c.id);
    if (c.activities.includes(2)) pools.labor.push(id);
    if (c.activities.includes(1)) pools.study.push(id);
    pools.domestic.push(id);
  }
  return pools;
}

async function loadCatalogue(client: pg.Client): Promise<number> {
  const q = async <T extends pg.QueryResultRow>(text: string) => (await client.query<T>(text)).rows;
  const works = await q<{ id: string; name: string; group: string }>(
    'SELECT w.id, w.name, p.name AS group FROM works w JOIN works p ON p.id = w.work_id',
  );
  const ref: Reference = {
    works: works.map((w) => ({ ...w, id: Number(w.id) })),
    nations: new Map(
      (await q<{ code: string; name: string }>('SELECT code, name FROM nations')).map((n) => [
        n.code,
        n.name,
      ]),
    ),
    provinces: await q<{ code: string; name: string }>('SELECT code, name FROM provinces'),
    fields: new Map(
      (await q<{ id: string; name: string }>('SELECT id, name FROM company_fields')).map((f) => [
        f.name,
        Number(f.id),
      ]),
    ),
    tags: new Map(
      (await q<{ id: string; name: string }>('SELECT id, name FROM tags')).map((t) => [t.name, Number(t.id)]),
    ),
    equipmentIds: (await q<{ id: string }>('SELECT id FROM equipments')).map((e) => Number(e.id)),
  };
  const catalogue = buildCatalogue(ref);
  await client.query(
    `CREATE TEMP TABLE bench_catalogue AS
     SELECT * FROM json_to_recordset($1::json) AS x(
       i int, kind text, title text, slug text, nation_code text, province_code text, location text,
       work_id bigint, field_id bigint, gender text, age_min smallint, age_max smallint, education text,
       education_rank smallint, working_type text, currency text, period text, pay_base numeric,
       pay_unit numeric, cost_lo bigint, cost_hi bigint, tag_ids bigint[], equipment_ids bigint[],
       description text, requirements text, benefits text)`,
    [JSON.stringify(catalogue)],
  );
  await client.query('CREATE UNIQUE INDEX ON bench_catalogue (i); ANALYZE bench_catalogue');
  return catalogue.length;
}

/** Indexes of the job tables not backing a constraint: built once after the load (much faster). */
async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i
     WHERE i.indrelid IN ('jobs'::regclass, 'job_tags'::regclass, 'job_equipments'::regclass)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  );
  for (const r of rows) await client.query(`DROP INDEX ${r.name}`);
  return rows.map((r) => r.def);
}
