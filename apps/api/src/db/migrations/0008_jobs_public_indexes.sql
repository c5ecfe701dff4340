-- Public job browsing (ADR 0011): only approved jobs are public, so every public index is partial.
-- Newest first (the default order) and per-nation / per-kind listings.
CREATE INDEX IF NOT EXISTS jobs_public_newest_idx ON jobs (published_at DESC, id DESC) WHERE status = 'approved';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_public_nation_idx ON jobs (nation_code, published_at DESC, id DESC) WHERE status = 'approved';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_public_kind_idx ON jobs (kind, published_at DESC, id DESC) WHERE status = 'approved';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_public_deadline_idx ON jobs (deadline, id) WHERE status = 'approved';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_public_salary_idx ON jobs (salary_max_vnd DESC NULLS LAST, id DESC) WHERE status = 'approved';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_public_expense_idx ON jobs (expense_max ASC NULLS LAST, id DESC) WHERE status = 'approved';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_company_public_idx ON jobs (company_id, published_at DESC, id DESC) WHERE status = 'approved';
--> statement-breakpoint
-- Accent-insensitive keyword search: search_text is already folded by vn_fold() when written.
CREATE INDEX IF NOT EXISTS jobs_search_trgm_idx ON jobs USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_work_idx ON jobs (work_id);
