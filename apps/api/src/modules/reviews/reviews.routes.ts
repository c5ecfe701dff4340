import { companyReviewEndpoints as e } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { clientKey } from '../../lib/keyed-limit.ts';
import { route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import {
  adminReviewDetail,
  listAdminReviews,
  moderateReview,
  removeReview,
} from './admin-reviews.service.ts';
import {
  companyReviewStats,
  createReview,
  listReviews,
  myReview,
  replyToReview,
  reportReview,
  updateReview,
  voteHelpful,
} from './reviews.service.ts';

const HOUR_MS = 60 * 60_000;

/** Company reviews (spec §7 Reviews; ADR 0019): writing, reading, reporting, replying, moderating. */
export function reviewRoutes(app: FastifyInstance) {
  const { db } = app;
  const max = app.env.REVIEW_RATE_LIMIT_MAX;
  // Writing (reviews, edits, replies) counts per account in one bucket; reports per client IP.
  const writes = { max, windowMs: HOUR_MS, perAccount: true, bucket: 'review-writes' };
  const reports = { max, windowMs: HOUR_MS };
  const me = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).user;
  return [
    route(e.create, async ({ request, body }) => createReview(db, me(request), body), { rateLimit: writes }),
    route(e.list, async ({ params, query }) => listReviews(db, params.id, query)),
    route(e.stats, async ({ params }) => companyReviewStats(db, params.id)),
    route(e.update, async ({ request, params, body }) => updateReview(db, me(request), params.id, body), {
      rateLimit: writes,
    }),
    route(e.mine, async ({ request, params }) => myReview(db, me(request), params.id)),
    route(
      e.report,
      async ({ request, params, body, auth }) =>
        reportReview(
          db,
          params.id,
          auth
            ? { userId: auth.user.id, key: `user:${auth.user.id}` }
            : { userId: null, key: `ip:${clientKey(request)}` },
          body,
        ),
      { rateLimit: reports },
    ),
    route(
      e.reply,
      async ({ request, params, body }) => replyToReview(db, me(request), params.id, body.content),
      {
        rateLimit: writes,
      },
    ),
    route(e.helpful, async ({ request, params, body }) =>
      voteHelpful(db, me(request), params.id, body.helpful),
    ),
    route(e.adminList, async ({ query }) => listAdminReviews(db, query)),
    route(e.adminDetail, async ({ params }) => adminReviewDetail(db, params.id)),
    route(e.adminRemove, async ({ request, params, body }) =>
      removeReview(db, me(request), params.id, body.reason),
    ),
    route(e.adminModerate, async ({ request, params, body }) =>
      moderateReview(db, me(request), params.id, body.status),
    ),
  ];
}
