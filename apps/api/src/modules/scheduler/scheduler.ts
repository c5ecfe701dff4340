import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { scheduledTasks, taskRuns } from '../../db/schema/index.ts';
import { rowsOf } from '../jobs/search-stats.ts';

/** Where the scheduler reads the time: the wall clock, or a test's clock it moves by hand. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Every `ms` after the end of the previous run, or once a day at `HH:MM` in Vietnam (UTC+7, no DST). */
export type TaskSchedule = { everyMs: number } | { dailyAt: string };

export interface TaskContext {
  app: FastifyInstance;
  db: Db;
  log: FastifyBaseLogger;
  /** The scheduler's clock at the start of the run: tasks decide what is due from it, not from `new Date()`. */
  now: Date;
  /** Aborted when the process closes: a long task stops at its next batch and the next run goes on. */
  signal: AbortSignal;
}

/**
 * A scheduled task. `run` returns a short summary for the run's record (a string, or an object
 * written as JSON), or nothing.
 */
export interface TaskDefinition {
  name: string;
  /** What the task does, in the admin's words (Vietnamese): the scheduler page shows it. */
  label: string;
  every: TaskSchedule;
  run(ctx: TaskContext): Promise<unknown>;
}

export interface SchedulerOptions {
  enabled: boolean;
  pollMs: number;
  leaseMs: number;
  shutdownMs: number;
  clock: Clock;
}

const VN_OFFSET_MS = 7 * 3600_000;
const DAILY = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

/** The next time after `from` a task of this schedule is due. */
export function nextRunAfter(schedule: TaskSchedule, from: Date): Date {
  if ('everyMs' in schedule) return new Date(from.getTime() + schedule.everyMs);
  const m = DAILY.exec(schedule.dailyAt);
  if (!m) throw new Error(`invalid daily time ${schedule.dailyAt}`);
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  // Midnight of the Vietnam day of `from`, as an instant, plus the daily time.
  const vn = from.getTime() + VN_OFFSET_MS;
  const dayStart = vn - (vn % 86_400_000) - VN_OFFSET_MS;
  let at = dayStart + minutes * 60_000;
  if (at <= from.getTime()) at += 86_400_000;
  return new Date(at);
}

/** When a task first becomes due: an interval task at once, a daily one at its next time. */
function firstRun(schedule: TaskSchedule, now: Date): Date {
  return 'everyMs' in schedule ? now : nextRunAfter(schedule, now);
}

function summaryOf(result: unknown): string | null {
  if (result === undefined || result === null) return null;
  const text = typeof result === 'string' ? result : JSON.stringify(result);
  return text.slice(0, 2000);
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 2000);
}

/**
 * The per-process loop (ADR 0035): poll, take the lease of each due task, run it, record the run,
 * release. One `UPDATE … WHERE due AND lease free RETURNING` decides who runs a task: on
 * PostgreSQL the row lock makes a second process's UPDATE wait and then see the lease taken; on
 * PGlite there is one connection and one process. The lease is renewed while the task runs, so
 * only a holder that stopped (crashed, frozen) loses it.
 */
export class Scheduler {
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly tasks = new Map<string, TaskDefinition>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopping = false;
  private ticking: Promise<void> | null = null;
  /** Runs an admin asked for ("Chạy ngay"), outside the poll. */
  private readonly requested = new Set<Promise<void>>();

  private readonly app: FastifyInstance;
  readonly options: SchedulerOptions;

  constructor(app: FastifyInstance, options: SchedulerOptions) {
    this.app = app;
    this.options = options;
  }

  get clock(): Clock {
    return this.options.clock;
  }

  /**
   * Adds a task. Other modules call this from their plugin, before or after the app is ready:
   * `app.scheduler.define({ name: 'job-alerts', label: 'Gửi email …', every: { dailyAt: '07:00' }, run: sendDigests })`.
   */
  define(task: TaskDefinition): void {
    if (this.tasks.has(task.name)) throw new Error(`scheduled task ${task.name} defined twice`);
    if (!task.label.trim()) throw new Error(`scheduled task ${task.name} has no label`);
    nextRunAfter(task.every, new Date()); // fails fast on a bad daily time
    this.tasks.set(task.name, task);
    if (this.started)
      void this.ensureRows().catch((err) => this.app.log.warn({ err }, 'scheduler: task rows not written'));
  }

