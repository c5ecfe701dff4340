import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jobs } from './jobs.ts';
import { companies, users } from './users.ts';

/**
 * One item of the scam moderation queue (ADR 0032): a job (rules fired on it, reports about it) or a
 * company reported on its page (`job_id` null). One item per job and one per company without job,
 * so that a second report adds to the same item instead of a new row in the queue.
 */
export const scamCases = pgTable(
  'scam_cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** open → asked (the company was asked) → closed (with an outcome); a new signal reopens it. */
    status: text('status').notNull().default('open'),
    outcome: text('outcome'),
    /** The rule codes that fire on the job as last evaluated (empty: none). */
    rules: text('rules').array().notNull().default(sql`'{}'::text[]`),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scam_cases_job_key').on(t.jobId).where(sql`${t.jobId} IS NOT NULL`),
    uniqueIndex('scam_cases_company_key').on(t.companyId).where(sql`${t.jobId} IS NULL`),
    index('scam_cases_status_idx').on(t.status, t.updatedAt),
  ],
);

/** What a person reported; the contact is kept only to tell them the outcome. */
export const scamReports = pgTable(
  'scam_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => scamCases.id, { onDelete: 'cascade' }),
    reporterId: bigint('reporter_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reason: text('reason').notNull(),
    details: text('details').notNull(),
    contact: text('contact'),
    outcomeMailedAt: timestamp('outcome_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scam_reports_case_idx').on(t.caseId, t.createdAt)],
);

/** The item's history: every signal and every admin decision, with who (null: the system) and when. */
export const scamEvents = pgTable(
  'scam_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => scamCases.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    note: text('note'),
    rules: text('rules').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scam_events_case_idx').on(t.caseId, t.createdAt)],
);

export type ScamCaseRowDb = typeof scamCases.$inferSelect;
