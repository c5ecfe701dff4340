/**
 * One PostgreSQL database per size (`vx_bench_10k`, …): our migrations, the reference seed, a few
 * hundred companies and N jobs inserted server-side (INSERT … SELECT … generate_series), then
 * VACUUM ANALYZE. A database seeded by the same seed version, size and migration list is reused.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { HOURS_PER_MONTH } from '@app/contract';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { seedIfEmpty } from '../../src/db/seed/seed.ts';
import { searchTextOfRows } from '../../src/modules/jobs/search-text.ts';
import { buildCatalogue, type Reference } from './catalogue.ts';
import { databaseUrl, sizeLabel } from './config.ts';
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

interface CompanyPools {
  labor: number[];
  study: number[];
  domestic: number[];
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

/**
 * The load runs without triggers (session_replication_role = replica), so it writes `listed_until`
 * itself (migration 0029's function); this checks it against that function for every job, as the
 * triggers would have set it: a bench of unlisted jobs measures nothing.
 */
async function checkListedUntil(client: pg.Client) {
  const { rows } = await client.query<{ wrong: number }>(
    `SELECT count(*)::int AS wrong FROM jobs j JOIN companies c ON c.id = j.company_id JOIN users u ON u.id = c.user_id
     WHERE j.listed_until IS DISTINCT FROM
       job_listed_until(j.kind::text, u.status::text, c.licence_state::text, c.licence_expires_on)`,
  );
  const wrong = rows[0]?.wrong ?? 0;
  if (wrong > 0) throw new Error(`${wrong} jobs with a listed_until the triggers would not have written`);
}

async function insertJobs(
  client: pg.Client,
  n: number,
  catalogueSize: number,
  pools: CompanyPools,
  searchText: string,
) {
  const { rows } = await client.query<{ base: string }>('SELECT coalesce(max(id), 0) AS base FROM jobs');
  const base = Number(rows[0]?.base ?? 0);
  // Foreign keys hold by construction; skipping their per-row triggers halves the load time.
  await client.query('SET session_replication_role = replica');
  await client.query('SELECT setseed(0.2026)');
  const params = [n, catalogueSize, base, pools.labor, pools.study, pools.domestic, HOURS_PER_MONTH];
  await client.query(
    JOBS_INSERT_SQL.replace('$search_text', () => searchText),
    params,
  );
  await client.query(
    `INSERT INTO job_tags (job_id, tag_id)
     SELECT $3::bigint + g, unnest(t.tag_ids) FROM generate_series(1, $1::int) g
     JOIN bench_catalogue t ON t.i = (g::bigint * 7919) % $2::int`,
    [n, catalogueSize, base],
  );
  await client.query(
    `INSERT INTO job_equipments (job_id, equipment_id)
     SELECT $3::bigint + g, unnest(t.equipment_ids) FROM generate_series(1, $1::int) g
     JOIN bench_catalogue t ON t.i = (g::bigint * 7919) % $2::int`,
    [n, catalogueSize, base],
  );
  await client.query('SET session_replication_role = origin');
  await client.query(`SELECT setval(pg_get_serial_sequence('jobs', 'id'), (SELECT max(id) FROM jobs))`);
}

/**
 * $1 jobs, $2 catalogue size, $3 id base, $4–$6 company pools, $7 hours per month.
 * Jobs are created over the last two years in id order (as a live site fills up); ~85 % approved,
 * deadlines mostly ahead; salaries as posted (several currencies and periods) and normalised to
 * VND per month through `exchange_rates` as `monthlyVnd` does; `search_text` by the app's own
 * expression (`searchTextExpression`).
 */
