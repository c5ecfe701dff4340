/**
 * Query plans and timings of the public job search on PostgreSQL at scale (ADR 0012).
 *
 *   node apps/api/bench/search-plans.ts --rows 100000 [--admin-url postgres://…/postgres] [--reuse]
 *
 * Creates (or, with --reuse, keeps) the scratch database `vx_search_<rows>`, migrates and seeds it,
 * adds `rows` synthetic jobs of the three kinds from ~400 companies, ANALYZEs, then prints for each
 * case the plan of the page query and of the capped count (the SQL the service runs, from its own
 * builders), whether a sequential scan appears, and the median of 7 timed runs.
 */
import { parseArgs } from 'node:util';
import { TOTAL_COUNT_CAP, todayInVietnam, ZJobSearchQuery } from '@app/contract';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { type MatchMode, parseKeyword } from '../src/modules/jobs/job-search.ts';
import { countQuery, pageQuery, searchPlan } from '../src/modules/jobs/public-jobs.service.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const rows = Number(args.rows);
const dbName = `vx_search_${rows >= 1_000_000 ? `${rows / 1_000_000}m` : `${rows / 1000}k`}`;
const adminUrl = args['admin-url'] as string;
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
if (!args.reuse || !exists) {
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
}
await admin.end();

const database = await openDatabase({ url: url.toString(), max: 2 });
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();

// ---------------------------------------------------------------------------------------------
// Synthetic data: the shapes and word distribution of real postings.

const PLACES: Record<string, string[]> = {
  JP: ['Aichi', 'Osaka', 'Tokyo', 'Saitama', 'Chiba', 'Hokkaido', 'Fukuoka', 'Hiroshima', 'Gifu', 'Ibaraki'],
  KR: ['Seoul', 'Busan', 'Incheon', 'Daegu', 'Gyeonggi'],
  TW: ['Đài Bắc', 'Đài Trung', 'Cao Hùng', 'Đào Viên', 'Tân Trúc'],
  DE: ['Berlin', 'München', 'Hamburg', 'Frankfurt'],
  PL: ['Warszawa', 'Kraków'],
  HU: ['Budapest', 'Győr'],
  RO: ['Bucharest'],
  SG: ['Singapore'],
  MY: ['Kuala Lumpur', 'Penang'],
  AU: ['Sydney', 'Melbourne'],
};
const CURRENCY: Record<string, [string, number, number]> = {
  JP: ['JPY', 160_000, 260_000],
  KR: ['KRW', 2_000_000, 3_000_000],
  TW: ['TWD', 27_000, 36_000],
  DE: ['EUR', 2_000, 3_400],
  PL: ['EUR', 900, 1_400],
  HU: ['EUR', 800, 1_200],
  RO: ['EUR', 700, 1_100],
  SG: ['SGD', 1_600, 2_600],
  MY: ['MYR', 1_600, 2_400],
  AU: ['AUD', 3_500, 5_000],
};