  definitions(): TaskDefinition[] {
    return [...this.tasks.values()];
  }

  has(name: string): boolean {
    return this.tasks.has(name);
  }

  /** Task rows this process has written (or found): the others are written at the next poll. */
  private readonly written = new Set<string>();

  /**
   * Writes the rows of tasks new to the database (existing ones keep their next run). A database that
   * is down at start does not stop the app: the rows are written at the first poll that reaches it.
   */
  private async ensureRows(): Promise<void> {
    for (const task of this.tasks.values()) {
      if (this.written.has(task.name)) continue;
      await this.app.db
        .insert(scheduledTasks)
        .values({ name: task.name, nextRunAt: firstRun(task.every, this.clock.now()) })
        .onConflictDoNothing();
      this.written.add(task.name);
    }
  }

  /** Writes the task rows and starts polling. */
  async start(): Promise<void> {
    this.started = true;
    await this.ensureRows().catch((err) =>
      this.app.log.warn({ err }, 'scheduler: task rows not written yet (database unavailable?)'),
    );
    if (!this.options.enabled) return;
    const loop = () => {
      this.timer = setTimeout(async () => {
        await this.tick().catch((err) => this.app.log.error({ err }, 'scheduler poll failed'));
        if (!this.stopping) loop();
      }, this.options.pollMs);
      this.timer.unref();
    };
    void this.tick().catch((err) => this.app.log.error({ err }, 'scheduler poll failed'));
    loop();
  }

