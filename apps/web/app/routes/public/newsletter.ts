import { NewsletterMessage, newsletterEndpoints } from '@app/contract';
import { data } from 'react-router';
import { callApi } from '../../lib/api.server.ts';
import { errorText } from '../../lib/form-errors.ts';
import type { Route } from './+types/newsletter';

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const res = await callApi(context, request, newsletterEndpoints.subscribe, {
    body: { email: String(form.get('email') ?? '') },
    token: null,
  });
  if (res.ok) return { ok: true, message: res.message ?? NewsletterMessage.subscribed };
  return data(
    { ok: false, message: errorText(res.error), fieldErrors: res.error.errors },
    { status: res.status },
  );
}

export function loader() {
  throw data(null, { status: 404 });
}
