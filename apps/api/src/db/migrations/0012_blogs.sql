-- News articles (issue 12, ADR 0017).
CREATE TABLE IF NOT EXISTS blogs (
  id bigserial PRIMARY KEY,
  title text NOT NULL,
  slug text NOT NULL,
  summary text NOT NULL,
  body text NOT NULL,
  thumbnail text,
  category text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}'::text[],
  nation_code text REFERENCES nations(code),
  author_id bigint REFERENCES users(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'draft',
  published_at timestamptz,
  view_count integer NOT NULL DEFAULT 0,
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT blogs_status CHECK (status IN ('draft', 'published')),
  CONSTRAINT blogs_category CHECK (category IN ('study_abroad', 'labor_export', 'news', 'guide')),
  CONSTRAINT blogs_published_at CHECK (status = 'draft' OR published_at IS NOT NULL),
  CONSTRAINT blogs_view_count CHECK (view_count >= 0)
);
--> statement-breakpoint
-- The public feed, newest first (the list, a category page, the latest n, the sitemap).
CREATE INDEX IF NOT EXISTS blogs_public_feed_idx ON blogs (published_at DESC, id DESC) WHERE status = 'published';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS blogs_public_category_idx ON blogs (category, published_at DESC, id DESC)
  WHERE status = 'published';
--> statement-breakpoint
-- Most viewed (the sidebar of every news page).
CREATE INDEX IF NOT EXISTS blogs_public_views_idx ON blogs (view_count DESC, id DESC) WHERE status = 'published';
--> statement-breakpoint
-- A tag filter (`tags @> ARRAY[…]`) and related articles by shared tags (`tags && …`).
CREATE INDEX IF NOT EXISTS blogs_tags_idx ON blogs USING gin (tags);
--> statement-breakpoint
-- Accent-insensitive search: search_text is already the vn_search_key() of title, summary and tags.
CREATE INDEX IF NOT EXISTS blogs_search_trgm_idx ON blogs USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
-- The admin list, newest first.
CREATE INDEX IF NOT EXISTS blogs_created_idx ON blogs (created_at DESC, id DESC);
