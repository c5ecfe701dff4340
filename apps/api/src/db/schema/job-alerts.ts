import type { JobAlertFrequency } from '@app/contract';
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
import { users } from './users.ts';

/**
 * Saved searches that mail new matching jobs (issue 18 item 4, ADR 0036). A candidate's alert
 * (`user_id`) is active at once and mails the account's address; a guest's (`email`) waits for the
 * double opt-in (`confirmed_at`). The criteria are the job list's filters as columns, so one SQL
 * joins a batch of alerts with the new jobs; `keyword_query` is the keyword already read into the
 * `to_tsquery('simple', …)` text of the list's words index (folded, concepts as their tokens).
 *
 * Each job is mailed once per alert by the watermark: a digest sends jobs published in
 * (`watermark`, run time] and moves `watermark` to the run time in the same transaction.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    search: text('search'),
    keywordQuery: text('keyword_query'),
    kinds: text('kinds').array(),
    nations: text('nations').array(),
    provinces: text('provinces').array(),
    fields: integer('fields').array(),
    salaryMin: bigint('salary_min', { mode: 'number' }),
    salaryMax: bigint('salary_max', { mode: 'number' }),
    frequency: text('frequency').$type<JobAlertFrequency>().notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    watermark: timestamp('watermark', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The digest takes due alerts in due order from this and nothing else.
    index('job_alerts_due_idx')
      .on(t.dueAt)
      .where(sql`${t.confirmedAt} is not null and ${t.pausedAt} is null and ${t.unsubscribedAt} is null`),
    index('job_alerts_user_idx').on(t.userId),
    index('job_alerts_email_idx').on(sql`lower(${t.email})`),
  ],
);

export type JobAlertTokenPurpose = 'confirm' | 'unsubscribe';

/**
 * The links' tokens, stored as SHA-256 only (as the newsletter's, ADR 0018): a confirmation token
 * expires and is spent by its use; an unsubscribe token is made for each digest and never expires.
 */
export const jobAlertTokens = pgTable(
  'job_alert_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<JobAlertTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_alert_tokens_hash_key').on(t.tokenHash),
    index('job_alert_tokens_alert_idx').on(t.alertId),
  ],
);
