import {
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  type ApplicationCounts,
  ApplicationHandlingMessage,
  type ApplicationListPage,
  type ApplicationListQuery,
  type ApplicationStatus,
  type ApplicationStatusBody,
  type ApplicationStatusInfo,
  applicationStatusLabels,
  canMoveApplication,
  ErrorCode,
  type HandledApplication,
  jobPath,
} from '@app/contract';
import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, jobs, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueEmail } from '../email/email.outbox.ts';
import { notificationMessages as msg } from '../notifications/notification-messages.ts';
import { notify } from '../notifications/notifications.service.ts';
import { loadApplicationExtras } from './application-extras.ts';
import { findApplicationDetail, recordApplicationEvent, selectApplicationRows } from './applications.repo.ts';

/*
 * Handling applications, one piece of code for the company screens and the admin screens: each
 * caller passes a scope (the company's jobs, one job, or everything) and every read and write
 * stays inside it, so a foreign application and a missing one get the same 404.
 */

/** What the caller may see: a company's jobs and/or one job; nothing set means every application. */
export interface ApplicationScope {
  companyId?: number;
  jobId?: number;
}

export type ListFilters = Partial<ApplicationListQuery> & { company_id?: number | undefined };

function scopeConditions(scope: ApplicationScope): SQL[] {
  const conds: SQL[] = [];
  if (scope.companyId !== undefined) conds.push(eq(jobs.companyId, scope.companyId));
  if (scope.jobId !== undefined) conds.push(eq(applications.jobId, scope.jobId));
  return conds;
}

/** Midnight starting a Vietnam calendar day (UTC+7 all year). */
const vietnamDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);
const nextDay = (d: Date) => new Date(d.getTime() + 86_400_000);
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every filter but the status (the status chips count under the others). */
function filterConditions(q: ListFilters): SQL[] {
  const conds: SQL[] = [];
  if (q.job_id !== undefined) conds.push(eq(applications.jobId, q.job_id));
  if (q.company_id !== undefined) conds.push(eq(jobs.companyId, q.company_id));
  if (q.from) conds.push(gte(applications.createdAt, vietnamDayStart(q.from)));
  if (q.to) conds.push(lt(applications.createdAt, nextDay(vietnamDayStart(q.to))));
  const term = q.search?.trim();
  if (term) {
    const pattern = `%${likeEscape(term)}%`;
    const digits = term.replace(/[\s.()-]/g, '');
    conds.push(
      // Contact details of a withdrawn consent are not searchable either (ADR 0033).
      sql`(vn_fold(${applications.name}) like vn_fold(${pattern})
        or (${applications.consentWithdrawnAt} is null and (lower(${applications.email}) like lower(${pattern})
        ${/^\+?\d+$/.test(digits) ? sql`or ${applications.phone} like ${`%${likeEscape(digits)}%`}` : sql``})))`,
    );
  }
  return conds;
}

/** One page of applications in the scope, newest first, with counts per status for the chips. */
export async function listApplications(
  app: FastifyInstance,
  scope: ApplicationScope,
  q: ListFilters & { page: number; limit: number },
): Promise<ApplicationListPage> {
  const base = [...scopeConditions(scope), ...filterConditions(q)];
  const where = and(...base, ...(q.status ? [eq(applications.status, q.status)] : []));
  const [{ rows, total }, byStatus] = await Promise.all([
    selectApplicationRows(app.db, where, { limit: q.limit, offset: (q.page - 1) * q.limit }),
    app.db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(...base))
      .groupBy(applications.status),
  ]);
  const counts = { all: 0 } as ApplicationCounts;
  for (const s of APPLICATION_STATUSES) counts[s] = 0;
  for (const r of byStatus) {
    counts[r.status] = Number(r.n);
    counts.all += Number(r.n);
  }
  return { items: rows, total, page: q.page, limit: q.limit, counts };
}

