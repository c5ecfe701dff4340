import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZPage, ZPaginationQuery } from '../http.ts';
import { access } from '../roles.ts';
import {
  date,
  maxLength,
  minLength,
  requiredString,
  type StringCheck,
  stringRule,
  trimmedString,
} from '../validation/index.ts';
import {
  hasLink,
  hasPhoneNumber,
  hasRepeatedCharacters,
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_REMOVAL_REASON_MAX,
  REVIEW_REMOVAL_REASON_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_REPLY_MIN,
  REVIEW_REPORT_NOTE_MAX,
  REVIEW_REPORT_REASONS,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
  ReviewLabel,
  ReviewMessage,
  type ReviewReportReason,
} from './company-reviews-text.ts';

/** Links, phone numbers and runs of one character are refused in every review text (ADR 0019). */
const cleanText = (): StringCheck[] => [
  stringRule('no_link', (v) => !hasLink(v), ReviewMessage.link),
  stringRule('no_phone', (v) => !hasPhoneNumber(v), ReviewMessage.phone),
  stringRule('no_repeat', (v) => !hasRepeatedCharacters(v), ReviewMessage.repeated),
];

/** Form values arrive as strings: '' is "not chosen", '4' is 4. */
const toNumber = (v: unknown) =>
  v === '' || v === null ? undefined : typeof v === 'string' && v.trim() !== '' ? Number(v) : v;

const stars = (required: boolean) =>
  z.preprocess(
    toNumber,
    z
      .number({
        error: (i) =>
          required && i.input === undefined
            ? `${ReviewLabel.rating} không được để trống.`
            : ReviewMessage.rating,
      })
      .int({ error: ReviewMessage.rating })
      .min(1, { error: ReviewMessage.rating })
      .max(5, { error: ReviewMessage.rating }),
  );
const requiredStars = stars(true);
/** A sub-rating: 1–5, or absent / empty / null for "no opinion". */
const optionalStars = z.preprocess((v) => (v === '' ? null : v), stars(false).nullable());

/** The review itself (`POST company-reviews` adds the company, `PUT` changes these). */
export const ZReviewFields = z.object({
  rating: requiredStars,
  rating_costs: optionalStars.optional(),
  rating_before_departure: optionalStars.optional(),
  rating_abroad: optionalStars.optional(),
  title: requiredString(ReviewLabel.title).check(
    minLength(REVIEW_TITLE_MIN),
    maxLength(REVIEW_TITLE_MAX),
    ...cleanText(),
  ),
  content: requiredString(ReviewLabel.content).check(
    minLength(REVIEW_CONTENT_MIN),
    maxLength(REVIEW_CONTENT_MAX),
    ...cleanText(),
  ),
  anonymous: z.boolean().default(false),
});
export type ReviewFields = z.input<typeof ZReviewFields>;

export const ZCreateReviewBody = ZReviewFields.extend({
  company_id: z.coerce.number({ error: 'Vui lòng chọn công ty.' }).int().positive(),
});
export type CreateReviewBody = z.input<typeof ZCreateReviewBody>;

export const ZReviewReplyBody = z.object({
  content: requiredString(ReviewLabel.reply).check(
    minLength(REVIEW_REPLY_MIN),
    maxLength(REVIEW_REPLY_MAX),
    ...cleanText(),
  ),
});

const reportReasons = REVIEW_REPORT_REASONS.map((r) => r.value) as [
  ReviewReportReason,
  ...ReviewReportReason[],
];
export const ZReviewReportBody = z.object({
  reason: z.enum(reportReasons, { error: 'Vui lòng chọn lý do báo cáo.' }),
  note: trimmedString().check(maxLength(REVIEW_REPORT_NOTE_MAX)).optional(),
});

export const ZReviewHelpfulBody = z.object({ helpful: z.boolean() });

export const ZRemoveReviewBody = z.object({
  reason: requiredString(ReviewLabel.reason).check(
    minLength(REVIEW_REMOVAL_REASON_MIN),
    maxLength(REVIEW_REMOVAL_REASON_MAX),
  ),
});

