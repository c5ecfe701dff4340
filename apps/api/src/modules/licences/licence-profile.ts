import type { CompanyLicence, LicenceState } from '@app/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CompanyRow, licenceEvents, uploads } from '../../db/schema/index.ts';
import type { Conn } from '../notifications/notifications.service.ts';
import { changeLicenceState } from './licence-state.ts';

type LicenceFields = Pick<
  CompanyRow,
  'activities' | 'laborLicenseNumber' | 'laborLicenseDate' | 'laborLicenseAuthority' | 'laborLicenseFile'
>;

const complete = (c: LicenceFields) =>
  c.activities.includes(2) &&
  Boolean(c.laborLicenseNumber && c.laborLicenseDate && c.laborLicenseAuthority && c.laborLicenseFile);

const sameLicence = (a: LicenceFields, b: LicenceFields) =>
  a.laborLicenseNumber === b.laborLicenseNumber &&
  a.laborLicenseDate === b.laborLicenseDate &&
  a.laborLicenseAuthority === b.laborLicenseAuthority &&
  a.laborLicenseFile === b.laborLicenseFile;

/**
 * After the company saved its profile (same transaction): a complete licence that changed, or one
 * sent again after a rejection, revocation or expiry, waits for an admin (`pending`; a verified one
 * that changed is checked again and its orders leave the site meanwhile); an incomplete one is
 * `none`. An unchanged pending or verified licence keeps its state.
 */
export async function syncLicenceOnSave(
  tx: Conn,
  before: CompanyRow,
  after: CompanyRow,
  actorId: number,
): Promise<void> {
  const from = before.licenceState;
  let to: LicenceState;
  if (!complete(after)) to = 'none';
  else if (!sameLicence(before, after) || !(from === 'pending' || from === 'verified')) to = 'pending';
  else to = from;
  const resent = to === 'pending' && from === 'pending' && !sameLicence(before, after);
  if (to === from && !resent) return;
  if (resent) {
    // New details for a licence already waiting: recorded, the state stays.
    await tx.insert(licenceEvents).values({
      companyId: after.id,
      actorId,
      action: 'submit',
      fromState: from,
      toState: to,
      licenceNumber: after.laborLicenseNumber,
    });
    return;
  }
  await changeLicenceState(tx, {
    companyId: after.id,
    from,
    to,
    action: to === 'none' ? 'withdraw' : 'submit',
    actorId,
    licenceNumber: after.laborLicenseNumber,
  });
}

/** The company's own view of its licence (profile page). */
export async function companyLicence(db: Db, c: CompanyRow): Promise<CompanyLicence> {
  const [file] = c.laborLicenseFile
    ? await db.select().from(uploads).where(eq(uploads.key, c.laborLicenseFile)).limit(1)
    : [];
  const [verifiedAt] = await db
    .select({ at: licenceEvents.createdAt })
    .from(licenceEvents)
    .where(and(eq(licenceEvents.companyId, c.id), eq(licenceEvents.action, 'verify')))
    .orderBy(desc(licenceEvents.createdAt))
    .limit(1);
  const [refusal] =
    c.licenceState === 'rejected' || c.licenceState === 'revoked'
      ? await db
          .select({ note: licenceEvents.note })
          .from(licenceEvents)
          .where(and(eq(licenceEvents.companyId, c.id), inArray(licenceEvents.action, ['reject', 'revoke'])))
          .orderBy(desc(licenceEvents.createdAt), desc(licenceEvents.id))
          .limit(1)
      : [];
  return {
    state: c.licenceState,
    authority: c.laborLicenseAuthority,
    file: file ? { name: file.originalName, size: file.size, mime_type: file.mimeType } : null,
    expires_on: c.licenceExpiresOn,
    verified_at: c.licenceState === 'verified' && verifiedAt ? verifiedAt.at.toISOString() : null,
    reason: refusal?.note ?? null,
  };
}
