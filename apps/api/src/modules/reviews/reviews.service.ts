import {
  type CreateReviewBody,
  ErrorCode,
  type MyReview,
  type Page,
  type PublicReview,
  type ReviewReportReason,
  type ReviewSort,
  type ReviewStats,
} from '@app/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  companyReviewReports,
  companyReviews,
  companyReviewVotes,
} from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { withUniqueAnswers } from '../../lib/unique-violation.ts';
import { companyAccountIds, notify } from '../notifications/notifications.service.ts';
import {
  findPublicCompanyRef,
  findReview,
  publishedOf,
  reviewStats,
  selectReviews,
  toMyReview,
  toPublicReview,
} from './reviews.repo.ts';

const notFound = () => new AppError(ErrorCode.NotFound);
const clip = (s: string, n = 80) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

interface ReviewInput {
  rating: number;
  rating_costs?: number | null | undefined;
  rating_before_departure?: number | null | undefined;
  rating_abroad?: number | null | undefined;
  title: string;
  content: string;
  anonymous: boolean;
}

const fieldsOf = (b: ReviewInput) => ({
  rating: b.rating,
  ratingCosts: b.rating_costs ?? null,
  ratingBeforeDeparture: b.rating_before_departure ?? null,
  ratingAbroad: b.rating_abroad ?? null,
  title: b.title,
  content: b.content,
  anonymous: b.anonymous,
});

async function publicCompanyOr404(db: Db, companyId: number) {
  const company = await findPublicCompanyRef(db, companyId);
  if (!company) throw notFound();
  return company;
}

/**
 * A candidate's review of a public company: one per account and company (1129, held by the unique
 * index under concurrent requests); the company's accounts are told in the same transaction (14).
 */
export async function createReview(
  db: Db,
  user: UserRow,
  body: CreateReviewBody & ReviewInput & { company_id: number },
): Promise<MyReview> {
  const company = await publicCompanyOr404(db, body.company_id);
  const existing = await findReview(
    db,
    and(eq(companyReviews.companyId, company.id), eq(companyReviews.userId, user.id)),
  );
  if (existing) throw new AppError(ErrorCode.ReviewExists);
  const id = await withUniqueAnswers(
    { company_reviews_company_user_key: () => new AppError(ErrorCode.ReviewExists) },
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companyReviews)
          .values({ companyId: company.id, userId: user.id, ...fieldsOf(body) })
          .returning({ id: companyReviews.id });
        if (!row) throw new Error('review not written');
        await notify(tx, {
          userIds: await companyAccountIds(tx, company.id),
          type: 14,
          message: `Công ty có đánh giá mới ${body.rating}/5 sao: "${clip(body.title)}"`,
          targetId: company.id,
        });
        return row.id;
      }),
  );
  const saved = await findReview(db, eq(companyReviews.id, id));
  if (!saved) throw notFound();
  return toMyReview(saved);
}

/** The author edits their own review (another's answers 404 like a missing one); removed ones are final. */
export async function updateReview(db: Db, user: UserRow, id: number, body: ReviewInput): Promise<MyReview> {
  const own = and(eq(companyReviews.id, id), eq(companyReviews.userId, user.id));
  const current = await findReview(db, own);
  if (!current) throw notFound();
  if (current.review.status === 'removed') throw new AppError(ErrorCode.ReviewRemoved);
  await db
    .update(companyReviews)
    .set({ ...fieldsOf(body), updatedAt: sql`now()` })
    .where(and(own, sql`${companyReviews.status} <> 'removed'`));
  const saved = await findReview(db, own);
  if (!saved) throw notFound();
  return toMyReview(saved);
}

export async function myReview(db: Db, user: UserRow, companyId: number): Promise<MyReview | null> {
  const row = await findReview(
    db,
    and(eq(companyReviews.companyId, companyId), eq(companyReviews.userId, user.id)),
  );
  return row ? toMyReview(row) : null;
}

