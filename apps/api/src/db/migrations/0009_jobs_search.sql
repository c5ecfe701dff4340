-- Vietnamese job search (ADR 0012).
-- The search key: vn_fold() (NFC, accents off, đ→d, lower case), then every run of punctuation,
-- symbols and spaces becomes one space, padded with a space at both ends: ' ky su co khi da nang '.
-- The padding lets "whole word" be a LIKE ('% nang %'), which the trigram index serves even for
-- one- and two-letter words. The separators are listed explicitly (ASCII and the common Unicode
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
-- Public company list: accent-insensitive search on name and abbreviation.
CREATE INDEX IF NOT EXISTS companies_name_fold_trgm_idx ON companies
  USING gin (vn_fold(name || ' ' || coalesce(abbreviation, '')) gin_trgm_ops);