  /**
   * One poll: claims every due task this process is not already running and starts it; resolves
   * when the runs it started have finished. Tests call it with their clock instead of waiting.
   */
  tick(): Promise<void> {
    this.ticking ??= this.claimAndRun().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async claimAndRun(only?: string): Promise<void> {
    if (this.stopping) return;
    await this.ensureRows();
    const runs: Promise<void>[] = [];
    for (const task of this.tasks.values()) {
      if (only !== undefined && task.name !== only) continue;
      if (this.running.has(task.name)) continue;
      const claimed = await this.claim(task.name);
      if (!claimed) continue;
      const run = this.execute(task, claimed).finally(() => this.running.delete(task.name));
      this.running.set(task.name, run);
      runs.push(run);
    }
    await Promise.all(runs);
  }

  /**
   * Takes the lease of a due task whose lease is free or expired, and says who held it before.
   * The subquery locks the row (FOR UPDATE), so the old holder read is the one replaced.
   */
  private async claim(name: string): Promise<{ previousOwner: string | null } | null> {
    const now = this.clock.now();
    const expires = new Date(now.getTime() + this.options.leaseMs);
    const result = await this.app.db.execute(sql`
      update scheduled_tasks t
         set lease_owner = ${this.owner}, lease_expires_at = ${expires.toISOString()}::timestamptz
        from (select name, lease_owner from scheduled_tasks where name = ${name} for update) old
       where t.name = old.name
         and (t.next_run_at <= ${now.toISOString()}::timestamptz or t.run_requested_at is not null)
         and (t.lease_expires_at is null or t.lease_expires_at < ${now.toISOString()}::timestamptz)
      returning old.lease_owner as previous_owner`);
    const [row] = rowsOf(result);
    return row ? { previousOwner: (row.previous_owner as string | null) ?? null } : null;
  }

  private async execute(task: TaskDefinition, claim: { previousOwner: string | null }): Promise<void> {
    const db = this.app.db;
    const startedAt = this.clock.now();
    if (claim.previousOwner) {
      // The last holder stopped without releasing: its run never finished.
      await db
        .update(taskRuns)
        .set({ outcome: 'abandoned', finishedAt: startedAt, error: 'lease expired' })
        .where(and(eq(taskRuns.taskName, task.name), eq(taskRuns.outcome, 'running')));
      this.app.log.warn({ task: task.name, previousOwner: claim.previousOwner }, 'scheduled task taken over');
    }
    const [run] = await db
      .insert(taskRuns)
      .values({ taskName: task.name, owner: this.owner, startedAt, outcome: 'running' })
      .returning({ id: taskRuns.id });
    if (!run) throw new Error('task run not recorded');
    await db
      .update(scheduledTasks)
      .set({ lastStartedAt: startedAt, runRequestedAt: null })
      .where(eq(scheduledTasks.name, task.name));
    const renew = setInterval(
      () => {
        const until = new Date(this.clock.now().getTime() + this.options.leaseMs);
        db.update(scheduledTasks)
          .set({ leaseExpiresAt: until })
          .where(and(eq(scheduledTasks.name, task.name), eq(scheduledTasks.leaseOwner, this.owner)))
          .catch((err: unknown) => this.app.log.warn({ err, task: task.name }, 'lease not renewed'));
      },
      Math.max(50, Math.floor(this.options.leaseMs / 3)),
    );
    renew.unref();
    let outcome: 'ok' | 'failed' = 'ok';
    let summary: string | null = null;
    let error: string | null = null;
    try {
      summary = summaryOf(
        await task.run({
          app: this.app,
          db,
          log: this.app.log.child({ task: task.name }),
          now: startedAt,
          signal: this.abort.signal,
        }),
      );
    } catch (err) {
      outcome = 'failed';
      error = errorText(err);
      this.app.log.error({ err, task: task.name }, 'scheduled task failed');
    } finally {
      clearInterval(renew);
    }
    const finishedAt = this.clock.now();
    await db.transaction(async (tx) => {
      await tx.update(taskRuns).set({ finishedAt, outcome, summary, error }).where(eq(taskRuns.id, run.id));
      await tx
        .update(scheduledTasks)
        .set({
          leaseOwner: null,
          leaseExpiresAt: null,
          lastFinishedAt: finishedAt,
          lastOutcome: outcome,
          lastError: error,
          nextRunAt: nextRunAfter(task.every, finishedAt),
        })
        .where(and(eq(scheduledTasks.name, task.name), eq(scheduledTasks.leaseOwner, this.owner)));
    });
  }

  /** "Chạy ngay": the task is due at once for whichever process polls first (this one at once). */
  async requestRun(name: string): Promise<boolean> {
    if (!this.tasks.has(name)) return false;
    await this.ensureRows();
    const [row] = await this.app.db
      .update(scheduledTasks)
      .set({ runRequestedAt: this.clock.now() })
      .where(eq(scheduledTasks.name, name))
      .returning({ name: scheduledTasks.name });
    if (!row) return false;
    // Claimed here at once, even where the loop is off: an admin asked for this task (and only it:
    // a process without the loop runs nothing else that is due).
    const run = this.claimAndRun(name).catch((err) => this.app.log.error({ err }, 'scheduler run failed'));
    this.requested.add(run);
    void run.finally(() => this.requested.delete(run));
    return true;
  }

  /** Resolves when this process runs nothing (tests, after a "Chạy ngay"). */
  async idle(): Promise<void> {
    while (this.ticking || this.running.size > 0 || this.requested.size > 0) {
      await Promise.all([this.ticking, ...this.requested, ...this.running.values()]);
    }
  }

  /**
   * Graceful stop: no more claims, running tasks told to stop and awaited up to `shutdownMs`,
   * then this process's leases released (an unfinished run is recorded as abandoned) so another
   * process takes the tasks at its next poll instead of after the lease.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.abort.abort();
    const running = Promise.all([this.ticking, ...this.requested, ...this.running.values()]);
    let bound: NodeJS.Timeout | undefined;
    await Promise.race([
      running,
      new Promise((resolve) => {
        bound = setTimeout(resolve, this.options.shutdownMs);
      }),
    ]);
    clearTimeout(bound);
    if (!this.started) return;
    const now = this.clock.now();
    try {
      await this.app.db
        .update(taskRuns)
        .set({ outcome: 'abandoned', finishedAt: now, error: 'process stopped' })
        .where(and(eq(taskRuns.owner, this.owner), eq(taskRuns.outcome, 'running')));
      await this.app.db
        .update(scheduledTasks)
        .set({ leaseOwner: null, leaseExpiresAt: null })
        .where(eq(scheduledTasks.leaseOwner, this.owner));
    } catch (err) {
      // The database is down: the leases expire by themselves and the next holder records the
      // unfinished runs as abandoned (see execute); the shutdown goes on.
      this.app.log.warn({ err }, 'scheduler: leases not released at stop');
    }
  }
}
