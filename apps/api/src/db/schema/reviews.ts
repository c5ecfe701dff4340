import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './users.ts';

const stars = (column: string) => sql.raw(`${column} IS NULL OR ${column} BETWEEN 1 AND 5`);

/**
 * A candidate's review of a company (ADR 0019): one per account and company, kept whatever its
 * moderation state. Only `published` rows are shown and counted; `hidden` (by an admin, reversible)
 * and `removed` (with a reason, final) leave the page and the stats at once, since every figure is
 * computed from the rows. The company's one public reply lives on the row.
 */
export const companyReviews = pgTable(
  'company_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    ratingCosts: smallint('rating_costs'),
    ratingBeforeDeparture: smallint('rating_before_departure'),
    ratingAbroad: smallint('rating_abroad'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    status: text('status').notNull().default('published'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    replyContent: text('reply_content'),
    replyBy: bigint('reply_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    replyCreatedAt: timestamp('reply_created_at', { withTimezone: true }),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
    removalReason: text('removal_reason'),
    moderatedBy: bigint('moderated_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_reviews_company_user_key').on(t.companyId, t.userId),
    // The public list and every company's figures read published rows of one company.
    index('company_reviews_company_published_idx')
      .on(t.companyId, t.createdAt.desc())
      .where(sql`${t.status} = 'published'`),
    index('company_reviews_user_idx').on(t.userId),
    index('company_reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('company_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('company_reviews_rating_costs_range', stars('rating_costs')),
    check('company_reviews_rating_before_range', stars('rating_before_departure')),
    check('company_reviews_rating_abroad_range', stars('rating_abroad')),
    check('company_reviews_status', sql`${t.status} IN ('published', 'hidden', 'removed')`),
  ],
);

/**
 * Reports of a review by visitors and accounts: an open report (resolved_at null) puts the review in
 * the admin queue. `reporter_key` is `user:<id>` or `ip:<client>`, one report each per review.
 */
export const companyReviewReports = pgTable(
  'company_review_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reviewId: bigint('review_id', { mode: 'number' })
      .notNull()
      .references(() => companyReviews.id, { onDelete: 'cascade' }),
    reporterId: bigint('reporter_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reporterKey: text('reporter_key').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_review_reports_reporter_key').on(t.reviewId, t.reporterKey),
    index('company_review_reports_open_idx').on(t.reviewId).where(sql`${t.resolvedAt} IS NULL`),
  ],
);

/** "Hữu ích" votes: one per account and review; `company_reviews.helpful_count` is kept with them. */
export const companyReviewVotes = pgTable(
  'company_review_votes',
  {
    reviewId: bigint('review_id', { mode: 'number' })
      .notNull()
      .references(() => companyReviews.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
