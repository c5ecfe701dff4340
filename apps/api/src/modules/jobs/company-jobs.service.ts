import { ErrorCode, type JobInput, type ManagedJob } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { companyOf } from '../companies/company-profile.service.ts';
import { notifyCustomerJob } from '../customers/customer-notifications.ts';
import { notificationMessages as msg } from '../notifications/notification-messages.ts';
import { notify } from '../notifications/notifications.service.ts';
import { evaluateJob } from '../scam/scam-evaluate.ts';
import { prepareJobContent } from './job-write.ts';
import { insertJob, recordModeration, updateJob } from './jobs.repo.ts';
import { findManagedRow, toManaged } from './managed-jobs.ts';

/** A company posts a job: it waits for an admin ('Chờ Admin phê duyệt'). */
export async function createCompanyJob(
  app: FastifyInstance,
  user: UserRow,
  input: JobInput,
): Promise<ManagedJob> {
  const { company } = await companyOf(app, user);
  const { content, links, saveFiles } = await prepareJobContent(app, input, {
    userId: user.id,
    companyName: company.name,
  });
  const id = await app.db.transaction(async (tx) => {
    const jobId = await insertJob(
      tx,
      { ...content, ...(await saveFiles(tx)), companyId: company.id, createdBy: user.id, status: 'waiting' },
      links,
    );
    await recordModeration(tx, {
      jobId,
      actorId: user.id,
      action: 'submit',
      fromStatus: null,
      toStatus: 'waiting',
    });
    await notify(tx, { toAdmins: true, type: 11, message: msg.jobWaiting(content.title), targetId: jobId });
    // A followed company posted a job: its sale hears of it (type 18).
    await notifyCustomerJob(tx, company.id, 'posted', content.title);
    // Scam signs put it in the admins' queue with their reasons (ADR 0032); nothing is refused.
    await evaluateJob(tx, jobId);
    return jobId;
  });
  return toManaged(app, await findManagedRow(app, id, company.id));
}

export async function getCompanyJob(app: FastifyInstance, user: UserRow, id: number): Promise<ManagedJob> {
  const { company } = await companyOf(app, user);
  return toManaged(app, await findManagedRow(app, id, company.id));
}

/**
 * Any edit goes back to the admin: an approved job leaves the public pages until it is approved
 * again, a rejected one is resubmitted. A disabled job stays disabled (only an admin restores it).
 */
export async function updateCompanyJob(
  app: FastifyInstance,
  user: UserRow,
  id: number,
  input: JobInput,
): Promise<ManagedJob> {
  const { company } = await companyOf(app, user);
  const before = await findManagedRow(app, id, company.id);
  if (before.job.status === 'disabled') throw new AppError(ErrorCode.JobNotEditable);
  const { content, links, saveFiles } = await prepareJobContent(app, input, {
    userId: user.id,
    companyName: company.name,
  });
  await app.db.transaction(async (tx) => {
    const files = await saveFiles(tx);
    await updateJob(tx, id, { ...content, ...files, status: 'waiting', rejectReason: null }, links);
    await recordModeration(tx, {
      jobId: id,
      actorId: user.id,
      action: 'resubmit',
      fromStatus: before.job.status,
      toStatus: 'waiting',
    });
    await notify(tx, {
      toAdmins: true,
      type: 11,
      message: msg.jobEditedWaiting(content.title),
      targetId: id,
    });
    await evaluateJob(tx, id);
  });
  return toManaged(app, await findManagedRow(app, id, company.id));
}