async function generate(c: pg.Client, n: number): Promise<void> {
  let seed = 42;
  const rand = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

  // ~400 companies, 5 % of them with a locked account.
  await c.query(`
    with u as (
      insert into users (type, status, name, email, username)
      select 'company', case when g % 20 = 0 then 'locked' else 'activated' end::user_status,
             'Bench ' || g, 'bench' || g || '@example.vn', 'benchcompany' || g
      from generate_series(1, 400) g returning id, name)
    insert into companies (user_id, name, abbreviation, activities)
    select id, 'Công ty Cổ phần Nhân lực ' || (array['Hưng Thịnh','Việt Nhật','Đông Á','Thành Công','Sao Việt','Phú Quý','An Khang','Toàn Cầu'])[1 + (id % 8)] || ' ' || id,
           'NL' || id, array[1 + (id % 2)]::smallint[]
    from u`);
  const companies = (await c.query('select c.id, c.name from companies c')).rows as {
    id: number;
    name: string;
  }[];
  const works = (await c.query('select id, name from works where work_id is not null')).rows as {
    id: number;
    name: string;
  }[];
  const nationNames = Object.fromEntries(
    (await c.query('select code, name from nations')).rows.map((r) => [r.code, r.name]),
  ) as Record<string, string>;
  const provinces = (await c.query('select code, name from provinces')).rows as {
    code: string;
    name: string;
  }[];
  const today = new Date(`${todayInVietnam()}T00:00:00Z`).getTime();
  const day = 86_400_000;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

  const batch = 5000;
  for (let start = 0; start < n; start += batch) {
    const cols: Record<string, unknown[]> = {};
    const push = (k: string, v: unknown) => {
      cols[k] ??= [];
      cols[k].push(v);
    };
    for (let i = start; i < Math.min(n, start + batch); i++) {
      const r = rand();
      const kind = r < 0.5 ? 'labor_export' : r < 0.7 ? 'study_abroad' : 'domestic';
      const work = pick(works);
      const company = pick(companies);
      const nation = kind === 'domestic' ? 'VN' : pick(Object.keys(PLACES));
      const place = kind === 'domestic' ? null : pick(PLACES[nation] as string[]);
      const province = kind === 'domestic' ? pick(provinces) : null;
      const nationName = nationNames[nation] ?? nation;
      const title =
        kind === 'labor_export'
          ? pick([
              `Đơn hàng ${work.name.toLowerCase()} tại ${place} – ${nationName}`,
              `Tuyển ${int(2, 60)} lao động ${work.name.toLowerCase()} làm việc tại ${place}, ${nationName}`,
              `${pick(['Thực tập sinh', 'Kỹ năng đặc định', 'Lao động'])} ${work.name.toLowerCase()} – ${place} (${nationName})`,
            ])
          : kind === 'study_abroad'
            ? pick([
                `Du học ${nationName} hệ tiếng tại ${place} – kỳ tháng ${pick([1, 4, 7, 10])}/2027`,
                `Du học nghề ${work.name.toLowerCase()} tại ${nationName}`,
                `Học bổng du học ${nationName} ngành ${work.name.toLowerCase()}`,
              ])
            : pick([
                `${work.name} làm việc tại ${province?.name}`,
                `Tuyển ${int(2, 40)} ${work.name.toLowerCase()} tại KCN ${province?.name}`,
                `Nhân viên ${work.name.toLowerCase()} – ${province?.name}`,
              ]);
      const s = rand();
      const status = s < 0.85 ? 'approved' : s < 0.92 ? 'waiting' : s < 0.96 ? 'rejected' : 'disabled';
      // Most open jobs close within four months; a fifth of the approved ones have closed already.
      const expired = rand() < 0.2;
      const deadline = expired ? today - int(1, 600) * day : today + int(0, 120) * day;
      const published = expired ? deadline - int(20, 90) * day : today - int(0, 120) * day;
      const [currency, lo, hi] =
        kind === 'domestic' ? ['VND', 7_000_000, 30_000_000] : (CURRENCY[nation] ?? ['VND', 0, 0]);
      const salaryMin = rand() < 0.1 ? null : Math.round(lo + rand() * (hi - lo) * 0.5);
      const salaryMax = salaryMin === null ? null : Math.round(salaryMin + rand() * (hi - lo) * 0.5 + 1);
      const rate = {
        VND: 1,
        JPY: 171.5,
        KRW: 18.45,
        TWD: 818,
        EUR: 30_480,
        SGD: 20_260,
        MYR: 6_240,
        AUD: 17_150,
      }[currency] as number;
      push('company_id', company.id);
      push('kind', kind);
      push('status', status);
      push('title', title);
      push('nation_code', nation);
      push('province_code', province?.code ?? null);
      push('location', place);
      push('work_id', work.id);
      push('quantity', int(1, 60));
      push('gender', pick(['any', 'any', 'male', 'female']));
      push('age_min', rand() < 0.2 ? null : int(18, 24));
      push('age_max', rand() < 0.2 ? null : int(28, 45));
      const edu = int(0, 5);
      push('education', ['none', 'middle_school', 'high_school', 'vocational', 'college', 'university'][edu]);
      push('education_rank', edu);
      push('salary_currency', currency);
      push('salary_min', salaryMin);
      push('salary_max', salaryMax);
      push('salary_min_vnd', salaryMin === null ? null : Math.round(salaryMin * rate));
      push('salary_max_vnd', salaryMax === null ? null : Math.round(salaryMax * rate));
      push('expense_max', kind === 'domestic' ? null : int(40, 250) * 1_000_000);
      push('deadline', iso(deadline));
      push('published_at', status === 'waiting' ? null : new Date(published).toISOString());
      push(
        'search_text',
        [title, work.name, nationName, province?.name, place, company.name].filter(Boolean).join(' '),
      );
    }
    await c.query(
      `insert into jobs (company_id, kind, status, title, slug, nation_code, province_code, location, work_id,
         quantity, gender, age_min, age_max, education, education_rank, salary_currency, salary_min, salary_max,
         salary_min_vnd, salary_max_vnd, expense_max, deadline, description, search_text, approved_at, published_at,
         created_at)
       select company_id, kind, status::job_status, title, 'viec-lam', nation_code, province_code, location, work_id,
         quantity, gender, age_min, age_max, education, education_rank, salary_currency, salary_min, salary_max,
         salary_min_vnd, salary_max_vnd, expense_max, deadline, '<p>Mô tả</p>', vn_search_key(search_text),
         published_at, published_at, coalesce(published_at, now())
       from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[],
         $9::int[], $10::text[], $11::smallint[], $12::smallint[], $13::text[], $14::smallint[], $15::text[],
         $16::numeric[], $17::numeric[], $18::bigint[], $19::bigint[], $20::bigint[], $21::date[], $22::text[],
         $23::timestamptz[])
         as t(company_id, kind, status, title, nation_code, province_code, location, work_id, quantity, gender,
           age_min, age_max, education, education_rank, salary_currency, salary_min, salary_max, salary_min_vnd,
           salary_max_vnd, expense_max, deadline, search_text, published_at)`,
      [
        'company_id',
        'kind',
        'status',
        'title',
        'nation_code',
        'province_code',
        'location',
        'work_id',
        'quantity',
        'gender',
        'age_min',
        'age_max',
        'education',
        'education_rank',
        'salary_currency',
        'salary_min',
        'salary_max',
        'salary_min_vnd',
        'salary_max_vnd',
        'expense_max',
        'deadline',
        'search_text',
        'published_at',
      ].map((k) => cols[k]),
    );
    if ((start / batch) % 20 === 0) process.stdout.write(`  ${start + batch} / ${n}\r`);
  }
}

