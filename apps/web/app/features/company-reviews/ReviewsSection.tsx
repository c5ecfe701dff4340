import type { MyReview, Page, PublicReview, ReviewStats } from '@app/contract';
import {
  RATING_LABELS,
  REVIEW_APPLIED_BADGE,
  REVIEW_CONTENT_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_NOTE_MAX,
  REVIEW_REPORT_REASONS,
  REVIEW_SORTS,
  REVIEW_SUB_RATINGS,
  REVIEW_TITLE_MAX,
  ReviewLabel,
  type ReviewSort,
} from '@app/contract/client';
import { Fragment } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { formatDate } from '../jobs/format.ts';
import classes from './Reviews.module.css';

/** Who looks at the section: what they may do there. */
export type ReviewViewer = 'guest' | 'employee' | 'own-company' | 'other';

/** What the company page's action answers to a review form. */
export interface ReviewActionResult {
  intent: string;
  reviewId: number | null;
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string[]>;
  values: Record<string, string>;
}

export const REVIEWS_ANCHOR = 'danh-gia';
export const REVIEW_PAGE_PARAM = 'trang-danh-gia';
export const REVIEW_SORT_PARAM = 'sap-xep-danh-gia';

const number1 = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });
const starsText = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

function Stars({ value }: { value: number }) {
  return (
    <span className={classes.stars} role="img" aria-label={`${value} trên 5 sao`}>
      {starsText(value)}
    </span>
  );
}

