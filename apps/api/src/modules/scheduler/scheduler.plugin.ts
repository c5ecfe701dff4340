import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cleanOrphanUploads, purgeExpiredTokens } from './cleanup-tasks.ts';
import {
  closePastDeadlineJobs,
  remindJobsClosingSoon,
  remindUnansweredApplications,
} from './job-deadline-tasks.ts';
import { type Clock, Scheduler } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled work, durable in the database (ADR 0035): `app.scheduler.define(task)` adds a task. */
    scheduler: Scheduler;
  }
}

/**
 * The scheduler of this process: decorated at once so plugins registered after it define their
 * tasks; the rows are written and the loop started when the app is ready (SCHEDULER_ENABLED); on
 * close it stops claiming, waits for its runs (bounded) and releases its leases before the
 * database closes.
 */
export const schedulerPlugin = fp(
  async (app: FastifyInstance, opts: { clock: Clock }) => {
    const env = app.env;
    const scheduler = new Scheduler(app, {
      enabled: env.SCHEDULER_ENABLED,
      pollMs: env.SCHEDULER_POLL_MS,
      leaseMs: env.SCHEDULER_LEASE_MS,
      shutdownMs: SHUTDOWN_MS,
      clock: opts.clock,
    });
    app.decorate('scheduler', scheduler);
    // The tasks of issue 18 that belong to no other plugin; each module's own tasks are defined there.
    scheduler.define({
      name: 'job-deadline-close',
      label: 'Đóng tin quá hạn nộp hồ sơ và báo công ty',
      every: { everyMs: HOUR },
      run: closePastDeadlineJobs,
    });
    scheduler.define({
      name: 'job-closing-reminder',
      label: 'Nhắc công ty tin sắp hết hạn (3 ngày)',
      every: { dailyAt: '08:00' },
      run: remindJobsClosingSoon,
    });
    scheduler.define({
      name: 'application-unanswered-reminder',
      label: 'Nhắc công ty hồ sơ chưa phản hồi sau 7 ngày',
      every: { dailyAt: '08:30' },
      run: remindUnansweredApplications,
    });
    scheduler.define({
      name: 'orphan-upload-cleanup',
      label: 'Dọn tệp tải lên không còn dùng',
      every: { dailyAt: '03:00' },
      run: cleanOrphanUploads,
    });
    scheduler.define({
      name: 'expired-token-purge',
      label: 'Xóa mã và phiên đăng nhập đã hết hạn',
      every: { dailyAt: '03:30' },
      run: purgeExpiredTokens,
    });
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('preClose', async () => scheduler.stop());
  },
  { name: 'scheduler' },
);

const HOUR = 3_600_000;
/** Longest wait on close for running tasks before their leases are released anyway. */
const SHUTDOWN_MS = 10_000;