export async function listReviews(
  db: Db,
  companyId: number,
  q: { page: number; limit: number; sort: ReviewSort },
): Promise<Page<PublicReview>> {
  await publicCompanyOr404(db, companyId);
  const where = publishedOf(companyId);
  const order =
    q.sort === 'helpful'
      ? [desc(companyReviews.helpfulCount), desc(companyReviews.createdAt), desc(companyReviews.id)]
      : [desc(companyReviews.createdAt), desc(companyReviews.id)];
  const [rows, [total]] = await Promise.all([
    selectReviews(db)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(companyReviews).where(where),
  ]);
  return { items: rows.map(toPublicReview), total: total?.n ?? 0, page: q.page, limit: q.limit };
}

export async function companyReviewStats(db: Db, companyId: number): Promise<ReviewStats> {
  await publicCompanyOr404(db, companyId);
  return reviewStats(db, companyId);
}

/** A shown review, or 404 (hidden and removed ones cannot be reported, voted on or replied to). */
async function publishedReview(db: Db, id: number) {
  const row = await findReview(db, and(eq(companyReviews.id, id), eq(companyReviews.status, 'published')));
  if (!row) throw notFound();
  return row;
}

/**
 * A report by a visitor or an account: one per reporter and review (a repeat changes nothing and
 * answers the same), which puts the review in the admin queue.
 */
export async function reportReview(
  db: Db,
  id: number,
  reporter: { userId: number | null; key: string },
  body: { reason: ReviewReportReason; note?: string | undefined },
): Promise<null> {
  await publishedReview(db, id);
  await db
    .insert(companyReviewReports)
    .values({
      reviewId: id,
      reporterId: reporter.userId,
      reporterKey: reporter.key,
      reason: body.reason,
      note: body.note || null,
    })
    .onConflictDoNothing();
  return null;
}

/**
 * The company's public reply (its admin or staff): one per review, editable. The author is told
 * the first time (15), in the same transaction. Another company's review answers 404.
 */
export async function replyToReview(
  db: Db,
  user: UserRow,
  id: number,
  content: string,
): Promise<PublicReview> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.userId, user.parentId ?? user.id));
  const row = await publishedReview(db, id);
  if (!company || row.review.companyId !== company.id) throw notFound();
  const first = row.review.replyContent === null;
  await db.transaction(async (tx) => {
    await tx
      .update(companyReviews)
      .set({
        replyContent: content,
        replyBy: user.id,
        replyUpdatedAt: sql`now()`,
        ...(first ? { replyCreatedAt: sql`now()` } : {}),
      })
      .where(eq(companyReviews.id, id));
    if (first)
      await notify(tx, {
        userIds: [row.review.userId],
        type: 15,
        message: `Công ty đã phản hồi đánh giá "${clip(row.review.title)}" của bạn`,
        targetId: row.review.companyId,
      });
  });
  const saved = await findReview(db, eq(companyReviews.id, id));
  if (!saved) throw notFound();
  return toPublicReview(saved);
}

/** A "helpful" vote (or its withdrawal) by any account but the author; the count moves with the vote. */
export async function voteHelpful(
  db: Db,
  user: UserRow,
  id: number,
  helpful: boolean,
): Promise<{ helpful: boolean; helpful_count: number }> {
  const row = await publishedReview(db, id);
  if (row.review.userId === user.id) throw new AppError(ErrorCode.Forbidden);
  return db.transaction(async (tx) => {
    const changed = helpful
      ? await tx
          .insert(companyReviewVotes)
          .values({ reviewId: id, userId: user.id })
          .onConflictDoNothing()
          .returning({ id: companyReviewVotes.reviewId })
      : await tx
          .delete(companyReviewVotes)
          .where(and(eq(companyReviewVotes.reviewId, id), eq(companyReviewVotes.userId, user.id)))
          .returning({ id: companyReviewVotes.reviewId });
    const delta = changed.length === 0 ? 0 : helpful ? 1 : -1;
    const [updated] = await tx
      .update(companyReviews)
      .set({ helpfulCount: sql`${companyReviews.helpfulCount} + ${delta}` })
      .where(eq(companyReviews.id, id))
      .returning({ n: companyReviews.helpfulCount });
    return { helpful, helpful_count: updated?.n ?? 0 };
  });
}
