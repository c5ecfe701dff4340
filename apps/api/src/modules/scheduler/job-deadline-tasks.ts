import { notificationHref, todayInVietnam } from '@app/contract';
import { sql } from 'drizzle-orm';
import { taskNotices } from '../../db/schema/index.ts';
import { vnDay } from '../../lib/vn-day.ts';
import { enqueueEmail } from '../email/email.outbox.ts';
import { rowsOf } from '../jobs/search-stats.ts';
import { notificationMessages as msg } from '../notifications/notification-messages.ts';
import { type Conn, companyAccountIds, notify } from '../notifications/notifications.service.ts';
import type { TaskContext } from './scheduler.ts';

/*
 * The scheduled work about jobs (ADR 0035, types 27–29 in docs/notifications.md). An approved job
 * past its deadline already reads as closed everywhere (`expired`: off the lists, the job page and
 * the sitemap, by `openJobCondition`); the task tells the company once per deadline, with the
 * renewal link. Each notice is recorded in `task_notices` in the transaction of its notification
 * and mail, so a run that stops half-way, or a second run, tells nobody twice.
 */

/** A job closed more than this many days ago when the task first met it is not news any more. */
const CLOSED_LOOKBACK_DAYS = 7;
/** "Closing in 3 days": the deadline is within this many days from today. */
export const CLOSING_SOON_DAYS = 3;
/** Applications still at "Đã nộp hồ sơ" this many days after they were sent. */
export const UNANSWERED_DAYS = 7;
/** Applications older than this are not reminded about (a backlog from before the task). */
const UNANSWERED_LOOKBACK_DAYS = 30;
const BATCH = 200;

