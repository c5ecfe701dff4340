import {
  ErrorCode,
  JOB_MODERATION_FROM,
  type JobModerationAction,
  type JobStatus,
  todayInVietnam,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, jobs, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { notifyCustomerJob } from '../customers/customer-notifications.ts';
import { notifyMatchingSeekers } from '../employee/job-match-notifications.ts';
import { expireLicences } from '../licences/licence-state.ts';
import { licenceIsValid } from '../licences/licence-valid.ts';
import { notificationMessages as msg } from '../notifications/notification-messages.ts';
import { type Conn, companyAccountIds, notify } from '../notifications/notifications.service.ts';
import { evaluateJob } from '../scam/scam-evaluate.ts';
import { loadVndRates } from './exchange-rates.ts';
import { assertPublishable } from './job-cost-sheet.ts';
import { type DetailRow, loadJobLinks, recordModeration } from './jobs.repo.ts';
import { findManagedRow, toManaged } from './managed-jobs.ts';

export async function getAdminJob(app: FastifyInstance, id: number) {
  const row = await findManagedRow(app, id);
  const [company] = await app.db
    .select({
      taxCode: companies.taxCode,
      laborLicenseNumber: companies.laborLicenseNumber,
      businessLicenseFile: companies.businessLicenseFile,
    })
    .from(companies)
    .where(eq(companies.id, row.job.companyId));
  const managed = await toManaged(app, row);
  return {
    ...managed,
    company: {
      ...managed.company,
      tax_code: company?.taxCode ?? null,
      labor_license_number: company?.laborLicenseNumber ?? null,
      has_business_license: Boolean(company?.businessLicenseFile),
    },
  };
}

type Action = JobModerationAction;

/**
 * A labour-export order is published only for a company whose licence is verified and not expired
 * (ADR 0030; 409, code 1150). A licence past its expiry is expired here first, its orders taken down.
 */
async function assertLicenceValid(app: FastifyInstance, companyId: number): Promise<void> {
  const today = todayInVietnam();
  await expireLicences(app.db, today, companyId);
  const [c] = await app.db
    .select({ licenceState: companies.licenceState, licenceExpiresOn: companies.licenceExpiresOn })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!c || !licenceIsValid(c, today)) throw new AppError(ErrorCode.LicenceNotVerified);
}

const TARGET: Record<Action, JobStatus> = { approve: 'approved', reject: 'rejected', disable: 'disabled' };

/**
 * One moderation decision, recorded with who and why. The status check and the update happen in
 * one statement (`WHERE status = before`), so two admins deciding at once cannot both win.
 */
export async function moderateJob(
  app: FastifyInstance,
  admin: UserRow,
  id: number,
  action: Action,
  reason?: string,
  /** More writes that belong to the decision (the scam queue's disable), in its transaction. */
  alsoInTransaction?: (tx: Conn) => Promise<void>,
) {
  const row: DetailRow = await findManagedRow(app, id);
  const from = row.job.status;
  if (!JOB_MODERATION_FROM[action].includes(from)) throw new AppError(ErrorCode.JobStateConflict);
  const to = TARGET[action];
  if (action === 'approve') {
    // An order above the legal fee cap (or without its sheet) is never published (ADR 0031).
    const { field } = await loadJobLinks(app.db, row.job);
    const { rates } = await loadVndRates(app.db);
    await assertPublishable(app.db, row.job, { occupation: row.workName, field: field?.name ?? null }, rates);
  }
  if (action === 'approve' && row.job.kind === 'labor_export')
    await assertLicenceValid(app, row.job.companyId);
  const now = new Date();
  await app.db.transaction(async (tx) => {
    const changed = await tx
      .update(jobs)
      .set({
        status: to,
        updatedAt: now,
        rejectReason:
          action === 'reject' ? (reason ?? null) : action === 'approve' ? null : row.job.rejectReason,
        ...(action === 'approve' ? { approvedAt: now, publishedAt: row.job.publishedAt ?? now } : {}),
      })
      .where(and(eq(jobs.id, id), eq(jobs.status, from)))
      .returning({ id: jobs.id });
    if (changed.length === 0) throw new AppError(ErrorCode.JobStateConflict);
    await recordModeration(tx, {
      jobId: id,
      actorId: admin.id,
      action,
      fromStatus: from,
      toStatus: to,
      reason: reason ?? null,
    });
    // The company admin and its staff learn of the decision with it (types 5, 6, 7).
    const title = row.job.title;
    await notify(tx, {
      userIds: await companyAccountIds(tx, row.job.companyId),
      type: action === 'approve' ? 5 : action === 'reject' ? 6 : 7,
      message:
        action === 'approve'
          ? msg.jobApproved(title)
          : action === 'reject'
            ? msg.jobRejected(title, reason)
            : msg.jobDisabled(title),
      targetId: id,
    });
    // Seekers whose wishes match an approved job hear of it once (type 13).
    if (action === 'approve') await notifyMatchingSeekers(tx, { id, title }, todayInVietnam());
    // A followed company's job is approved: its sale hears of it (type 19).
    if (action === 'approve') await notifyCustomerJob(tx, row.job.companyId, 'approved', title);
    // Approval runs the scam rules once more (the nation's salary median may have moved): a sign
    // still flags the job to the queue, it never blocks the admin's decision (ADR 0032).
    if (action === 'approve') await evaluateJob(tx, id);
    if (alsoInTransaction) await alsoInTransaction(tx);
  });
  return getAdminJob(app, id);
}

export async function deleteAdminJob(app: FastifyInstance, admin: UserRow, id: number) {
  await findManagedRow(app, id);
  await app.db.delete(jobs).where(eq(jobs.id, id));
  app.log.info({ jobId: id, adminId: admin.id }, 'job deleted by admin');
  return { id };
}
