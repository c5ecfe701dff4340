import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.ts';

/**
 * What a job got on one Vietnam calendar day (ADR 0025): page views (once per visitor and day) and
 * appearances in public search results. Written in batches by modules/jobs/job-views.ts, read by
 * the company's figures.
 */
export const jobDailyStats = pgTable(
  'job_daily_stats',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    searchAppearances: integer('search_appearances').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.day] }), index('job_daily_stats_day_idx').on(t.day)],
);

/**
 * The visitors already counted for a job on a day, as a hash (of the account, or of the address and
 * browser with the day): the database's unique key is what dedupes between app processes. Rows of
 * past days are deleted by the flush.
 */
export const jobViewVisitors = pgTable(
  'job_view_visitors',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.day, t.visitor] }), index('job_view_visitors_day_idx').on(t.day)],
);