const JOBS_INSERT_SQL = `
INSERT INTO jobs (id, company_id, kind, status, title, slug, nation_code, province_code, location, work_id,
  field_id, quantity, gender, age_min, age_max, education, education_rank, working_type, salary_currency,
  salary_period, salary_min, salary_max, salary_min_vnd, salary_max_vnd, expense_max, bonus_main, bonus_warranty,
  deadline, expected_flight_date, description, requirements, benefits, reject_reason, search_text, approved_at,
  published_at, created_at, updated_at, listed_until)
SELECT s.id, s.company_id, s.kind, s.status::job_status, s.title, s.slug, s.nation_code, s.province_code,
  s.location, s.work_id, s.field_id, s.quantity, s.gender, s.age_min, s.age_max, s.education, s.education_rank,
  s.working_type, s.currency, s.period, s.salary_min, s.salary_max,
  round(s.per_month_min * coalesce(r.vnd_per_unit, CASE WHEN s.currency = 'VND' THEN 1 END))::bigint,
  round(s.per_month_max * coalesce(r.vnd_per_unit, CASE WHEN s.currency = 'VND' THEN 1 END))::bigint,
  s.expense_max, s.bonus_main, s.bonus_warranty, s.deadline,
  CASE WHEN s.kind <> 'domestic' THEN s.deadline + 30 + (s.r4 * 120)::int END,
  s.description, s.requirements, s.benefits,
  CASE WHEN s.status = 'rejected' THEN (ARRAY['Thông tin lương chưa rõ ràng, vui lòng bổ sung.',
    'Thiếu giấy phép hoạt động dịch vụ đưa người lao động đi làm việc ở nước ngoài.',
    'Tiêu đề không đúng với nội dung tin.'])[1 + (s.id % 3)] END,
  $search_text,
  s.published_at, s.published_at, s.created_at, coalesce(s.published_at, s.created_at),
  job_listed_until(s.kind::text, u.status::text, c.licence_state::text, c.licence_expires_on)
FROM (
  SELECT b.*,
    CASE WHEN b.status IN ('approved', 'disabled')
      THEN least(now(), b.created_at + b.r2 * interval '2 days') END AS published_at,
    CASE WHEN b.status IN ('approved', 'disabled') AND b.r3 >= 0.85
      THEN current_date - 1 - (b.r4 * 400)::int
      ELSE current_date + 1 + (b.r4 * 150)::int END AS deadline,
    CASE b.period WHEN 'hour' THEN b.salary_min * $7 WHEN 'year' THEN b.salary_min / 12 ELSE b.salary_min END
      AS per_month_min,
    CASE b.period WHEN 'hour' THEN b.salary_max * $7 WHEN 'year' THEN b.salary_max / 12 ELSE b.salary_max END
      AS per_month_max
  FROM (
    SELECT a.*,
      CASE WHEN a.pay_base IS NOT NULL THEN round(a.pay_base * (0.9 + 0.25 * a.r5) / a.pay_unit) * a.pay_unit END
        AS salary_min,
      CASE WHEN a.pay_base IS NOT NULL AND a.r6 < 0.85
        THEN round(a.pay_base * (0.9 + 0.25 * a.r5) * (1.15 + 0.35 * a.r6) / a.pay_unit) * a.pay_unit END
        AS salary_max
    FROM (
      SELECT $3::bigint + g AS id, t.*,
        (CASE t.kind WHEN 'labor_export' THEN $4::bigint[] WHEN 'study_abroad' THEN $5::bigint[] ELSE $6::bigint[] END)
          [1 + floor(random() * cardinality(CASE t.kind WHEN 'labor_export' THEN $4::bigint[]
            WHEN 'study_abroad' THEN $5::bigint[] ELSE $6::bigint[] END))::int] AS company_id,
        CASE WHEN rs < 0.85 THEN 'approved' WHEN rs < 0.91 THEN 'waiting' WHEN rs < 0.96 THEN 'rejected'
          ELSE 'disabled' END AS status,
        now() - interval '730 days' * (1 - g::float8 / $1::int) - random() * interval '6 hours' AS created_at,
        random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6,
        1 + floor(power(random(), 2) * 60)::int AS quantity,
        CASE WHEN t.cost_lo IS NOT NULL AND random() < 0.9
          THEN (round((t.cost_lo + random() * (t.cost_hi - t.cost_lo)) / 1000000) * 1000000)::bigint END
          AS expense_max,
        CASE WHEN t.kind = 'labor_export' AND random() < 0.3
          THEN (round((2000000 + random() * 8000000) / 500000) * 500000)::bigint END AS bonus_main,
        CASE WHEN t.kind = 'labor_export' AND random() < 0.2
          THEN (round((1000000 + random() * 4000000) / 500000) * 500000)::bigint END AS bonus_warranty
      FROM generate_series(1, $1::int) g
      JOIN bench_catalogue t ON t.i = (g::bigint * 7919) % $2::int
      CROSS JOIN LATERAL (SELECT random() + g * 0 AS rs) z
    ) a
  ) b
) s
JOIN companies c ON c.id = s.company_id
JOIN users u ON u.id = c.user_id
JOIN nations na ON na.code = s.nation_code
LEFT JOIN works w ON w.id = s.work_id
LEFT JOIN works wg ON wg.id = w.work_id
LEFT JOIN provinces p ON p.code = s.province_code
LEFT JOIN company_fields f ON f.id = s.field_id
LEFT JOIN exchange_rates r ON r.currency = s.currency`;
