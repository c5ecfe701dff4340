import { newsletterEndpoints } from '@app/contract';
import { NEWSLETTER_CONFIRM_TTL_DAYS, NewsletterMessage } from '@app/contract/client';
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
import type { Route } from './+types/newsletter-confirm';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Xác nhận đăng ký nhận tin', noindex: true });

/** Opening the link confirms nothing: mail scanners open links too. The button's POST does. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') || null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const res = await callApi(context, request, newsletterEndpoints.confirm, {
    body: { token: String(form.get('token') ?? '') },
    token: null,
  });
  if (res.ok)
    return { ok: true, message: res.message ?? NewsletterMessage.confirmed } satisfies NewsletterLinkResult;
  return data(
    {
      ok: false,
      message: res.error.errors?.token?.[0] ?? errorText(res.error),
    } satisfies NewsletterLinkResult,
    { status: res.status },
  );
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      title="Xác nhận đăng ký nhận tin"
      lead={`Bấm nút dưới đây để xác nhận bạn muốn nhận email từ ViệcXa về các chương trình xuất khẩu lao động, du học và việc làm mới. Liên kết có hiệu lực trong ${NEWSLETTER_CONFIRM_TTL_DAYS} ngày kể từ khi đăng ký.`}
      button="Xác nhận đăng ký"
      token={loaderData.token}
      invalid={NewsletterMessage.confirmLinkInvalid}
      result={actionData}
      after={
        <>
          <NewsletterNote>
            Mỗi bản tin đều có liên kết hủy đăng ký ở cuối thư; bạn có thể ngừng nhận tin bất cứ lúc nào.
          </NewsletterNote>
          <NewsletterNextLinks />
        </>
      }
    />
  );
}
