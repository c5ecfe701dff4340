import {
  ErrorCode,
  type LicenceDetail,
  type LicenceEvent,
  type LicenceQueueRow,
  type LicenceState,
  type Page,
  todayInVietnam,
  type ZLicenceQuery,
  type ZVerifyLicenceBody,
} from '@app/contract';
import { asc, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type CompanyRow, companies, licenceEvents, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { offsetOf, toPage } from '../../lib/pagination.ts';
import { notificationMessages as msg } from '../notifications/notification-messages.ts';
import { companyAccountIds, notify } from '../notifications/notifications.service.ts';
import { changeLicenceState, expireLicences, notifyVerificationEnded } from './licence-state.ts';
import { lookalikesOf } from './lookalike.ts';

type Query = z.output<typeof ZLicenceQuery>;
type Named = { id: number; name: string };

/** Companies that concern the queue: labour-export activity declared, or a licence ever sent. */
const concernsLicences = or(
  sql`${companies.activities} @> ARRAY[2]::smallint[]`,
  ne(companies.licenceState, 'none'),
) as SQL;

async function verifiedNames(app: FastifyInstance): Promise<Named[]> {
  return app.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.licenceState, 'verified'));
}

function toRow(c: CompanyRow, verified: readonly Named[]): LicenceQueueRow {
  return {
    company_id: c.id,
    name: c.name,
    state: c.licenceState,
    licence_number: c.laborLicenseNumber,
    licence_date: c.laborLicenseDate,
    authority: c.laborLicenseAuthority,
    has_file: Boolean(c.laborLicenseFile),
    expires_on: c.licenceExpiresOn,
    updated_at: c.updatedAt.toISOString(),
    lookalikes: lookalikesOf(c, verified),
  };
}

/**
 * The admin's queue, oldest waiting first. `lookalike` lists every concerned company close to a
 * verified name (computed in JavaScript over the concerned companies: a few thousand at most).
 * Expired verifications are swept first, so the queue never shows a stale `verified`.
 */
export async function listLicenceQueue(app: FastifyInstance, q: Query): Promise<Page<LicenceQueueRow>> {
  await expireLicences(app.db);
  const verified = await verifiedNames(app);
  if (q.state === 'lookalike') {
    const all = await app.db.select().from(companies).where(concernsLicences).orderBy(asc(companies.id));
    const flagged = all.map((c) => toRow(c, verified)).filter((r) => r.lookalikes.length > 0);
    return toPage(flagged.slice(offsetOf(q), offsetOf(q) + q.limit), flagged.length, q);
  }
  const where = q.state === 'all' ? concernsLicences : eq(companies.licenceState, q.state);
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(companies)
      .where(where)
      .orderBy(q.state === 'pending' ? asc(companies.updatedAt) : desc(companies.updatedAt))
      .limit(q.limit)
      .offset(offsetOf(q)),
    app.db.select({ n: count() }).from(companies).where(where),
  ]);
  return toPage(
    rows.map((c) => toRow(c, verified)),
    total?.n ?? 0,
    q,
  );
}

export async function findCompanyOr404(app: FastifyInstance, id: number): Promise<CompanyRow> {
  const [c] = await app.db.select().from(companies).where(eq(companies.id, id));
  if (!c) throw new AppError(ErrorCode.NotFound);
  return c;
}

export async function licenceHistory(app: FastifyInstance, companyId: number): Promise<LicenceEvent[]> {
  const rows = await app.db
    .select({ e: licenceEvents, actorName: users.name })
    .from(licenceEvents)
    .leftJoin(users, eq(users.id, licenceEvents.actorId))
    .where(eq(licenceEvents.companyId, companyId))
    .orderBy(desc(licenceEvents.createdAt), desc(licenceEvents.id));
  return rows.map(({ e, actorName }) => ({
    action: e.action as LicenceEvent['action'],
    from_state: e.fromState,
    to_state: e.toState,
    actor: e.actorId && actorName ? { id: e.actorId, name: actorName } : null,
    method: e.method as LicenceEvent['method'],
    link: e.link,
    note: e.note,
    expires_on: e.expiresOn,
    licence_number: e.licenceNumber,
    created_at: e.createdAt.toISOString(),
  }));
}

export async function getLicenceDetail(app: FastifyInstance, id: number): Promise<LicenceDetail> {
  await expireLicences(app.db, todayInVietnam(), id);
  const c = await findCompanyOr404(app, id);
  const [verified, history] = await Promise.all([verifiedNames(app), licenceHistory(app, id)]);
  return { ...toRow(c, verified), tax_code: c.taxCode, history };
}

/** States each admin action starts from (anything else: 409, code 1151). */
const FROM: Record<'verify' | 'reject' | 'revoke', readonly LicenceState[]> = {
  verify: ['pending', 'expired'],
  reject: ['pending'],
  revoke: ['verified'],
};

function assertFrom(action: keyof typeof FROM, c: CompanyRow): LicenceState {
  if (!FROM[action].includes(c.licenceState)) throw new AppError(ErrorCode.LicenceStateConflict);
  return c.licenceState;
}

export async function verifyLicence(
  app: FastifyInstance,
  admin: UserRow,
  id: number,
  body: z.output<typeof ZVerifyLicenceBody>,
): Promise<LicenceDetail> {
  const c = await findCompanyOr404(app, id);
  const from = assertFrom('verify', c);
  await app.db.transaction(async (tx) => {
    await changeLicenceState(tx, {
      companyId: id,
      from,
      to: 'verified',
      action: 'verify',
      actorId: admin.id,
      method: body.method,
      link: body.link,
      note: body.note,
      expiresOn: body.expires_on,
    });
    await notify(tx, {
      userIds: await companyAccountIds(tx, id),
      type: 21,
      message: msg.licenceVerified,
      targetId: id,
    });
  });
  return getLicenceDetail(app, id);
}

export async function rejectLicence(
  app: FastifyInstance,
  admin: UserRow,
  id: number,
  reason: string,
): Promise<LicenceDetail> {
  const c = await findCompanyOr404(app, id);
  const from = assertFrom('reject', c);
  await app.db.transaction(async (tx) => {
    await changeLicenceState(tx, {
      companyId: id,
      from,
      to: 'rejected',
      action: 'reject',
      actorId: admin.id,
      note: reason,
    });
    await notify(tx, {
      userIds: await companyAccountIds(tx, id),
      type: 22,
      message: msg.licenceRejected(reason),
      targetId: id,
    });
  });
  return getLicenceDetail(app, id);
}

/** Revocation takes the company's labour-export orders off the site in the same transaction. */
export async function revokeLicence(
  app: FastifyInstance,
  admin: UserRow,
  id: number,
  reason: string,
): Promise<LicenceDetail> {
  const c = await findCompanyOr404(app, id);
  const from = assertFrom('revoke', c);
  await app.db.transaction(async (tx) => {
    const taken = await changeLicenceState(tx, {
      companyId: id,
      from,
      to: 'revoked',
      action: 'revoke',
      actorId: admin.id,
      note: reason,
    });
    await notifyVerificationEnded(tx, id, 'revoked', taken.length, reason);
  });
  return getLicenceDetail(app, id);
}
