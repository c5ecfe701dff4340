import { jobAlertEndpoints } from '@app/contract';
import { JobAlertMessage } from '@app/contract/endpoints/job-alerts-text';
import { data } from 'react-router';
import {
  NewsletterLinkPage,
  type NewsletterLinkResult,
  NewsletterNextLinks,
  NewsletterNote,
} from '../../features/newsletter/NewsletterLinkPage.tsx';
import { callApi } from '../../lib/api.server.ts';
import { errorText } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/job-alert-unsubscribe';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Hủy thông báo việc làm', noindex: true });

/** Opening the link changes nothing (mail scanners open links); the button's POST unsubscribes. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') || null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const res = await callApi(context, request, jobAlertEndpoints.unsubscribe, {
    query: { token: String(form.get('token') ?? '') },
    body: {},
    token: null,
  });
  if (res.ok)
    return { ok: true, message: res.message ?? JobAlertMessage.unsubscribed } satisfies NewsletterLinkResult;
  return data(
    {
      ok: false,
      message: res.error.errors?.token?.[0] ?? errorText(res.error),
    } satisfies NewsletterLinkResult,
    { status: res.status },
  );
}

export default function JobAlertUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      title="Hủy thông báo việc làm"
      lead="Bấm nút dưới đây để ngừng nhận email về việc làm mới của tìm kiếm này. Các thông báo việc làm khác (nếu có) vẫn được gửi."
      button="Hủy thông báo"
      token={loaderData.token}
      invalid={JobAlertMessage.unsubscribeLinkInvalid}
      result={actionData}
      after={
        <>
          <NewsletterNote>
            Bạn đổi ý? Có thể tạo lại thông báo bất cứ lúc nào từ danh sách việc làm, bằng “Nhận việc làm mới
            qua email”.
          </NewsletterNote>
          <NewsletterNextLinks />
        </>
      }
    />
  );
}
