import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  canWithdrawApplication,
  type EmployeeApplication,
  type EmployeeApplicationStats,
  EmployeeMessage,
  ErrorCode,
  type Page,
  type PaginationQuery,
  todayInVietnam,
  WITHDRAWABLE_STATUSES,
} from '@app/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { offsetOf, toPage } from '../../lib/pagination.ts';
import {
  findApplicationDetail,
  loadApplicationEventsOf,
  recordApplicationEvent,
  selectApplicationRows,
} from '../applications/applications.repo.ts';
import { findApplyTarget } from '../applications/apply.repo.ts';
import { enqueueEmail } from '../email/email.outbox.ts';

/** The seeker's own applications only: a foreign id and a missing one look the same (404). */
const mine = (userId: number) => eq(applications.userId, userId);
/** The seeker reads what they sent, even after withdrawing consent (ADR 0033). */
const CANDIDATE = { asCandidate: true };

export async function listMyApplications(
  db: Db,
  userId: number,
  q: PaginationQuery & { status?: ApplicationStatus | undefined },
): Promise<Page<EmployeeApplication>> {
  const where = and(mine(userId), q.status ? eq(applications.status, q.status) : undefined) as SQL;
  const { rows, total } = await selectApplicationRows(
    db,
    where,
    { limit: q.limit, offset: offsetOf(q) },
    CANDIDATE,
  );
  const events = await loadApplicationEventsOf(
    db,
    rows.map((r) => r.id),
  );
  const items = rows.map((r) => ({
    ...r,
    events: events.get(r.id) ?? [],
    can_withdraw: canWithdrawApplication(r.status),
  }));
  return toPage(items, total, q);
}

/** `YYYY-MM` of the last `n` months in Vietnam, oldest first, ending with the current one. */
export function lastMonths(n: number, now: Date = new Date()): string[] {
  const [y, m] = todayInVietnam(now).split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const idx = y * 12 + (m - 1) - i;
    out.push(`${Math.floor(idx / 12)}-${String((idx % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}

export async function myApplicationStats(db: Db, userId: number): Promise<EmployeeApplicationStats> {
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >;
  const counts = await db
    .select({ status: applications.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .where(mine(userId))
    .groupBy(applications.status);
  for (const r of counts) byStatus[r.status] = r.n;
  const months = lastMonths(6);
  const month = sql<string>`to_char(${applications.createdAt} AT TIME ZONE 'Asia/Ho_Chi_Minh', 'YYYY-MM')`;
  const perMonth = await db
    .select({ month, n: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .where(and(mine(userId), sql`${month} >= ${months[0]}`))
    .groupBy(month);
  const byMonth = new Map(perMonth.map((r) => [r.month, r.n]));
  const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
  const active = WITHDRAWABLE_STATUSES.reduce((a, s) => a + byStatus[s], 0);
  return {
    total,
    active,
    by_status: byStatus,
    by_month: months.map((m) => ({ month: m, count: byMonth.get(m) ?? 0 })),
  };
}

/**
 * The candidate's own decision (ADR 0015): allowed from the statuses of `WITHDRAWABLE_STATUSES`.
 * The update is conditional on the status read, so a company's change at the same moment wins
 * or loses cleanly (1125), never both; the history row names the seeker.
 */
/**
 * The candidate withdraws: conditional update, a history row by the seeker and, in the same
 * transaction, a mail telling the hiring company (no notification type of spec §9 fits).
 */
export async function withdrawMyApplication(
  app: Pick<FastifyInstance, 'env'>,
  db: Db,
  userId: number,
  id: number,
): Promise<EmployeeApplication> {
  const current = await findApplicationDetail(db, id, mine(userId), CANDIDATE);
  if (!current) throw new AppError(ErrorCode.NotFound);
  if (!canWithdrawApplication(current.status)) throw new AppError(ErrorCode.ApplicationNotWithdrawable);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(applications)
      .set({ status: 'withdrawn', updatedAt: new Date() })
      .where(
        and(
          eq(applications.id, id),
          mine(userId),
          eq(applications.status, current.status),
          inArray(applications.status, [...WITHDRAWABLE_STATUSES]),
        ),
      )
      .returning({ id: applications.id });
    if (changed.length === 0) throw new AppError(ErrorCode.ApplicationNotWithdrawable);
    await recordApplicationEvent(tx, {
      applicationId: id,
      actorId: userId,
      from: current.status,
      to: 'withdrawn',
      note: EmployeeMessage.withdrawNote,
    });
    const target = await findApplyTarget(tx, current.job.id, todayInVietnam());
    if (target)
      await enqueueEmail(tx, {
        to: target.companyEmail,
        template: 'applicationWithdrawn',
        data: {
          companyName: target.companyName,
          jobTitle: target.title,
          candidateName: current.name,
          applicationUrl: `${app.env.PUBLIC_URL}/company/applications/${id}`,
        },
        dedupeKey: `application:${id}:withdrawn`,
      });
  });
  const after = await findApplicationDetail(db, id, mine(userId), CANDIDATE);
  if (!after) throw new AppError(ErrorCode.NotFound);
  return { ...after, can_withdraw: false };
}
