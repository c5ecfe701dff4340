import type { ApplicationStatusBody, HandledApplication } from '@app/contract';
import { data, redirect } from 'react-router';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import type { ApiCall } from '../../lib/api.server.ts';
import { withFlash } from '../../lib/flash.ts';
import { pageUrl } from '../../lib/session.server.ts';

/**
 * The status form of the detail pages (company and admin): sends {status, note, from} to the
 * page's API call; on success back to the page with the success toast, else the errors.
 */
export async function submitStatusChange(
  request: Request,
  send: (body: ApplicationStatusBody) => Promise<ApiCall<HandledApplication>>,
) {
  const form = await request.formData();
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  const res = await send({
    status: text('status') as ApplicationStatusBody['status'],
    note: text('note'),
    ...(text('from') ? { from: text('from') as ApplicationStatusBody['status'] } : {}),
  });
  if (res.ok) throw redirect(withFlash(pageUrl(request).pathname, 'status'));
  return data<ActionFeedback>(
    { status: res.status, fieldErrors: res.error.errors ?? {}, error: res.error },
    { status: res.status },
  );
}
