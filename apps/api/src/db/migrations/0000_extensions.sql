-- Extensions for Vietnamese search, created before any table (PGlite loads them from its contrib build).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (it depends on the dictionary search path), so it cannot appear in an
-- index expression. This wrapper pins the dictionary and is declared IMMUTABLE.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The folded search key: NFC first (decomposed input), accents off, đ/Đ to d, lower case.
CREATE OR REPLACE FUNCTION vn_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.immutable_unaccent(translate(normalize($1, NFC), 'đĐ', 'dD'))) $$;
