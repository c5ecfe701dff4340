import {
  type MyReview,
  type PublicReview,
  REVIEW_ANONYMOUS_NAME,
  type ReviewStats,
  type ReviewStatus,
} from '@app/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, companies, companyReviews, jobs, users } from '../../db/schema/index.ts';
import { publicCompanyCondition } from '../companies/public-companies.repo.ts';

export type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The author applied to one of the company's jobs through the platform (the badge): read from the
 * applications when the review is read, so it is never claimed for someone who did not apply.
 */
const appliedSql = sql<boolean>`EXISTS (SELECT 1 FROM ${applications} INNER JOIN ${jobs} ON ${jobs.id} = ${applications.jobId} WHERE ${applications.userId} = ${companyReviews.userId} AND ${jobs.companyId} = ${companyReviews.companyId})`;

export const reviewColumns = {
  review: companyReviews,
  authorName: users.name,
  authorEmail: users.email,
  applied: appliedSql,
};

export function selectReviews(db: Pick<Db, 'select'>) {
  return db.select(reviewColumns).from(companyReviews).innerJoin(users, eq(users.id, companyReviews.userId));
}
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

export function toPublicReview(row: ReviewRow): PublicReview {
  const r = row.review;
  return {
    id: r.id,
    company_id: r.companyId,
    rating: r.rating,
    rating_costs: r.ratingCosts,
    rating_before_departure: r.ratingBeforeDeparture,
    rating_abroad: r.ratingAbroad,
    title: r.title,
    content: r.content,
    author_name: r.anonymous ? REVIEW_ANONYMOUS_NAME : row.authorName,
    anonymous: r.anonymous,
    applied: row.applied,
    helpful_count: r.helpfulCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    reply:
      r.replyContent && r.replyCreatedAt
        ? {
            content: r.replyContent,
            created_at: r.replyCreatedAt.toISOString(),
            updated_at: (r.replyUpdatedAt ?? r.replyCreatedAt).toISOString(),
          }
        : null,
  };
}

/** The author's own view: their name even when anonymous to others, and the moderation state. */
export function toMyReview(row: ReviewRow): MyReview {
  return {
    ...toPublicReview(row),
    author_name: row.authorName,
    status: row.review.status as ReviewStatus,
  };
}

export async function findReview(db: Conn, where: SQL | undefined): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db).where(where).limit(1);
  return row;
}

/** The company row when it is public (an activated company account), else undefined. */
export async function findPublicCompanyRef(db: Conn, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, userId: companies.userId })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(and(eq(companies.id, companyId), publicCompanyCondition()))
    .limit(1);
  return row;
}

export const publishedOf = (companyId: number): SQL =>
  and(eq(companyReviews.companyId, companyId), eq(companyReviews.status, 'published')) as SQL;

const round1 = (v: string | number | null): number | null =>
  v === null ? null : Math.round(Number(v) * 10) / 10;

/** Every figure of a company's reviews in one aggregate over its published rows. */
export async function reviewStats(db: Conn, companyId: number): Promise<ReviewStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      average: sql<string | null>`avg(${companyReviews.rating})`,
      s1: sql<number>`count(*) FILTER (WHERE ${companyReviews.rating} = 1)::int`,
      s2: sql<number>`count(*) FILTER (WHERE ${companyReviews.rating} = 2)::int`,
      s3: sql<number>`count(*) FILTER (WHERE ${companyReviews.rating} = 3)::int`,
      s4: sql<number>`count(*) FILTER (WHERE ${companyReviews.rating} = 4)::int`,
      s5: sql<number>`count(*) FILTER (WHERE ${companyReviews.rating} = 5)::int`,
      costs: sql<string | null>`avg(${companyReviews.ratingCosts})`,
      costsN: sql<number>`count(${companyReviews.ratingCosts})::int`,
      before: sql<string | null>`avg(${companyReviews.ratingBeforeDeparture})`,
      beforeN: sql<number>`count(${companyReviews.ratingBeforeDeparture})::int`,
      abroad: sql<string | null>`avg(${companyReviews.ratingAbroad})`,
      abroadN: sql<number>`count(${companyReviews.ratingAbroad})::int`,
    })
    .from(companyReviews)
    .where(publishedOf(companyId));
  const r = row ?? {
    total: 0,
    average: null,
    s1: 0,
    s2: 0,
    s3: 0,
    s4: 0,
    s5: 0,
    costs: null,
    costsN: 0,
    before: null,
    beforeN: 0,
    abroad: null,
    abroadN: 0,
  };
  return {
    company_id: companyId,
    average: round1(r.average),
    total: r.total,
    distribution: [
      { rating: 5, count: r.s5 },
      { rating: 4, count: r.s4 },
      { rating: 3, count: r.s3 },
      { rating: 2, count: r.s2 },
      { rating: 1, count: r.s1 },
    ],
    sub_ratings: {
      rating_costs: { average: round1(r.costs), count: r.costsN },
      rating_before_departure: { average: round1(r.before), count: r.beforeN },
      rating_abroad: { average: round1(r.abroad), count: r.abroadN },
    },
  };
}

/**
 * `stats {averageRating, totalReviews}` of the company in the row of a company query (lists and
 * profiles): correlated aggregates served by the partial index on published reviews, so a list
 * page is still one statement, never a query per company.
 */
export const companyRatingColumns = () => ({
  ratingAverage: sql<
    string | null
  >`(SELECT round(avg(${companyReviews.rating}), 1) FROM ${companyReviews} WHERE ${companyReviews.companyId} = ${companies.id} AND ${companyReviews.status} = 'published')`,
  ratingCount: sql<number>`(SELECT count(*)::int FROM ${companyReviews} WHERE ${companyReviews.companyId} = ${companies.id} AND ${companyReviews.status} = 'published')`,
});

export function toCompanyStats(row: { ratingAverage: string | number | null; ratingCount: number }) {
  return {
    averageRating: row.ratingCount > 0 ? round1(row.ratingAverage) : null,
    totalReviews: row.ratingCount,
  };
}
