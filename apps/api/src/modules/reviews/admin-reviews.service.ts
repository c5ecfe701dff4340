import {
  type AdminReview,
  type AdminReviewDetail,
  ErrorCode,
  type Page,
  REVIEW_REPORT_REASONS,
  roleLabels,
  type UserType,
} from '@app/contract';
import { aliasedTable, and, count, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyReviewReports, companyReviews, users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { notify } from '../notifications/notifications.service.ts';
import { type ReviewRow, reviewColumns, toMyReview } from './reviews.repo.ts';

const moderator = aliasedTable(users, 'moderator');

const openReports = sql<number>`(SELECT count(*)::int FROM ${companyReviewReports} WHERE ${companyReviewReports.reviewId} = ${companyReviews.id} AND ${companyReviewReports.resolvedAt} IS NULL)`;

function selectAdmin(db: Pick<Db, 'select'>) {
  return db
    .select({
      ...reviewColumns,
      companyName: companies.name,
      openReports,
      moderatorName: moderator.name,
    })
    .from(companyReviews)
    .innerJoin(users, eq(users.id, companyReviews.userId))
    .innerJoin(companies, eq(companies.id, companyReviews.companyId))
    .leftJoin(moderator, eq(moderator.id, companyReviews.moderatedBy));
}
type AdminRow = ReviewRow & { companyName: string; openReports: number; moderatorName: string | null };

function toAdmin(row: AdminRow): AdminReview {
  const r = row.review;
  return {
    ...toMyReview(row),
    company_name: row.companyName,
    author: { id: r.userId, name: row.authorName, email: row.authorEmail },
    open_reports: row.openReports,
    removal_reason: r.removalReason,
    moderated_at: r.moderatedAt?.toISOString() ?? null,
    moderated_by_name: row.moderatorName,
  };
}

const vietnamDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface AdminReviewFilters {
  page: number;
  limit: number;
  search?: string | undefined;
  company_id?: number | undefined;
  rating?: number | undefined;
  reported?: '0' | '1' | undefined;
  status?: 'published' | 'hidden' | 'removed' | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function conditions(q: AdminReviewFilters): SQL[] {
  const conds: SQL[] = [];
  if (q.company_id !== undefined) conds.push(eq(companyReviews.companyId, q.company_id));
  if (q.rating !== undefined) conds.push(eq(companyReviews.rating, q.rating));
  if (q.status) conds.push(eq(companyReviews.status, q.status));
  if (q.reported === '1') conds.push(sql`${openReports} > 0`);
  if (q.reported === '0') conds.push(sql`${openReports} = 0`);
  if (q.from) conds.push(gte(companyReviews.createdAt, vietnamDayStart(q.from)));
  if (q.to) conds.push(lt(companyReviews.createdAt, new Date(vietnamDayStart(q.to).getTime() + 86_400_000)));
  const term = q.search?.trim();
  if (term) {
    const pattern = `%${likeEscape(term)}%`;
    conds.push(
      sql`(vn_fold(${companyReviews.title} || ' ' || ${companyReviews.content}) like vn_fold(${pattern})
        or vn_fold(${users.name}) like vn_fold(${pattern})
        or vn_fold(${companies.name}) like vn_fold(${pattern})
        or lower(${users.email}) like lower(${pattern}))`,
    );
  }
  return conds;
}

/** The moderation list, newest first; `reported=1` is the queue of reviews with open reports. */
export async function listAdminReviews(db: Db, q: AdminReviewFilters): Promise<Page<AdminReview>> {
  const where = and(...conditions(q));
  const [rows, [total]] = await Promise.all([
    selectAdmin(db)
      .where(where)
      .orderBy(desc(companyReviews.createdAt), desc(companyReviews.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: count() })
      .from(companyReviews)
      .innerJoin(users, eq(users.id, companyReviews.userId))
      .innerJoin(companies, eq(companies.id, companyReviews.companyId))
      .where(where),
  ]);
  return { items: rows.map(toAdmin), total: total?.n ?? 0, page: q.page, limit: q.limit };
}

const reasonLabel = (value: string) => REVIEW_REPORT_REASONS.find((r) => r.value === value)?.label ?? value;

export async function adminReviewDetail(db: Db, id: number): Promise<AdminReviewDetail> {
  const [row] = await selectAdmin(db).where(eq(companyReviews.id, id)).limit(1);
  if (!row) throw new AppError(ErrorCode.NotFound);
  const reports = await db
    .select({ report: companyReviewReports, name: users.name, type: users.type })
    .from(companyReviewReports)
    .leftJoin(users, eq(users.id, companyReviewReports.reporterId))
    .where(eq(companyReviewReports.reviewId, id))
    .orderBy(desc(companyReviewReports.createdAt), desc(companyReviewReports.id));
  return {
    ...toAdmin(row),
    reports: reports.map(({ report, name, type }) => ({
      id: report.id,
      reason: reasonLabel(report.reason),
      note: report.note,
      reporter: name ? `${name}${type ? ` (${roleLabels[type as UserType]})` : ''}` : 'Khách',
      created_at: report.createdAt.toISOString(),
      resolved_at: report.resolvedAt?.toISOString() ?? null,
    })),
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const resolveReports = (tx: Tx, id: number) =>
  tx
    .update(companyReviewReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(companyReviewReports.reviewId, id), isNull(companyReviewReports.resolvedAt)));

async function current(db: Db, id: number) {
  const [row] = await db
    .select({
      status: companyReviews.status,
      userId: companyReviews.userId,
      companyId: companyReviews.companyId,
      title: companyReviews.title,
    })
    .from(companyReviews)
    .where(eq(companyReviews.id, id));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

/**
 * Removes a review with the reason kept (final: it leaves the page and the stats at once, open
 * reports are closed) and tells the author why (16), in one transaction. Removing again changes nothing.
 */
export async function removeReview(
  db: Db,
  admin: UserRow,
  id: number,
  reason: string,
): Promise<AdminReviewDetail> {
  const row = await current(db, id);
  if (row.status !== 'removed') {
    await db.transaction(async (tx) => {
      const done = await tx
        .update(companyReviews)
        .set({ status: 'removed', removalReason: reason, moderatedBy: admin.id, moderatedAt: sql`now()` })
        .where(and(eq(companyReviews.id, id), sql`${companyReviews.status} <> 'removed'`))
        .returning({ id: companyReviews.id });
      if (done.length === 0) return;
      await resolveReports(tx, id);
      await notify(tx, {
        userIds: [row.userId],
        type: 16,
        message: `Đánh giá "${row.title.length > 80 ? `${row.title.slice(0, 79)}…` : row.title}" của bạn đã bị gỡ: ${reason}`,
        targetId: row.companyId,
      });
    });
  }
  return adminReviewDetail(db, id);
}

/** Hides a review (out of the page and the stats) or shows it again; either way open reports are closed. */
export async function moderateReview(
  db: Db,
  admin: UserRow,
  id: number,
  status: 'published' | 'hidden',
): Promise<AdminReviewDetail> {
  const row = await current(db, id);
  if (row.status === 'removed') throw new AppError(ErrorCode.ReviewRemoved);
  await db.transaction(async (tx) => {
    await tx
      .update(companyReviews)
      .set({ status, moderatedBy: admin.id, moderatedAt: sql`now()` })
      .where(and(eq(companyReviews.id, id), sql`${companyReviews.status} <> 'removed'`));
    await resolveReports(tx, id);
  });
  return adminReviewDetail(db, id);
}