// ---------------------------------------------------------------------------------------------
// Cases

const CASES: [string, Record<string, string>][] = [
  ['default list, page 1', {}],
  ['default list, page 50', { page: '50' }],
  ['kind labour export', { kind: 'labor_export' }],
  ['nation JP + salary ≥ 30 M', { nation: 'JP', salary_min: '30000000' }],
  ['age 25 + education high school + female', { age: '25', education: 'high_school', gender: 'female' }],
  ['sort luong-cao-nhat', { sort: 'luong-cao-nhat' }],
  ['sort chi-phi-thap-nhat', { sort: 'chi-phi-thap-nhat' }],
  ['sort han-nop-gan-nhat', { sort: 'han-nop-gan-nhat' }],
  ['keyword "nhat ban" (common)', { search: 'nhat ban' }],
  ['keyword "Nhật Bản" phu-hop-nhat', { search: 'Nhật Bản', sort: 'phu-hop-nhat' }],
  ['keyword "ky su co khi"', { search: 'ky su co khi' }],
  ['keyword "Đà Nẵng"', { search: 'Đà Nẵng' }],
  ['keyword "aichi" + nation JP', { search: 'aichi', nation: 'JP' }],
  ['keyword "han" (one syllable)', { search: 'han' }],
  ['keyword "xyzabc" (no match)', { search: 'xyzabc' }],
  ['keyword typo "nhat bna"', { search: 'nhat bna' }],
  ['keyword typo "ky su co khj"', { search: 'ky su co khj' }],
  ['keyword "du hoc han quoc seoul"', { search: 'du hoc han quoc seoul' }],
];

if (!args.reuse || !exists) {
  await database.migrate();
  await seedIfEmpty(database.db);
  const t0 = performance.now();
  await generate(client, rows);
  console.log(`generated ${rows} jobs in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  await client.query('vacuum analyze');
}

const today = todayInVietnam();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function explain(text: string, params: unknown[]) {
  const res = await client.query(`explain (analyze, buffers) ${text}`, params);
  const lines = res.rows.map((r) => r['QUERY PLAN'] as string);
  return { lines, seq: lines.some((l) => /Seq Scan on jobs/.test(l)) };
}

async function timed(text: string, params: unknown[]) {
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    await client.query(text, params);
    times.push(performance.now() - t0);
  }
  return median(times);
}

for (const [name, raw] of CASES) {
  if (args.only && !name.includes(args.only)) continue;
  const q = ZJobSearchQuery.parse(raw);
  const k = parseKeyword(q.search);
  let mode: MatchMode = 'words';
  let plan = searchPlan(q, k, mode, today);
  let count = countQuery(database.db, plan).toSQL();
  let n = Number(Object.values((await client.query(count.sql, count.params)).rows[0])[0]);
  if (k && n === 0) {
    mode = 'similar';
    plan = searchPlan(q, k, mode, today);
    count = countQuery(database.db, plan).toSQL();
    n = Number(Object.values((await client.query(count.sql, count.params)).rows[0])[0]);
  }
  const page = pageQuery(database.db, plan, q).toSQL();
  const pe = await explain(page.sql, page.params);
  const ce = await explain(count.sql, count.params);
  const pt = await timed(page.sql, page.params);
  const ct = await timed(count.sql, count.params);
  console.log(
    `\n### ${name}: ${n > TOTAL_COUNT_CAP ? `>${TOTAL_COUNT_CAP}` : n} matches (${mode}); page ${pt.toFixed(1)} ms${pe.seq ? ' SEQ SCAN' : ''}, count ${ct.toFixed(1)} ms${ce.seq ? ' SEQ SCAN' : ''}`,
  );
  if (process.env.PLANS) {
    console.log(pe.lines.join('\n'));
    console.log('-- count');
    console.log(ce.lines.join('\n'));
  }
}

await client.end();
await database.close();
