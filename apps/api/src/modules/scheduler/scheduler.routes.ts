import { ErrorCode, type SchedulerOverview, schedulerEndpoints } from '@app/contract';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scheduledTasks, taskRuns } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { renewCompanyJob } from '../jobs/job-renewal.ts';
import type { TaskSchedule } from './scheduler.ts';

const RECENT_RUNS = 50;

function scheduleText(every: TaskSchedule | undefined): string {
  if (!every) return 'không còn trong mã nguồn';
  if ('dailyAt' in every) return `hằng ngày lúc ${every.dailyAt} (giờ Việt Nam)`;
  const minutes = every.everyMs / 60_000;
  return minutes >= 1 && Number.isInteger(minutes)
    ? `mỗi ${minutes} phút`
    : `mỗi ${every.everyMs / 1000} giây`;
}

/** The tasks (as stored, with their schedule from code) and the latest runs of all of them. */
async function overview(app: FastifyInstance): Promise<SchedulerOverview> {
  const now = app.scheduler.clock.now();
  const defined = new Map(app.scheduler.definitions().map((t) => [t.name, t]));
  const [tasks, runs] = await Promise.all([
    app.db.select().from(scheduledTasks).orderBy(scheduledTasks.name),
    app.db.select().from(taskRuns).orderBy(desc(taskRuns.startedAt), desc(taskRuns.id)).limit(RECENT_RUNS),
  ]);
  return {
    tasks: tasks.map((t) => {
      const running = t.leaseExpiresAt !== null && t.leaseExpiresAt > now;
      const dueAt = t.runRequestedAt ?? t.nextRunAt;
      return {
        name: t.name,
        label: defined.get(t.name)?.label ?? t.name,
        schedule: scheduleText(defined.get(t.name)?.every),
        next_run_at: t.nextRunAt.toISOString(),
        lag_seconds: running ? 0 : Math.max(0, Math.floor((now.getTime() - dueAt.getTime()) / 1000)),
        running,
        run_requested: t.runRequestedAt !== null,
        last_started_at: t.lastStartedAt?.toISOString() ?? null,
        last_finished_at: t.lastFinishedAt?.toISOString() ?? null,
        last_outcome: t.lastOutcome ?? null,
        last_error: t.lastError,
      };
    }),
    runs: runs.map((r) => ({
      id: r.id,
      task: r.taskName,
      owner: r.owner,
      started_at: r.startedAt.toISOString(),
      finished_at: r.finishedAt?.toISOString() ?? null,
      outcome: r.outcome,
      summary: r.summary,
      error: r.error,
    })),
  };
}

export function schedulerRoutes(app: FastifyInstance) {
  return [
    route(schedulerEndpoints.overview, async () => overview(app)),
    route(schedulerEndpoints.run, async ({ params }) => {
      // Only the tasks this code defines: a stale row of a removed task has nothing to run.
      if (!app.scheduler.has(params.name) || !(await app.scheduler.requestRun(params.name)))
        throw new AppError(ErrorCode.NotFound, { message: 'Không có tác vụ này' });
      return overview(app);
    }),
    route(schedulerEndpoints.renewJob, async ({ request, params, body }) =>
      renewCompanyJob(app, currentAuth(request).user, params.id, body),
    ),
  ];
}
