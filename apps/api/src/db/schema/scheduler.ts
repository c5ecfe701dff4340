import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Scheduled tasks (ADR 0035): one row per task defined in code, written at start. A process runs a
 * task only after taking its lease with one `UPDATE … WHERE due AND lease free RETURNING`, so each
 * due run happens once across processes; a holder that dies leaves a lease that expires, and the
 * next process to poll takes it over.
 */
export const scheduledTasks = pgTable('scheduled_tasks', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  leaseOwner: text('lease_owner'),
  leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
  /** An admin's "Chạy ngay": due at once, whatever next_run_at says. */
  runRequestedAt: timestamp('run_requested_at', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastOutcome: text('last_outcome').$type<'ok' | 'failed' | 'abandoned'>(),
  lastError: text('last_error'),
});

export type TaskRunOutcome = 'running' | 'ok' | 'failed' | 'abandoned';

/** Every run of a task: who ran it, when, how it ended and what it did (a short summary). */
export const taskRuns = pgTable(
  'task_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskName: text('task_name').notNull(),
    owner: text('owner').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome').$type<TaskRunOutcome>().notNull(),
    summary: text('summary'),
    error: text('error'),
  },
  (t) => [
    index('task_runs_task_idx').on(t.taskName, t.startedAt),
    index('task_runs_started_idx').on(t.startedAt),
    index('task_runs_running_idx').on(t.taskName).where(sql`${t.outcome} = 'running'`),
  ],
);

/**
 * What a scheduled task has already told (a reminder, a closed job's notice), so each is told once:
 * `kind` the notice, `target_id` its object, `key` what makes it new again (a job's deadline: a
 * renewed job that closes again is told again). Written in the transaction of the notification.
 */
export const taskNotices = pgTable(
  'task_notices',
  {
    kind: text('kind').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    key: text('key').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.targetId, t.key] })],
);