export const ZModerateReviewBody = z.object({
  /** `hidden`: out of the page and the stats until shown again; `published`: shown, open reports closed. */
  status: z.enum(['published', 'hidden']),
});

const ZReply = z.object({ content: z.string(), created_at: z.string(), updated_at: z.string() });

/** A review as everyone reads it. The author's name is withheld when they asked to be anonymous. */
export const ZPublicReview = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    rating: z.number().int(),
    rating_costs: z.number().int().nullable(),
    rating_before_departure: z.number().int().nullable(),
    rating_abroad: z.number().int().nullable(),
    title: z.string(),
    content: z.string(),
    author_name: z.string(),
    anonymous: z.boolean(),
    applied: z
      .boolean()
      .describe('The author applied to a job of this company through the platform (badge).'),
    helpful_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    reply: ZReply.nullable(),
  })
  .meta({ id: 'CompanyReview' });
export type PublicReview = z.infer<typeof ZPublicReview>;

export const ZMyReview = ZPublicReview.extend({ status: z.enum(REVIEW_STATUSES) }).meta({
  id: 'MyCompanyReview',
});
export type MyReview = z.infer<typeof ZMyReview>;

const ZAverage = z.object({ average: z.number().nullable(), count: z.number().int() });
export const ZReviewStats = z
  .object({
    company_id: z.number().int(),
    average: z.number().nullable(),
    total: z.number().int(),
    /** Reviews per star count, 5 down to 1. */
    distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
    sub_ratings: z.object({
      rating_costs: ZAverage,
      rating_before_departure: ZAverage,
      rating_abroad: ZAverage,
    }),
  })
  .meta({ id: 'CompanyReviewStats' });
export type ReviewStats = z.infer<typeof ZReviewStats>;

const ZReviewReport = z.object({
  id: z.number().int(),
  reason: z.string(),
  note: z.string().nullable(),
  reporter: z.string().describe('The reporting account’s name and type, or “Khách” for a visitor.'),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});

export const ZAdminReview = ZMyReview.extend({
  company_name: z.string(),
  author: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string().nullable() }),
  open_reports: z.number().int(),
  removal_reason: z.string().nullable(),
  moderated_at: z.string().nullable(),
  moderated_by_name: z.string().nullable(),
}).meta({ id: 'AdminCompanyReview' });
export type AdminReview = z.infer<typeof ZAdminReview>;

export const ZAdminReviewDetail = ZAdminReview.extend({ reports: z.array(ZReviewReport) });
export type AdminReviewDetail = z.infer<typeof ZAdminReviewDetail>;

const flag = z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1']).optional());
export const ZAdminReviewQuery = ZPaginationQuery.extend({
  search: z.string().trim().max(200).optional(),
  company_id: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  rating: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(5).optional()),
  /** `1`: only reviews with open reports (the queue). */
  reported: flag,
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REVIEW_STATUSES).optional()),
  /** Written on or after / on or before these Vietnam calendar days. */
  from: z.preprocess((v) => (v === '' ? undefined : v), z.string().check(date()).optional()),
  to: z.preprocess((v) => (v === '' ? undefined : v), z.string().check(date()).optional()),
});
export type AdminReviewQuery = z.input<typeof ZAdminReviewQuery>;

export const ZReviewListQuery = ZPaginationQuery.extend({
  sort: z.enum(REVIEW_SORTS.map((s) => s.value) as ['newest', 'helpful']).default('newest'),
});

const ZId = z.object({ id: z.coerce.number().int().positive() });
const TAG = 'Reviews';

