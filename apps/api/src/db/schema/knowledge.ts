import type { KnowledgeSource } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The adviser's knowledge base (issue 30): entries we write, each with its sources and the day its
 * facts were checked; the shape is `KnowledgeEntryData` (packages/contract/src/knowledge.ts).
 * Retrieval reads every published entry into process memory (a few hundred at most) and ranks them
 * in JavaScript, so no search index is kept here: `search_text` (the folded title and slug, kept by
 * the service) only serves the admin list's search.
 */
export const knowledgeEntries = pgTable(
  'knowledge_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    topic: text('topic').notNull(),
    nations: text('nations').array().notNull().default(sql`'{}'::text[]`),
    programmes: text('programmes').array().notNull().default(sql`'{}'::text[]`),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    sources: jsonb('sources').$type<KnowledgeSource[]>().notNull().default(sql`'[]'::jsonb`),
    checkedOn: date('checked_on').notNull(),
    published: boolean('published').notNull().default(true),
    searchText: text('search_text').notNull().default(''),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('knowledge_entries_slug_key').on(t.slug)],
);
export type KnowledgeEntryRow = typeof knowledgeEntries.$inferSelect;
