-- Vietnamese job search (ADR 0012).
-- The search key: vn_fold() (NFC, accents off, đ→d, lower case), then every run of punctuation,
-- symbols and spaces becomes one space, padded with a space at both ends: ' ky su co khi da nang '.
-- The padding makes "these words, whole, in this order" a LIKE ('% da nang %'): the relevance
-- order ranks the phrase with it. The separators are listed explicitly (ASCII and the common Unicode
-- punctuation blocks) rather than by character class, so the result does not depend on the
-- database's locale: the same on PGlite (C) and PostgreSQL (any UTF-8 locale).
CREATE OR REPLACE FUNCTION vn_search_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT ' ' || btrim(regexp_replace(public.vn_fold($1),
    '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f\u00a0-\u00bf\u00d7\u00f7\u2000-\u2bff\u3000-\u303f\ufe30-\ufe4f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]+',
    ' ', 'g')) || ' ' $$;
--> statement-breakpoint
-- search_text was vn_fold(text); the key of a folded text is the key of the text (vn_fold is
-- idempotent), so existing rows are brought to the new form in place.
UPDATE jobs SET search_text = vn_search_key(search_text) WHERE search_text NOT LIKE ' %';
--> statement-breakpoint
-- The words of the key as a text-search vector ('simple': every word as it is, no stop words, no
-- stemming), kept by PostgreSQL itself. "Every word of the query" is one GIN lookup per word, far
-- cheaper than the trigram index for short Vietnamese syllables ("ky", "su", "co" are in most rows
-- as trigrams). Stored (not an expression index) so a filter on it costs no to_tsvector per row.
ALTER TABLE jobs ADD COLUMN IF NOT EXISTS search_words tsvector
  GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_public_words_idx ON jobs USING gin (search_words) WHERE status = 'approved';
--> statement-breakpoint
-- The public feed, newest first, covering what the list filters and the keyword test read: a
-- list walk (page 1 of any filter, a common keyword, the capped count) is an index-only scan that
-- never visits the table. It replaces the plain newest-first index of 0008.
CREATE INDEX IF NOT EXISTS jobs_public_feed_idx ON jobs (published_at DESC, id DESC)
  INCLUDE (deadline, company_id, kind, nation_code, province_code, work_id, field_id, gender, age_min,
    age_max, education_rank, salary_min_vnd, salary_max_vnd, expense_max, search_words)
  WHERE status = 'approved';
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_public_newest_idx;
--> statement-breakpoint
-- A company's public jobs, newest first, with the deadline: its job list and its open-job count
-- (the company directory shows one per company) read the index only. Replaces 0008's.
CREATE INDEX IF NOT EXISTS jobs_public_company_idx ON jobs (company_id, published_at DESC, id DESC)
  INCLUDE (deadline) WHERE status = 'approved';
--> statement-breakpoint
DROP INDEX IF EXISTS jobs_company_public_idx;
--> statement-breakpoint
-- Public company list: accent-insensitive search on name and abbreviation.
CREATE INDEX IF NOT EXISTS companies_name_fold_trgm_idx ON companies
  USING gin (vn_fold(name || ' ' || coalesce(abbreviation, '')) gin_trgm_ops);
