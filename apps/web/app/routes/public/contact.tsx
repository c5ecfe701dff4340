import { contactEndpoints } from '@app/contract';
import { data } from 'react-router';
import type { ContactResult } from '../../features/contact/ContactForm.tsx';
import { ContactPage } from '../../features/contact/ContactPage.tsx';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { errorText } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/contact';

const FIELDS = ['name', 'phone', 'email', 'subject', 'message', 'website'] as const;

export function loader({ context }: Route.LoaderArgs) {
  const bridge = getBridge(context);
  return { email: bridge.contactEmail, canonical: `${bridge.publicUrl.replace(/\/$/, '')}/lien-he` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Liên hệ',
    description:
      'Liên hệ ViệcXa để được tư vấn về xuất khẩu lao động, du học và việc làm trong nước, hoặc báo tin tuyển dụng có dấu hiệu lừa đảo.',
    canonical: loaderData?.canonical,
  });

/** The form posts here; the API checks, keeps and mails the message (the page never touches the DB). */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')]));
  const res = await callApi(context, request, contactEndpoints.send, { body: values, token: null });
  if (res.ok) return { ok: true, message: res.message ?? '' } satisfies ContactResult;
  const { website: _, ...kept } = values;
  return data(
    {
      ok: false,
      message: res.status === 422 ? 'Vui lòng kiểm tra lại các trường được đánh dấu.' : errorText(res.error),
      fieldErrors: res.error.errors ?? {},
      values: kept,
    } satisfies ContactResult,
    { status: res.status },
  );
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage email={loaderData.email} result={actionData} />;
}
