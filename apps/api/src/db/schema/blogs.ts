import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { nations } from './catalog.ts';
import { users } from './users.ts';

/**
 * A news article (ADR 0017). `body` is sanitised HTML; `tags` free words kept in the article
 * (a popular-tags list is one GROUP BY over published rows); `search_text` the folded
 * (`vn_search_key`) title, summary and tags the accent-insensitive search matches, kept by the
 * service. `view_count` is raised in batches by the view counter, never per request. Indexes beyond
 * the primary key are in the migration (partial ones).
 */
export const blogs = pgTable(
  'blogs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    thumbnail: text('thumbnail'),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    nationCode: text('nation_code').references(() => nations.code),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('blogs_status', sql`${t.status} IN ('draft', 'published')`),
    check('blogs_category', sql`${t.category} IN ('study_abroad', 'labor_export', 'news', 'guide')`),
    check('blogs_published_at', sql`${t.status} = 'draft' OR ${t.publishedAt} IS NOT NULL`),
    check('blogs_view_count', sql`${t.viewCount} >= 0`),
  ],
);
export type BlogRow = typeof blogs.$inferSelect;