/** The job must be in the scope (the company's own); a foreign or missing job is the same 404. */
export async function requireJobInScope(app: FastifyInstance, jobId: number, scope: ApplicationScope) {
  const [job] = await app.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.id, jobId),
        ...(scope.companyId !== undefined ? [eq(jobs.companyId, scope.companyId)] : []),
      ),
    );
  if (!job) throw new AppError(ErrorCode.NotFound, { message: ApplicationHandlingMessage.jobNotFound });
}

/** The application with its history and next statuses, without the CV and profile reads. */
async function findHandled(app: FastifyInstance, id: number, scope: ApplicationScope) {
  const conds = scopeConditions(scope);
  const detail = await findApplicationDetail(app.db, id, conds.length ? and(...conds) : undefined);
  if (!detail) throw new AppError(ErrorCode.NotFound, { message: ApplicationHandlingMessage.notFound });
  return { ...detail, allowed: [...APPLICATION_TRANSITIONS[detail.status]] };
}

/** The detail page's read: the application, its CV's best view and the candidate's profile. */
export async function getHandledApplication(
  app: FastifyInstance,
  id: number,
  scope: ApplicationScope,
): Promise<HandledApplication> {
  const handled = await findHandled(app, id, scope);
  return { ...handled, ...(await loadApplicationExtras(app.db, id)) };
}

export async function getApplicationStatus(
  app: FastifyInstance,
  id: number,
  scope: ApplicationScope,
): Promise<ApplicationStatusInfo> {
  const a = await findHandled(app, id, scope);
  return {
    id: a.id,
    status: a.status,
    status_label: applicationStatusLabels[a.status],
    allowed: a.allowed.map((s) => ({ status: s, label: applicationStatusLabels[s] })),
    events: a.events,
  };
}

function refuse(message: string): never {
  throw new AppError(ErrorCode.Validation, { message, errors: { status: [message] } });
}

/**
 * Moves an application (company or admin, the same rules): only along APPLICATION_TRANSITIONS, in
 * one transaction with its history row, the seeker's notification (type 2) and the candidate's
 * mail. The update is conditional on the status read, so of two concurrent changes one wins and
 * the other gets 1119.
 */
export async function changeApplicationStatus(
  app: FastifyInstance,
  actor: UserRow,
  id: number,
  scope: ApplicationScope,
  body: ApplicationStatusBody,
): Promise<HandledApplication> {
  const before = await findHandled(app, id, scope);
  const from: ApplicationStatus = before.status;
  const to = body.status;
  if (body.from !== undefined && body.from !== from) throw new AppError(ErrorCode.ApplicationStatusConflict);
  if (to === from) refuse(ApplicationHandlingMessage.sameStatus(from));
  if (!canMoveApplication(from, to))
    refuse(
      APPLICATION_TRANSITIONS[from].length === 0
        ? ApplicationHandlingMessage.finalStatus(from)
        : ApplicationHandlingMessage.notAllowed(from, to),
    );
  const note = body.note ? body.note : null;
  await app.db.transaction(async (tx) => {
    const changed = await tx
      .update(applications)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(applications.id, id), eq(applications.status, from)))
      .returning({ userId: applications.userId });
    const row = changed[0];
    if (!row) throw new AppError(ErrorCode.ApplicationStatusConflict);
    await recordApplicationEvent(tx, { applicationId: id, actorId: actor.id, from, to, note });
    const label = applicationStatusLabels[to];
    if (row.userId !== null) {
      await notify(tx, {
        userIds: [row.userId],
        type: 2,
        message: msg.applicationStatusChanged(before.job.title, label),
        targetId: id,
      });
    }
    if (before.email) {
      const account = row.userId !== null;
      await enqueueEmail(tx, {
        to: before.email,
        template: 'applicationStatus',
        data: {
          name: before.name,
          jobTitle: before.job.title,
          companyName: before.job.company_name,
          statusLabel: label,
          note,
          link: `${app.env.PUBLIC_URL}${account ? '/user/job-apply' : jobPath(before.job)}`,
          linkLabel: account ? 'Xem hồ sơ đã ứng tuyển' : 'Xem tin tuyển dụng',
        },
      });
    }
  });
  return getHandledApplication(app, id, scope);
}