/** Spec §7 Reviews, plus reporting, the company's reply, helpful votes and hiding (ADR 0019). */
export const companyReviewEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/company-reviews',
    summary: 'Viết đánh giá công ty (tài khoản ứng viên; mỗi tài khoản một đánh giá cho mỗi công ty)',
    tag: TAG,
    access: access.employee,
    body: ZCreateReviewBody,
    response: ZMyReview,
    successMessage: 'Cảm ơn bạn đã đánh giá công ty.',
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/company-reviews/:id',
    summary: 'Đánh giá đang hiển thị của một công ty (id là id công ty), mới nhất hoặc hữu ích nhất',
    tag: TAG,
    access: access.optional,
    params: ZId,
    query: ZReviewListQuery,
    response: ZPage(ZPublicReview),
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/company-reviews/:id/stats',
    summary:
      'Thống kê đánh giá của một công ty: điểm trung bình, số lượng, phân bố 1–5 sao, điểm từng tiêu chí',
    tag: TAG,
    access: access.optional,
    params: ZId,
    response: ZReviewStats,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/company-reviews/:id',
    summary: 'Sửa đánh giá của chính mình (đánh giá đã bị gỡ không sửa được)',
    tag: TAG,
    access: access.employee,
    params: ZId,
    body: ZReviewFields,
    response: ZMyReview,
    successMessage: 'Đã cập nhật đánh giá.',
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/company-reviews/company/:id/user',
    summary: 'Đánh giá của tôi cho công ty này (null nếu chưa viết)',
    tag: TAG,
    access: access.employee,
    params: ZId,
    response: ZMyReview.nullable(),
  }),
  report: defineEndpoint({
    method: 'POST',
    path: '/company-reviews/:id/report',
    summary: 'Báo cáo một đánh giá vi phạm (khách hoặc tài khoản); đưa đánh giá vào hàng chờ kiểm duyệt',
    tag: TAG,
    access: access.optional,
    params: ZId,
    body: ZReviewReportBody,
    response: z.null(),
    successMessage: 'Cảm ơn bạn. Quản trị viên sẽ xem xét đánh giá này.',
  }),
  reply: defineEndpoint({
    method: 'PUT',
    path: '/company-reviews/:id/reply',
    summary: 'Phản hồi công khai của công ty cho một đánh giá về công ty (một phản hồi, sửa được)',
    tag: TAG,
    access: access.company,
    params: ZId,
    body: ZReviewReplyBody,
    response: ZPublicReview,
    successMessage: 'Đã đăng phản hồi.',
  }),
  helpful: defineEndpoint({
    method: 'PUT',
    path: '/company-reviews/:id/helpful',
    summary: 'Đánh dấu (hoặc bỏ đánh dấu) một đánh giá là hữu ích',
    tag: TAG,
    access: access.authenticated,
    params: ZId,
    body: ZReviewHelpfulBody,
    response: z.object({ helpful: z.boolean(), helpful_count: z.number().int() }),
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/admin/review',
    summary: 'Kiểm duyệt đánh giá: lọc theo công ty, số sao, bị báo cáo, trạng thái, ngày; tìm kiếm',
    tag: TAG,
    access: access.admin,
    query: ZAdminReviewQuery,
    response: ZPage(ZAdminReview),
  }),
  adminDetail: defineEndpoint({
    method: 'GET',
    path: '/admin/review/:id',
    summary: 'Chi tiết một đánh giá và các báo cáo về nó',
    tag: TAG,
    access: access.admin,
    params: ZId,
    response: ZAdminReviewDetail,
  }),
  adminRemove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/review/:id',
    summary: 'Gỡ một đánh giá (giữ lại lý do); báo cho người viết',
    tag: TAG,
    access: access.admin,
    params: ZId,
    body: ZRemoveReviewBody,
    response: ZAdminReviewDetail,
    successMessage: 'Đã gỡ đánh giá.',
  }),
  adminModerate: defineEndpoint({
    method: 'PUT',
    path: '/admin/review/:id',
    summary: 'Ẩn một đánh giá, hoặc hiển thị lại và đóng các báo cáo',
    tag: TAG,
    access: access.admin,
    params: ZId,
    body: ZModerateReviewBody,
    response: ZAdminReviewDetail,
    successMessage: 'Đã cập nhật trạng thái đánh giá.',
  }),
};
