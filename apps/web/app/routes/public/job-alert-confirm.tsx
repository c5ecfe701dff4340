import { jobAlertEndpoints } from '@app/contract';
import { JOB_ALERT_CONFIRM_TTL_DAYS, JobAlertMessage } from '@app/contract/endpoints/job-alerts-text';
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
import type { Route } from './+types/job-alert-confirm';

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Xác nhận thông báo việc làm', noindex: true });

/** Opening the link confirms nothing: mail scanners open links too. The button's POST does (ADR 0036). */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') || null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const res = await callApi(context, request, jobAlertEndpoints.confirm, {
    body: { token: String(form.get('token') ?? '') },
    token: null,
  });
  if (res.ok)
    return { ok: true, message: res.message ?? JobAlertMessage.confirmed } satisfies NewsletterLinkResult;
  return data(
    {
      ok: false,
      message: res.error.errors?.token?.[0] ?? errorText(res.error),
    } satisfies NewsletterLinkResult,
    { status: res.status },
  );
}

export default function JobAlertConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      title="Xác nhận thông báo việc làm"
      lead={`Bấm nút dưới đây để bắt đầu nhận email về việc làm mới phù hợp với tìm kiếm bạn đã lưu. Liên kết có hiệu lực trong ${JOB_ALERT_CONFIRM_TTL_DAYS} ngày kể từ khi bạn tạo thông báo.`}
      button="Xác nhận"
      token={loaderData.token}
      invalid={JobAlertMessage.confirmLinkInvalid}
      result={actionData}
      after={
        <>
          <NewsletterNote>
            Mỗi email thông báo việc làm đều có liên kết hủy ở cuối thư; bạn có thể ngừng nhận bất cứ lúc nào.
          </NewsletterNote>
          <NewsletterNextLinks />
        </>
      }
    />
  );
}
