import type pg from 'pg';
import { hoursPerMonthSql } from '../../src/modules/jobs/exchange-rates.ts';

/**
 * The generated jobs of the bench's database (seed.ts): one set-based INSERT of `n` jobs over the
 * catalogue, their tags and equipment, and the check of the column the skipped triggers keep.
 */

/** The seeded companies' ids by kind of activity. */
export interface CompanyPools {
  labor: number[];
  study: number[];
  domestic: number[];
}

/**
 * The load runs without triggers (session_replication_role = replica), so it writes `listed_until`
 * itself (migration 0029's function); this checks it against that function for every job, as the
 * triggers would have set it: a bench of unlisted jobs measures nothing.
 */
export async function checkListedUntil(client: pg.Client) {
  const { rows } = await client.query<{ wrong: number }>(
    `SELECT count(*)::int AS wrong FROM jobs j JOIN companies c ON c.id = j.company_id JOIN users u ON u.id = c.user_id
     WHERE j.listed_until IS DISTINCT FROM
       job_listed_until(j.kind::text, u.status::text, c.licence_state::text, c.licence_expires_on)`,
  );
  const wrong = rows[0]?.wrong ?? 0;
  if (wrong > 0) throw new Error(`${wrong} jobs with a listed_until the triggers would not have written`);
}

export async function insertJobs(
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
  const params = [n, catalogueSize, base, pools.labor, pools.study, pools.domestic];
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
 * $1 jobs, $2 catalogue size, $3 id base, $4–$6 company pools. An hourly wage counts the hours the
 * programme allows (`hoursPerMonthSql`, as `monthlyVnd`).
 * Jobs are created over the last two years in id order (as a live site fills up); ~85 % approved,
 * deadlines mostly ahead; salaries as posted (several currencies and periods) and normalised to
 * VND per month through `exchange_rates` as `monthlyVnd` does; `search_text` by the app's own
 * expression (`searchTextExpression`).
 */
const HOURS = hoursPerMonthSql('b.kind', 'b.nation_code');
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
    CASE b.period WHEN 'hour' THEN b.salary_min * ${HOURS} WHEN 'year' THEN b.salary_min / 12 ELSE b.salary_min END
      AS per_month_min,
    CASE b.period WHEN 'hour' THEN b.salary_max * ${HOURS} WHEN 'year' THEN b.salary_max / 12 ELSE b.salary_max END
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
