import { companyReviewEndpoints } from '@app/contract';
import { data, type RouterContextProvider } from 'react-router';
import { callApi } from '../../lib/api.server.ts';
import { errorText } from '../../lib/form-errors.ts';
import type { ReviewActionResult } from './review-ui.tsx';

const REVIEW_FIELDS = [
  'rating',
  'rating_costs',
  'rating_before_departure',
  'rating_abroad',
  'title',
  'content',
  'anonymous',
] as const;

/**
 * The review forms post here (write or edit a review, report one, the company's reply, a helpful
 * vote); the API checks and answers, its messages go back under the fields. The page never touches
 * the database.
 */
export async function reviewAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  companyId: number,
) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const reviewId = Number(form.get('review_id')) || null;
  const text = (name: string) => String(form.get(name) ?? '');
  const values: Record<string, string> = {};
  let res: Awaited<ReturnType<typeof callApi>>;
  if (intent === 'review') {
    for (const f of REVIEW_FIELDS) values[f] = text(f);
    const body = {
      rating: values.rating,
      rating_costs: values.rating_costs || null,
      rating_before_departure: values.rating_before_departure || null,
      rating_abroad: values.rating_abroad || null,
      title: values.title,
      content: values.content,
      anonymous: values.anonymous === 'on',
    };
    res = reviewId
      ? await callApi(context, request, companyReviewEndpoints.update, { params: { id: reviewId }, body })
      : await callApi(context, request, companyReviewEndpoints.create, {
          body: { ...body, company_id: companyId },
        });
  } else if (intent === 'report' && reviewId) {
    values.note = text('note');
    res = await callApi(context, request, companyReviewEndpoints.report, {
      params: { id: reviewId },
      body: { reason: text('reason'), ...(values.note ? { note: values.note } : {}) },
    });
  } else if (intent === 'reply' && reviewId) {
    values.content = text('content');
    res = await callApi(context, request, companyReviewEndpoints.reply, {
      params: { id: reviewId },
      body: { content: values.content },
    });
  } else if (intent === 'helpful' && reviewId) {
    res = await callApi(context, request, companyReviewEndpoints.helpful, {
      params: { id: reviewId },
      body: { helpful: text('helpful') !== '0' },
    });
  } else {
    return data(
      {
        intent,
        reviewId,
        ok: false,
        message: 'Yêu cầu không hợp lệ.',
        fieldErrors: {},
        values,
      } satisfies ReviewActionResult,
      { status: 400 },
    );
  }
  if (res.ok) {
    const message = res.message ?? (intent === 'helpful' ? 'Cảm ơn bạn đã đánh giá là hữu ích.' : '');
    return { intent, reviewId, ok: true, message, fieldErrors: {}, values: {} } satisfies ReviewActionResult;
  }
  return data(
    {
      intent,
      reviewId,
      ok: false,
      message: res.status === 422 ? 'Vui lòng kiểm tra lại các trường được đánh dấu.' : errorText(res.error),
      fieldErrors: res.error.errors ?? {},
      values,
    } satisfies ReviewActionResult,
    { status: res.status },
  );
}
