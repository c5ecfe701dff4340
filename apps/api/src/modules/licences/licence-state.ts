import { ErrorCode, type LicenceAction, type LicenceState, todayInVietnam } from '@app/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, jobs, licenceEvents } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordModeration } from '../jobs/jobs.repo.ts';
import { notificationMessages as msg } from '../notifications/notification-messages.ts';
import { type Conn, companyAccountIds, notify } from '../notifications/notifications.service.ts';

/**
 * The labour-export licence's state machine (ADR 0030): the one place that changes
 * `companies.licence_state`, records the change in `licence_events` and takes a company's
 * labour-export orders off the site when its verification ends.
 */

export interface LicenceChange {
  companyId: number;
  from: LicenceState;
  to: LicenceState;
  action: LicenceAction;
  /** Null: the system (an expiry). */
  actorId: number | null;
  method?: string | null;
  link?: string | null;
  note?: string | null;
  expiresOn?: string | null;
  licenceNumber?: string | null;
}

/**
 * One state change, in the caller's transaction: a conditional update (`WHERE licence_state =
 * from`, so two admins cannot both win: 409, code 1151), its event, and when a verification ends
 * the company's approved labour-export orders go back to moderation (`waiting`), each with a
 * moderation record. Returns the jobs taken off the site.
 */
export async function changeLicenceState(
  tx: Conn,
  c: LicenceChange,
): Promise<{ id: number; title: string }[]> {
  const changed = await tx
    .update(companies)
    .set({
      licenceState: c.to,
      licenceExpiresOn: c.to === 'verified' ? (c.expiresOn ?? null) : sql`${companies.licenceExpiresOn}`,
      updatedAt: new Date(),
    })
    .where(and(eq(companies.id, c.companyId), eq(companies.licenceState, c.from)))
    .returning({ id: companies.id, number: companies.laborLicenseNumber });
  if (changed.length === 0) throw new AppError(ErrorCode.LicenceStateConflict);
  await tx.insert(licenceEvents).values({
    companyId: c.companyId,
    actorId: c.actorId,
    action: c.action,
    fromState: c.from,
    toState: c.to,
    method: c.method ?? null,
    link: c.link ?? null,
    note: c.note ?? null,
    expiresOn: c.expiresOn ?? null,
    licenceNumber: c.licenceNumber ?? changed[0]?.number ?? null,
  });
  if (c.from !== 'verified' || c.to === 'verified') return [];
  return unpublishLabourExportJobs(tx, c.companyId, c.actorId, msg.licenceUnpublishReason(c.to));
}

async function unpublishLabourExportJobs(
  tx: Conn,
  companyId: number,
  actorId: number | null,
  reason: string,
): Promise<{ id: number; title: string }[]> {
  const taken = await tx
    .update(jobs)
    .set({ status: 'waiting', updatedAt: new Date() })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.kind, 'labor_export'), eq(jobs.status, 'approved')))
    .returning({ id: jobs.id, title: jobs.title });
  for (const j of taken) {
    await recordModeration(tx, {
      jobId: j.id,
      actorId,
      action: 'licence',
      fromStatus: 'approved',
      toStatus: 'waiting',
      reason,
    });
  }
  return taken;
}

/** Tells the company's accounts that its verification ended (type 23), with the orders taken down. */
export async function notifyVerificationEnded(
  tx: Conn,
  companyId: number,
  how: 'revoked' | 'expired',
  unpublished: number,
  reason?: string,
): Promise<void> {
  await notify(tx, {
    userIds: await companyAccountIds(tx, companyId),
    type: 23,
    message: how === 'revoked' ? msg.licenceRevoked(reason, unpublished) : msg.licenceExpired(unpublished),
    targetId: companyId,
  });
}

/**
 * Verified licences whose expiry date has passed become `expired`, each in its own transaction with
 * its orders taken down and the company told. Cheap (an indexed state, usually no row): run when an
 * admin opens the licence queue, before a labour-export job is approved, and hourly (licences.routes.ts).
 */
export async function expireLicences(db: Db, today = todayInVietnam(), companyId?: number): Promise<number> {
  const due = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.licenceState, 'verified'),
        lt(companies.licenceExpiresOn, today),
        ...(companyId ? [eq(companies.id, companyId)] : []),
      ),
    );
  let n = 0;
  for (const { id } of due) {
    try {
      await db.transaction(async (tx) => {
        const taken = await changeLicenceState(tx, {
          companyId: id,
          from: 'verified',
          to: 'expired',
          action: 'expire',
          actorId: null,
        });
        await notifyVerificationEnded(tx, id, 'expired', taken.length);
      });
      n += 1;
    } catch (err) {
      // Another sweep or an admin changed it first: nothing left to do for this company.
      if (!(err instanceof AppError && err.code === ErrorCode.LicenceStateConflict)) throw err;
    }
  }
  return n;
}
