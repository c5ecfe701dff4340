import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';
import { date, requiredString, todayOrFuture } from '../validation/index.ts';
import { ZJobId, ZManagedJob } from './jobs.ts';

/** Scheduled work (ADR 0035): the admin's view of the tasks and their runs, and the job renewal. */

export const TASK_OUTCOMES = ['running', 'ok', 'failed', 'abandoned'] as const;
export type TaskOutcome = (typeof TASK_OUTCOMES)[number];

export const ZScheduledTask = z
  .object({
    name: z.string(),
    /** What it does, in the admin's words; a stored task the code no longer defines shows its name. */
    label: z.string(),
    /** How it repeats, in words ("mỗi 60 phút", "hằng ngày lúc 00:10"). */
    schedule: z.string(),
    next_run_at: z.string(),
    /** Seconds the task is overdue (0 when not due yet): a lag that grows means no process runs it. */
    lag_seconds: z.number(),
    running: z.boolean(),
    run_requested: z.boolean(),
    last_started_at: z.string().nullable(),
    last_finished_at: z.string().nullable(),
    last_outcome: z.enum(TASK_OUTCOMES).nullable(),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'ScheduledTask' });
export type ScheduledTask = z.infer<typeof ZScheduledTask>;

export const ZTaskRun = z
  .object({
    id: z.number(),
    task: z.string(),
    owner: z.string(),
    started_at: z.string(),
    finished_at: z.string().nullable(),
    outcome: z.enum(TASK_OUTCOMES),
    summary: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'TaskRun' });
export type TaskRun = z.infer<typeof ZTaskRun>;

export const ZSchedulerOverview = z.object({
  tasks: z.array(ZScheduledTask),
  runs: z.array(ZTaskRun),
});
export type SchedulerOverview = z.infer<typeof ZSchedulerOverview>;

export const ZTaskName = z.object({ name: z.string().regex(/^[a-z0-9-]{1,60}$/) });

export const ZRenewJobBody = z.object({
  deadline: requiredString('Hạn nộp hồ sơ').check(date(), todayOrFuture()),
});
export type RenewJobBody = z.input<typeof ZRenewJobBody>;

export const SchedulerText = {
  runRequested: 'Đã yêu cầu chạy tác vụ',
  renewed: 'Đã gia hạn tin tuyển dụng',
} as const;

export const schedulerEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/admin/scheduler',
    summary: 'Các tác vụ định kỳ (lần chạy tới, kết quả lần trước, độ trễ) và các lần chạy gần đây',
    tag: 'Admin scheduler',
    access: access.admin,
    response: ZSchedulerOverview,
  }),
  run: defineEndpoint({
    method: 'POST',
    path: '/admin/scheduler/:name/run',
    summary: 'Chạy ngay một tác vụ định kỳ (tiến trình nào nhận trước thì chạy, mỗi lần một nơi)',
    tag: 'Admin scheduler',
    access: access.admin,
    params: ZTaskName,
    response: ZSchedulerOverview,
    successMessage: SchedulerText.runRequested,
  }),
  renewJob: defineEndpoint({
    method: 'POST',
    path: '/company/jobs/:id/renew',
    summary:
      'Gia hạn tin đã được phê duyệt (còn hạn hoặc đã hết hạn): chỉ đổi hạn nộp hồ sơ, tin không phải chờ duyệt lại',
    tag: 'Company jobs',
    access: access.companyActive,
    params: ZJobId,
    body: ZRenewJobBody,
    response: ZManagedJob,
    successMessage: SchedulerText.renewed,
  }),
};
