import { newsletterEndpoints } from '@app/contract';
import { NewsletterMessage } from '@app/contract/client';
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
import type { Route } from './+types/newsletter-unsubscribe';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Hủy đăng ký nhận tin', noindex: true });

/** Opening the link changes nothing (mail scanners open links); the button's POST unsubscribes. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') || null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const res = await callApi(context, request, newsletterEndpoints.unsubscribe, {
    query: { token: String(form.get('token') ?? '') },
    token: null,
  });
  if (res.ok)
    return {
      ok: true,
      message: res.message ?? NewsletterMessage.unsubscribed,
    } satisfies NewsletterLinkResult;
  return data(
    {
      ok: false,
      message: res.error.errors?.token?.[0] ?? errorText(res.error),
    } satisfies NewsletterLinkResult,
    { status: res.status },
  );
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      title="Hủy đăng ký nhận tin"
      lead="Bấm nút dưới đây để ngừng nhận email bản tin của ViệcXa. Email liên quan đến tài khoản và hồ sơ ứng tuyển của bạn (nếu có) vẫn được gửi như bình thường."
      button="Hủy đăng ký"
      token={loaderData.token}
      invalid={NewsletterMessage.unsubscribeLinkInvalid}
      result={actionData}
      after={
        <>
          <NewsletterNote>
            Bạn đổi ý? Có thể đăng ký lại bất cứ lúc nào bằng ô nhận tin ở chân trang.
          </NewsletterNote>
          <NewsletterNextLinks />
        </>
      }
    />
  );
}
