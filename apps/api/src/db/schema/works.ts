import {
  type AnyPgColumn,
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Occupations (ngành nghề) that job posts are filed under, two levels: a group (work_id null)
 * and its occupations (work_id = the group). Admin-managed (ADR 0010).
 */
export const works = pgTable(
  'works',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    workId: bigint('work_id', { mode: 'number' }).references((): AnyPgColumn => works.id, {
      onDelete: 'restrict',
    }),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('works_slug_key').on(t.slug), index('works_parent_idx').on(t.workId)],
);

/** What an employer provides (dormitory, meals, protective gear…): job posts list them. */
export const equipments = pgTable(
  'equipments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('equipments_slug_key').on(t.slug)],
);