function Summary({ stats }: { stats: ReviewStats }) {
  const max = Math.max(1, ...stats.distribution.map((d) => d.count));
  return (
    <div className={classes.summary} data-testid="review-stats">
      <div className={classes.score}>
        <span className={classes.average} data-testid="review-average">
          {stats.average === null ? '–' : number1.format(stats.average)}
        </span>
        {/* Whole stars only, never rounded up to look better (as ratingText). */}
        <Stars value={Math.floor(stats.average ?? 0)} />
        <p className={classes.muted} data-testid="review-total">
          {stats.total === 0 ? 'Chưa có đánh giá' : `${stats.total.toLocaleString('vi-VN')} đánh giá`}
        </p>
      </div>
      <ul className={classes.bars} aria-label="Phân bố số sao">
        {stats.distribution.map((d) => (
          <li key={d.rating} className={classes.bar}>
            <span>{d.rating} sao</span>
            <span className={classes.track} aria-hidden>
              <span className={classes.fill} style={{ width: `${(d.count / max) * 100}%` }} />
            </span>
            <span className={classes.count}>{d.count}</span>
          </li>
        ))}
      </ul>
      <ul className={classes.subs} aria-label="Điểm theo tiêu chí">
        {REVIEW_SUB_RATINGS.map((key) => {
          const s = stats.sub_ratings[key];
          return (
            <li key={key} className={classes.sub}>
              <span>{ReviewLabel[key]}</span>
              <strong>{s.average === null ? '–' : `${number1.format(s.average)}/5`}</strong>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function errorsOf(result: ReviewActionResult | undefined, intent: string, reviewId: number | null) {
  return result && !result.ok && result.intent === intent && result.reviewId === reviewId
    ? result
    : undefined;
}

function Alert({ result }: { result: ReviewActionResult | undefined }) {
  if (!result) return null;
  return (
    <p className={`${classes.alert} ${result.ok ? classes.success : classes.failure}`} role="status">
      {result.message}
    </p>
  );
}

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  return errors?.length ? (
    <p className={classes.error} id={id}>
      {errors.join(' ')}
    </p>
  ) : null;
}

function StarField({
  name,
  label,
  required,
  value,
  errors,
  formId,
}: {
  name: string;
  label: string;
  required?: boolean;
  value: number | null;
  errors: string[] | undefined;
  formId: string;
}) {
  const id = `${formId}-${name}`;
  // row-reverse: 5 first in the markup, so "checked ~ label" lights the lower stars.
  return (
    <fieldset className={classes.field} aria-describedby={errors?.length ? `${id}-error` : undefined}>
      <legend className={classes.label}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden>
            *
          </span>
        ) : null}
      </legend>
      <div className={classes.starInput}>
        {([5, 4, 3, 2, 1] as const).map((n) => (
          <Fragment key={n}>
            <input
              type="radio"
              id={`${id}-${n}`}
              name={name}
              value={n}
              defaultChecked={value === n}
              aria-label={`${n} sao – ${RATING_LABELS[n]}`}
            />
            <label htmlFor={`${id}-${n}`} title={`${n} sao – ${RATING_LABELS[n]}`} aria-hidden>
              ★
            </label>
          </Fragment>
        ))}
      </div>
      <FieldError id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}

function ReviewForm({ review, result }: { review: MyReview | null; result: ReviewActionResult | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'review';
  const failed = errorsOf(result, 'review', review?.id ?? null);
  const errs = failed?.fieldErrors ?? {};
  const v = failed?.values;
  const formId = review ? `review-edit-${review.id}` : 'review-new';
  const num = (key: string, fallback: number | null) => (v ? (v[key] ? Number(v[key]) : null) : fallback);
  return (
    <Form method="post" className={classes.form} preventScrollReset noValidate aria-label="Đánh giá công ty">
      <input type="hidden" name="intent" value="review" />
      {review ? <input type="hidden" name="review_id" value={review.id} /> : null}
      {failed ? <Alert result={failed} /> : null}
      <StarField
        name="rating"
        label={ReviewLabel.rating}
        required
        value={num('rating', review?.rating ?? null)}
        errors={errs.rating}
        formId={formId}
      />
      {REVIEW_SUB_RATINGS.map((key) => (
        <StarField
          key={key}
          name={key}
          label={`${ReviewLabel[key]} (không bắt buộc)`}
          value={num(key, review?.[key] ?? null)}
          errors={errs[key]}
          formId={formId}
        />
      ))}
      <div className={classes.field}>
        <label className={classes.label} htmlFor={`${formId}-title`}>
          {ReviewLabel.title}
          <span className={classes.required} aria-hidden>
            *
          </span>
        </label>
        <input
          className={classes.input}
          id={`${formId}-title`}
          name="title"
          maxLength={REVIEW_TITLE_MAX}
          defaultValue={v?.title ?? review?.title}
          aria-invalid={errs.title ? true : undefined}
          aria-describedby={errs.title ? `${formId}-title-error` : undefined}
        />
        <FieldError id={`${formId}-title-error`} errors={errs.title} />
      </div>
      <div className={classes.field}>
        <label className={classes.label} htmlFor={`${formId}-content`}>
          {ReviewLabel.content}
          <span className={classes.required} aria-hidden>
            *
          </span>
        </label>
        <textarea
          className={classes.input}
          id={`${formId}-content`}
          name="content"
          maxLength={REVIEW_CONTENT_MAX}
          defaultValue={v?.content ?? review?.content}
          aria-invalid={errs.content ? true : undefined}
          aria-describedby={errs.content ? `${formId}-content-error` : `${formId}-content-hint`}
        />
        {errs.content ? (
          <FieldError id={`${formId}-content-error`} errors={errs.content} />
        ) : (
          <p className={classes.hint} id={`${formId}-content-hint`}>
            Kể lại trải nghiệm thật của bạn: chi phí đã đóng, cách tư vấn, hỗ trợ trước và sau khi xuất cảnh.
            Không ghi số điện thoại, đường dẫn hay thông tin cá nhân của người khác.
          </p>
        )}
      </div>
      <label className={classes.check}>
        <input
          type="checkbox"
          name="anonymous"
          defaultChecked={v ? v.anonymous === 'on' : (review?.anonymous ?? false)}
        />
        {ReviewLabel.anonymous}
      </label>
      <button type="submit" className={classes.button} disabled={sending}>
        {sending ? 'Đang gửi…' : review ? 'Lưu đánh giá' : 'Gửi đánh giá'}
      </button>
    </Form>
  );
}

function ReportForm({ review, result }: { review: PublicReview; result: ReviewActionResult | undefined }) {
  const failed = errorsOf(result, 'report', review.id);
  const id = `report-${review.id}`;
  return (
    <details className={classes.details} open={failed ? true : undefined}>
      <summary>Báo cáo</summary>
      <Form
        method="post"
        className={classes.form}
        preventScrollReset
        noValidate
        aria-label="Báo cáo đánh giá"
      >
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="review_id" value={review.id} />
        {failed ? <Alert result={failed} /> : null}
        <div className={classes.field}>
          <label className={classes.label} htmlFor={`${id}-reason`}>
            {ReviewLabel.reason}
          </label>
          <select className={classes.input} id={`${id}-reason`} name="reason" defaultValue="">
            <option value="" disabled>
              Chọn lý do
            </option>
            {REVIEW_REPORT_REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-reason-error`} errors={failed?.fieldErrors.reason} />
        </div>
        <div className={classes.field}>
          <label className={classes.label} htmlFor={`${id}-note`}>
            Ghi chú (không bắt buộc)
          </label>
          <input className={classes.input} id={`${id}-note`} name="note" maxLength={REVIEW_REPORT_NOTE_MAX} />
        </div>
        <button type="submit" className={classes.button}>
          Gửi báo cáo
        </button>
      </Form>
    </details>
  );
}

function ReplyForm({ review, result }: { review: PublicReview; result: ReviewActionResult | undefined }) {
  const failed = errorsOf(result, 'reply', review.id);
  const id = `reply-${review.id}`;
  return (
    <details className={classes.details} open={failed ? true : undefined}>
      <summary>{review.reply ? 'Sửa phản hồi' : 'Phản hồi'}</summary>
      <Form
        method="post"
        className={classes.form}
        preventScrollReset
        noValidate
        aria-label="Phản hồi đánh giá"
      >
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="review_id" value={review.id} />
        {failed ? <Alert result={failed} /> : null}
        <div className={classes.field}>
          <label className={classes.label} htmlFor={`${id}-content`}>
            {ReviewLabel.reply}
          </label>
          <textarea
            className={classes.input}
            id={`${id}-content`}
            name="content"
            maxLength={REVIEW_REPLY_MAX}
            defaultValue={failed?.values.content ?? review.reply?.content}
            aria-invalid={failed?.fieldErrors.content ? true : undefined}
          />
          <FieldError id={`${id}-content-error`} errors={failed?.fieldErrors.content} />
        </div>
        <button type="submit" className={classes.button}>
          Đăng phản hồi
        </button>
      </Form>
    </details>
  );
}

function ReviewItem({
  review,
  viewer,
  mine,
  result,
}: {
  review: PublicReview;
  viewer: ReviewViewer;
  mine: boolean;
  result: ReviewActionResult | undefined;
}) {
  const done = result?.ok && result.reviewId === review.id ? result : undefined;
  return (
    <li className={classes.review} id={`danh-gia-${review.id}`} data-testid="review">
      <div className={classes.reviewHead}>
        <Stars value={review.rating} />
        <h3 className={classes.reviewTitle}>{review.title}</h3>
      </div>
      <div className={classes.reviewHead}>
        <span className={classes.muted}>
          {review.author_name} · {formatDate(review.created_at)}
        </span>
        {review.applied ? <span className={classes.badge}>{REVIEW_APPLIED_BADGE}</span> : null}
      </div>
      {REVIEW_SUB_RATINGS.some((k) => review[k] !== null) ? (
        <p className={classes.muted}>
          {REVIEW_SUB_RATINGS.filter((k) => review[k] !== null)
            .map((k) => `${ReviewLabel[k]}: ${review[k]}/5`)
            .join(' · ')}
        </p>
      ) : null}
      <p className={classes.content}>{review.content}</p>
      {review.reply ? (
        <div className={classes.reply} data-testid="review-reply">
          <span className={classes.replyLabel}>
            Phản hồi của công ty · {formatDate(review.reply.updated_at)}
          </span>
          <p className={classes.content}>{review.reply.content}</p>
        </div>
      ) : null}
      {done ? <Alert result={done} /> : null}
      <div className={classes.actions}>
        {viewer !== 'guest' && !mine ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="helpful" />
            <input type="hidden" name="review_id" value={review.id} />
            <input type="hidden" name="helpful" value="1" />
            <button type="submit" className={classes.ghost}>
              Hữu ích ({review.helpful_count})
            </button>
          </Form>
        ) : (
          <span className={classes.muted}>{review.helpful_count} người thấy hữu ích</span>
        )}
        {viewer === 'own-company' ? <ReplyForm review={review} result={result} /> : null}
        {!mine ? <ReportForm review={review} result={result} /> : null}
      </div>
    </li>
  );
}

function MyReviewBox({ review, result }: { review: MyReview; result: ReviewActionResult | undefined }) {
  const editing = errorsOf(result, 'review', review.id);
  const saved = result?.ok && result.intent === 'review' ? result : undefined;
  return (
    <div className={classes.mine} data-testid="my-review">
      <strong>Đánh giá của bạn</strong>
      {saved ? <Alert result={saved} /> : null}
      {review.status === 'removed' ? (
        <p className={classes.muted}>
          Đánh giá của bạn đã bị quản trị viên gỡ (lý do đã được gửi trong thông báo) và không còn hiển thị.
        </p>
      ) : (
        <>
          {review.status === 'hidden' ? (
            <p className={classes.muted}>Đánh giá đang tạm ẩn trong khi quản trị viên xem xét.</p>
          ) : null}
          <p className={classes.muted}>
            <Stars value={review.rating} /> {review.title}
          </p>
          <details className={classes.details} open={editing ? true : undefined}>
            <summary>Sửa đánh giá</summary>
            <ReviewForm review={review} result={result} />
          </details>
        </>
      )}
    </div>
  );
}

function Pagination({ page, pages, href }: { page: number; pages: number; href: (p: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav className={classes.pages} aria-label="Trang đánh giá">
      {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
        <Link
          key={p}
          className={classes.page}
          to={href(p)}
          preventScrollReset
          aria-current={p === page ? 'page' : undefined}
        >
          {p}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The reviews of a company on its page: stats with the distribution, the list with paging and two
 * orders, the form for a signed-in candidate ("Đăng nhập để đánh giá" otherwise), reporting, and
 * the company's reply form for its own accounts. Plain elements and forms posting to the page's
 * action: it all works before (and without) the page's scripts.
 */
export function ReviewsSection({
  companyPath,
  stats,
  reviews,
  sort,
  viewer,
  mine,
  result,
}: {
  companyPath: string;
  stats: ReviewStats;
  reviews: Page<PublicReview>;
  sort: ReviewSort;
  viewer: ReviewViewer;
  mine: MyReview | null;
  result: ReviewActionResult | undefined;
}) {
  const pages = Math.max(1, Math.ceil(reviews.total / reviews.limit));
  const href = (p: number, s: ReviewSort = sort) => {
    const q = new URLSearchParams();
    if (s !== 'newest') q.set(REVIEW_SORT_PARAM, s);
    if (p > 1) q.set(REVIEW_PAGE_PARAM, String(p));
    return `${companyPath}${q.size ? `?${q}` : ''}#${REVIEWS_ANCHOR}`;
  };
  const created = result?.ok && result.intent === 'review' && !mine ? result : undefined;
  const loginHref = `/dang-nhap?redirect=${encodeURIComponent(`${companyPath}#${REVIEWS_ANCHOR}`)}`;
  return (
    <section className={classes.section} id={REVIEWS_ANCHOR} aria-labelledby="danh-gia-tieu-de">
      <h2 className={classes.title} id="danh-gia-tieu-de">
        Đánh giá từ ứng viên
      </h2>
      <Summary stats={stats} />
      {viewer === 'guest' ? (
        <p>
          <Link className={classes.button} to={loginHref}>
            Đăng nhập để đánh giá
          </Link>
        </p>
      ) : viewer === 'employee' ? (
        mine ? (
          <MyReviewBox review={mine} result={result} />
        ) : (
          <details
            className={`${classes.details} ${classes.mine}`}
            open={errorsOf(result, 'review', null) ? true : undefined}
          >
            <summary>Viết đánh giá của bạn</summary>
            <ReviewForm review={null} result={result} />
          </details>
        )
      ) : null}
      {created ? <Alert result={created} /> : null}
      {reviews.total > 0 ? (
        <div className={classes.toolbar}>
          <span className={classes.muted}>{reviews.total.toLocaleString('vi-VN')} đánh giá</span>
          <nav className={classes.sorts} aria-label="Sắp xếp đánh giá">
            {REVIEW_SORTS.map((s) => (
              <Link
                key={s.value}
                className={classes.sort}
                to={href(1, s.value)}
                preventScrollReset
                aria-current={s.value === sort ? 'page' : undefined}
              >
                {s.label}
              </Link>
            ))}
          </nav>
        </div>
      ) : (
        <p className={classes.muted}>
          Công ty chưa có đánh giá nào. Hãy là người đầu tiên chia sẻ trải nghiệm.
        </p>
      )}
      <ul className={classes.list}>
        {reviews.items.map((r) => (
          <ReviewItem key={r.id} review={r} viewer={viewer} mine={mine?.id === r.id} result={result} />
        ))}
      </ul>
      <Pagination page={reviews.page} pages={pages} href={(p) => href(p)} />
    </section>
  );
}
