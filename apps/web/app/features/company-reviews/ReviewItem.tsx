import type { MyReview, PublicReview } from '@app/contract';
import { REVIEW_APPLIED_BADGE, REVIEW_SUB_RATINGS, ReviewLabel } from '@app/contract/client';
import { Form } from 'react-router';
import { formatDate } from '../jobs/format.ts';
import { ReplyForm, ReportForm, ReviewForm } from './ReviewForms.tsx';
import classes from './Reviews.module.css';
import { Alert, errorsOf, type ReviewActionResult, type ReviewViewer, Stars } from './review-ui.tsx';

/** One review in the list, and the signed-in candidate's own review box. */
export function ReviewItem({
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

export function MyReviewBox({
  review,
  result,
}: {
  review: MyReview;
  result: ReviewActionResult | undefined;
}) {
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
