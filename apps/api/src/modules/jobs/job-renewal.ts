import { ErrorCode, type ManagedJob, type RenewJobBody, RuleMessage, todayInVietnam } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobs, type UserRow } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { companyOf } from '../companies/company-profile.service.ts';
import { licenceIsValid } from '../licences/licence-valid.ts';
import { recordModeration } from './jobs.repo.ts';
import { findManagedRow, toManaged } from './managed-jobs.ts';

/**
 * The one-click renewal of a job past (or near) its deadline (ADR 0035): only the deadline moves,
 * so an approved job stays approved (its content was moderated and is unchanged). The checks are
 * the job edit's that concern a deadline: the caller's company and an activated account (route
 * access), the deadline today or later (schema) and before the expected departure, a labour-export
 * order only with a valid licence (ADR 0030); a disabled, waiting or rejected job is edited instead.
 */
export async function renewCompanyJob(
  app: FastifyInstance,
  user: UserRow,
  id: number,
  body: RenewJobBody,
): Promise<ManagedJob> {
  const { company } = await companyOf(app, user);
  const before = await findManagedRow(app, id, company.id);
  const job = before.job;
  if (job.status === 'disabled') throw new AppError(ErrorCode.JobNotEditable);
  if (job.status !== 'approved') throw new AppError(ErrorCode.JobNotRenewable);
  const deadline = body.deadline;
  if (deadline <= job.deadline) throw fieldError('deadline', new AppError(ErrorCode.RenewalNotLater).message);
  if (job.expectedFlightDate && deadline >= job.expectedFlightDate)
    throw fieldError('deadline', RuleMessage.beforeDeparture);
  if (job.kind === 'labor_export' && !licenceIsValid(company, todayInVietnam()))
    throw new AppError(ErrorCode.LicenceNotVerified);
  await app.db.transaction(async (tx) => {
    // Guarded by the state read above: a job moderated meanwhile is not renewed behind the admin.
    const changed = await tx
      .update(jobs)
      .set({ deadline, updatedAt: new Date() })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'approved'), eq(jobs.deadline, job.deadline)))
      .returning({ id: jobs.id });
    if (changed.length === 0) throw new AppError(ErrorCode.JobStateConflict);
    await recordModeration(tx, {
      jobId: id,
      actorId: user.id,
      action: 'renew',
      fromStatus: 'approved',
      toStatus: 'approved',
      reason: `${job.deadline} → ${deadline}`,
    });
  });
  return toManaged(app, await findManagedRow(app, id, company.id));
}
