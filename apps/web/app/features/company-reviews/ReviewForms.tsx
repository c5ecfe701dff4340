import type { MyReview, PublicReview } from '@app/contract';
import {
  RATING_LABELS,
  REVIEW_CONTENT_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_NOTE_MAX,
  REVIEW_REPORT_REASONS,
  REVIEW_SUB_RATINGS,
  REVIEW_TITLE_MAX,
  ReviewLabel,
} from '@app/contract/client';
import { Fragment } from 'react';
import { Form, useNavigation } from 'react-router';
import classes from './Reviews.module.css';
import { Alert, errorsOf, FieldError, type ReviewActionResult } from './review-ui.tsx';

/** The section's forms: write or edit a review, report one, the company's reply. */
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

export function ReviewForm({
  review,
  result,
}: {
  review: MyReview | null;
  result: ReviewActionResult | undefined;
}) {
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

export function ReportForm({
  review,
  result,
}: {
  review: PublicReview;
  result: ReviewActionResult | undefined;
}) {
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

export function ReplyForm({
  review,
  result,
}: {
  review: PublicReview;
  result: ReviewActionResult | undefined;
}) {
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