interface JobRow {
  id: number;
  title: string;
  deadline: string;
  company_id: number;
  company_name: string;
  company_email: string;
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Records a notice; false when it was already recorded (told before). */
async function firstNotice(tx: Conn, kind: string, targetId: number, key: string): Promise<boolean> {
  const rows = await tx
    .insert(taskNotices)
    .values({ kind, targetId, key })
    .onConflictDoNothing()
    .returning({ kind: taskNotices.kind });
  return rows.length > 0;
}

/** Approved jobs whose deadline is in [from, to] and that have no notice `kind` for that deadline. */
async function jobsToTell(ctx: TaskContext, kind: string, from: string, to: string): Promise<JobRow[]> {
  const result = await ctx.db.execute(sql`
    select j.id::int as id, j.title, j.deadline::text as deadline, c.id::int as company_id,
           c.name as company_name, u.email as company_email
      from jobs j
      join companies c on c.id = j.company_id
      join users u on u.id = c.user_id
     where j.status = 'approved'
       and j.deadline between ${from}::date and ${to}::date
       and not exists (select 1 from task_notices n
                        where n.kind = ${kind} and n.target_id = j.id and n.key = j.deadline::text)
     order by j.deadline, j.id
     limit ${BATCH}`);
  return rowsOf(result) as unknown as JobRow[];
}

function url(ctx: TaskContext, path: string): string {
  return new URL(path, ctx.app.env.PUBLIC_URL).toString();
}

/** Jobs past their deadline: notification 27 and a mail with the renewal link, once per deadline. */
export async function closePastDeadlineJobs(ctx: TaskContext): Promise<{ closed: number }> {
  const today = todayInVietnam(ctx.now);
  let closed = 0;
  for (;;) {
    if (ctx.signal.aborted) break;
    const rows = await jobsToTell(
      ctx,
      'job-closed',
      addDays(today, -CLOSED_LOOKBACK_DAYS),
      addDays(today, -1),
    );
    for (const job of rows) {
      await ctx.db.transaction(async (tx) => {
        if (!(await firstNotice(tx, 'job-closed', job.id, job.deadline))) return;
        await notify(tx, {
          userIds: await companyAccountIds(tx, job.company_id),
          type: 27,
          message: msg.jobClosedByDeadline(job.title),
          targetId: job.id,
        });
        await enqueueEmail(tx, {
          to: job.company_email,
          template: 'jobClosed',
          data: {
            companyName: job.company_name,
            jobTitle: job.title,
            deadline: vnDay(job.deadline),
            renewUrl: url(ctx, notificationHref(27, job.id)),
          },
          dedupeKey: `job-closed:${job.id}:${job.deadline}`,
        });
        closed++;
      });
    }
    if (rows.length < BATCH) break;
  }
  if (closed > 0) ctx.app.emailWorker.kick();
  return { closed };
}

/** Jobs closing within 3 days: notification 28 and a mail, once per deadline. */
export async function remindJobsClosingSoon(ctx: TaskContext): Promise<{ reminded: number }> {
  const today = todayInVietnam(ctx.now);
  let reminded = 0;
  for (;;) {
    if (ctx.signal.aborted) break;
    const rows = await jobsToTell(ctx, 'job-closing', today, addDays(today, CLOSING_SOON_DAYS));
    for (const job of rows) {
      await ctx.db.transaction(async (tx) => {
        if (!(await firstNotice(tx, 'job-closing', job.id, job.deadline))) return;
        const deadline = vnDay(job.deadline);
        await notify(tx, {
          userIds: await companyAccountIds(tx, job.company_id),
          type: 28,
          message: msg.jobClosingSoon(job.title, deadline),
          targetId: job.id,
        });
        await enqueueEmail(tx, {
          to: job.company_email,
          template: 'jobClosingSoon',
          data: {
            companyName: job.company_name,
            jobTitle: job.title,
            deadline,
            jobUrl: url(ctx, notificationHref(28, job.id)),
          },
          dedupeKey: `job-closing:${job.id}:${job.deadline}`,
        });
        reminded++;
      });
    }
    if (rows.length < BATCH) break;
  }
  if (reminded > 0) ctx.app.emailWorker.kick();
  return { reminded };
}

/**
 * Applications left at "submitted" for 7 days: one notification 29 and one mail per job, naming
 * how many; each application is counted once, ever.
 */
export async function remindUnansweredApplications(
  ctx: TaskContext,
): Promise<{ jobs: number; applications: number }> {
  const day = 86_400_000;
  const upTo = new Date(ctx.now.getTime() - UNANSWERED_DAYS * day).toISOString();
  const since = new Date(ctx.now.getTime() - UNANSWERED_LOOKBACK_DAYS * day).toISOString();
  const result = await ctx.db.execute(sql`
    select j.id::int as id, j.title, j.deadline::text as deadline, c.id::int as company_id,
           c.name as company_name, u.email as company_email,
           array_agg(a.id::int order by a.id) as application_ids
      from applications a
      join jobs j on j.id = a.job_id
      join companies c on c.id = j.company_id
      join users u on u.id = c.user_id
     where a.status = 'submitted'
       and a.created_at <= ${upTo}::timestamptz and a.created_at > ${since}::timestamptz
       and not exists (select 1 from task_notices n
                        where n.kind = 'application-unanswered' and n.target_id = a.id)
     group by j.id, c.id, u.email
     order by j.id`);
  const rows = rowsOf(result) as unknown as (JobRow & { application_ids: number[] })[];
  let jobsTold = 0;
  let applications = 0;
  for (const job of rows) {
    if (ctx.signal.aborted) break;
    await ctx.db.transaction(async (tx) => {
      const fresh: number[] = [];
      for (const id of job.application_ids) {
        if (await firstNotice(tx, 'application-unanswered', id, '')) fresh.push(id);
      }
      if (fresh.length === 0) return;
      await notify(tx, {
        userIds: await companyAccountIds(tx, job.company_id),
        type: 29,
        message: msg.applicationsUnanswered(job.title, fresh.length, UNANSWERED_DAYS),
        targetId: job.id,
      });
      await enqueueEmail(tx, {
        to: job.company_email,
        template: 'applicationsUnanswered',
        data: {
          companyName: job.company_name,
          jobTitle: job.title,
          count: fresh.length,
          days: UNANSWERED_DAYS,
          applicationsUrl: url(ctx, notificationHref(29, job.id)),
        },
        dedupeKey: `applications-unanswered:${job.id}:${fresh[0]}`,
      });
      jobsTold++;
      applications += fresh.length;
    });
  }
  if (jobsTold > 0) ctx.app.emailWorker.kick();
  return { jobs: jobsTold, applications };
}
