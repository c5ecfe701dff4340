-- The company's part of public visibility on the job row (ADR 0038): the public list tested, for
-- every row its walk read, a join to `companies` (the labour-export licence) and an EXISTS on
-- `users` (the account's status), ~60 % of the buffers of a typical search at 1M jobs. The column
-- is kept by the database (triggers below), so no code path can forget it; the public condition is
-- `listed_until >= today`, which the covering indexes carry.
-- The covering indexes are rebuilt with the column (end of the file): dropped first, so the
-- backfill does not update them row by row.
DROP INDEX IF EXISTS jobs_public_feed_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_company_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_kind_nation_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_nation_cover_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_province_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_field_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_work_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_salary_cover_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_expense_cover_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_deadline_cover_idx;
--> statement-breakpoint
-- 'infinity' as a default while the column is added costs no rewrite (a "missing value" in the
-- catalogue); the backfill then writes only the rows whose value differs, and the default goes
-- (the insert trigger sets every new row).
ALTER TABLE "jobs" ADD COLUMN "listed_until" date DEFAULT 'infinity';
--> statement-breakpoint
-- NULL: not listed (account not activated; a labour-export order without a verified licence).
-- A labour-export order of a verified licence: its expiry date ('infinity' without one), so an
-- expired licence stops counting the day after with no sweep, as licenceValidSql() did at read.
-- Any other kind of an activated account: 'infinity'.
CREATE OR REPLACE FUNCTION job_listed_until(kind text, account_status text, licence_state text, licence_expires_on date)
  RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE
    WHEN account_status IS DISTINCT FROM 'activated' THEN NULL
    WHEN kind IS DISTINCT FROM 'labor_export' THEN 'infinity'::date
    WHEN licence_state = 'verified' THEN coalesce(licence_expires_on, 'infinity'::date)
    ELSE NULL END $$;
--> statement-breakpoint
-- A job inserted, moved to another company or changed of kind (or its column written by hand)
-- reads its company's state.
CREATE OR REPLACE FUNCTION jobs_listed_until_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed_until := (
    SELECT job_listed_until(NEW.kind, u.status::text, c.licence_state::text, c.licence_expires_on)
    FROM companies c JOIN users u ON u.id = c.user_id
    WHERE c.id = NEW.company_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A company's licence or owner changed: its jobs whose value moves are rewritten (the jobs trigger
-- recomputes each from the committed company row, so both agree).
CREATE OR REPLACE FUNCTION companies_listed_until_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE account text := (SELECT status::text FROM users WHERE id = NEW.user_id);
BEGIN
  UPDATE jobs SET listed_until = job_listed_until(jobs.kind, account, NEW.licence_state::text, NEW.licence_expires_on)
  WHERE jobs.company_id = NEW.id
    AND jobs.listed_until IS DISTINCT FROM job_listed_until(jobs.kind, account, NEW.licence_state::text, NEW.licence_expires_on);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An account locked, deactivated or reactivated: the jobs of the company it owns.
CREATE OR REPLACE FUNCTION users_listed_until_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE jobs SET listed_until = job_listed_until(jobs.kind, NEW.status::text, c.licence_state::text, c.licence_expires_on)
    FROM companies c
    WHERE c.user_id = NEW.id AND jobs.company_id = c.id
      AND jobs.listed_until IS DISTINCT FROM job_listed_until(jobs.kind, NEW.status::text, c.licence_state::text, c.licence_expires_on);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Backfill before the triggers exist (in batches of ids as 0024, one statement each).
DO $$
DECLARE lo bigint := 0; top bigint := (SELECT coalesce(max(id), 0) FROM jobs);
BEGIN
  WHILE lo < top LOOP
    UPDATE jobs SET listed_until = job_listed_until(jobs.kind, u.status::text, c.licence_state::text, c.licence_expires_on)
    FROM companies c JOIN users u ON u.id = c.user_id
    WHERE jobs.id > lo AND jobs.id <= lo + 50000 AND c.id = jobs.company_id
      AND job_listed_until(jobs.kind, u.status::text, c.licence_state::text, c.licence_expires_on) IS DISTINCT FROM 'infinity'::date;
    lo := lo + 50000;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "listed_until" DROP DEFAULT;
--> statement-breakpoint
CREATE TRIGGER jobs_listed_until BEFORE INSERT OR UPDATE OF company_id, kind, listed_until ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_listed_until_set();
--> statement-breakpoint
CREATE TRIGGER companies_listed_until AFTER UPDATE OF user_id, licence_state, licence_expires_on ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_listed_until_refresh();
--> statement-breakpoint
CREATE TRIGGER users_listed_until AFTER UPDATE OF status ON users
  FOR EACH ROW EXECUTE FUNCTION users_listed_until_refresh();
--> statement-breakpoint
-- The covering indexes of 0009 and 0011 carry the column, so the public walks stay index-only.
CREATE INDEX jobs_public_feed_idx ON jobs (published_at DESC, id DESC)
  INCLUDE (deadline, listed_until, company_id, kind, nation_code, province_code, work_id, field_id, gender, age_min,
    age_max, education_rank, salary_min_vnd, salary_max_vnd, expense_max, search_words)
  WHERE status = 'approved';
--> statement-breakpoint
CREATE INDEX jobs_public_company_idx ON jobs (company_id, published_at DESC, id DESC)
  INCLUDE (deadline, listed_until) WHERE status = 'approved';
--> statement-breakpoint
CREATE INDEX jobs_public_kind_nation_idx ON jobs (kind, nation_code, published_at DESC, id DESC)
  INCLUDE (deadline, listed_until, company_id, province_code, work_id, field_id, gender, age_min, age_max, education_rank,
    salary_min_vnd, salary_max_vnd, expense_max)
  WHERE status = 'approved';
--> statement-breakpoint
CREATE INDEX jobs_public_nation_cover_idx ON jobs (nation_code, published_at DESC, id DESC)
  INCLUDE (deadline, listed_until, company_id, kind, province_code, work_id, field_id, gender, age_min, age_max, education_rank,
    salary_min_vnd, salary_max_vnd, expense_max)
  WHERE status = 'approved';
--> statement-breakpoint
CREATE INDEX jobs_public_province_idx ON jobs (province_code, published_at DESC, id DESC)
  INCLUDE (deadline, listed_until, company_id, kind, nation_code, work_id, field_id, gender, age_min, age_max, education_rank,
    salary_min_vnd, salary_max_vnd, expense_max)
  WHERE status = 'approved' AND province_code IS NOT NULL;
--> statement-breakpoint
CREATE INDEX jobs_public_field_idx ON jobs (field_id, published_at DESC, id DESC)
  INCLUDE (deadline, listed_until, company_id, kind, nation_code, province_code, work_id, gender, age_min, age_max,
    education_rank, salary_min_vnd, salary_max_vnd, expense_max)
  WHERE status = 'approved' AND field_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX jobs_public_work_idx ON jobs (work_id, published_at DESC, id DESC)
  INCLUDE (deadline, listed_until, company_id, kind, nation_code, province_code, field_id, gender, age_min, age_max,
    education_rank, salary_min_vnd, salary_max_vnd, expense_max)
  WHERE status = 'approved' AND work_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX jobs_public_salary_cover_idx ON jobs (salary_max_vnd DESC NULLS LAST, id DESC)
  INCLUDE (deadline, listed_until, company_id, kind, nation_code, province_code, work_id, field_id, gender, age_min, age_max,
    education_rank, salary_min_vnd, expense_max)
  WHERE status = 'approved';
--> statement-breakpoint
CREATE INDEX jobs_public_expense_cover_idx ON jobs (expense_max ASC NULLS LAST, id DESC)
  INCLUDE (deadline, listed_until, company_id, kind, nation_code, province_code, work_id, field_id, gender, age_min, age_max,
    education_rank, salary_min_vnd, salary_max_vnd)
  WHERE status = 'approved';
--> statement-breakpoint
CREATE INDEX jobs_public_deadline_cover_idx ON jobs (deadline, id)
  INCLUDE (listed_until, company_id, kind, nation_code, province_code, work_id, field_id, gender, age_min, age_max,
    education_rank, salary_min_vnd, salary_max_vnd, expense_max)
  WHERE status = 'approved';
