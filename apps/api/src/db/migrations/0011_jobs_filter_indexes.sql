-- Job list filters at a million jobs (issue 11, ADR 0016). Every public index is partial on
-- status = 'approved'. The filter columns each get a covering index ordered newest first: a list
-- filtered on that column reads only its own entries (a rare province is a short range, not a walk
-- of the whole feed), and the other filters are checked on the index's included columns, so the
-- count and page 1 never visit the table. The sort orders' indexes cover the same columns, so a
-- sorted, filtered page is an index-only walk too. The included columns are those of the feed
-- index (0009) without search_words (a keyword goes through the feed or the words index).
CREATE INDEX IF NOT EXISTS jobs_public_kind_nation_idx ON jobs (kind, nation_code, published_at DESC, id DESC)
  INCLUDE (deadline, company_id, province_code, work_id, field_id, gender, age_min, age_max, education_rank,
    salary_min_vnd, salary_max_vnd, expense_max)
  WHERE status = 'approved';
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_kind_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_public_nation_cover_idx ON jobs (nation_code, published_at DESC, id DESC)
  INCLUDE (deadline, company_id, kind, province_code, work_id, field_id, gender, age_min, age_max, education_rank,
    salary_min_vnd, salary_max_vnd, expense_max)
  WHERE status = 'approved';
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_nation_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_public_province_idx ON jobs (province_code, published_at DESC, id DESC)
  INCLUDE (deadline, company_id, kind, nation_code, work_id, field_id, gender, age_min, age_max, education_rank,
    salary_min_vnd, salary_max_vnd, expense_max)
  WHERE status = 'approved' AND province_code IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_public_field_idx ON jobs (field_id, published_at DESC, id DESC)
  INCLUDE (deadline, company_id, kind, nation_code, province_code, work_id, gender, age_min, age_max,
    education_rank, salary_min_vnd, salary_max_vnd, expense_max)
  WHERE status = 'approved' AND field_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_public_work_idx ON jobs (work_id, published_at DESC, id DESC)
  INCLUDE (deadline, company_id, kind, nation_code, province_code, field_id, gender, age_min, age_max,
    education_rank, salary_min_vnd, salary_max_vnd, expense_max)
  WHERE status = 'approved' AND work_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_public_salary_cover_idx ON jobs (salary_max_vnd DESC NULLS LAST, id DESC)
  INCLUDE (deadline, company_id, kind, nation_code, province_code, work_id, field_id, gender, age_min, age_max,
    education_rank, salary_min_vnd, expense_max)
  WHERE status = 'approved';
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_salary_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_public_expense_cover_idx ON jobs (expense_max ASC NULLS LAST, id DESC)
  INCLUDE (deadline, company_id, kind, nation_code, province_code, work_id, field_id, gender, age_min, age_max,
    education_rank, salary_min_vnd, salary_max_vnd)
  WHERE status = 'approved';
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_expense_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_public_deadline_cover_idx ON jobs (deadline, id)
  INCLUDE (company_id, kind, nation_code, province_code, work_id, field_id, gender, age_min, age_max,
    education_rank, salary_min_vnd, salary_max_vnd, expense_max)
  WHERE status = 'approved';
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_deadline_idx;
--> statement-breakpoint
-- The vocabulary of the search (ADR 0016): every word of every job's search_words, once. The typo
-- fallback looks a misspelt word up here (a few thousand rows, by index) instead of comparing the
-- phrase with every job's text by trigrams, which read tens of thousands of rows at 1M jobs when
-- nothing matched. Words are only added (statement triggers, so a bulk insert adds its words in one
-- pass); a word whose jobs are gone leads a correction to an empty answer, no worse than the typo.
CREATE TABLE IF NOT EXISTS job_words (word text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS job_words_prefix_idx ON job_words (word text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS job_words_trgm_idx ON job_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_words (word)
    SELECT DISTINCT w FROM changed_jobs, unnest(tsvector_to_array(changed_jobs.search_words)) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS job_words_on_insert ON jobs;
--> statement-breakpoint
CREATE TRIGGER job_words_on_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_words_add();
--> statement-breakpoint
DROP TRIGGER IF EXISTS job_words_on_update ON jobs;
--> statement-breakpoint
CREATE TRIGGER job_words_on_update AFTER UPDATE ON jobs REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_words_add();
--> statement-breakpoint
INSERT INTO job_words (word)
  SELECT DISTINCT unnest(tsvector_to_array(search_words)) FROM jobs
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The trigram index over every job's text served only the old fallback.
DROP INDEX IF EXISTS jobs_search_trgm_idx;
