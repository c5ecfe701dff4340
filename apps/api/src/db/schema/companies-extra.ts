import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyFields, tags } from './catalog.ts';
import { companies, users } from './users.ts';

/** Fields (lĩnh vực) a company works in. */
export const companyFieldLinks = pgTable(
  'company_field_links',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fieldId: bigint('field_id', { mode: 'number' })
      .notNull()
      .references(() => companyFields.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.fieldId] }),
    index('company_field_links_field_idx').on(t.fieldId),
  ],
);

export const companyTagLinks = pgTable(
  'company_tag_links',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tagId: bigint('tag_id', { mode: 'number' })
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.tagId] }), index('company_tag_links_tag_idx').on(t.tagId)],
);

/**
 * Stored files. Public ones (logos, editor images) are served by key; private ones (business
 * licences, CVs) only through endpoints that check who is asking.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').notNull(),
    visibility: text('visibility').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_key_key').on(t.key), index('uploads_owner_idx').on(t.ownerUserId)],
);
