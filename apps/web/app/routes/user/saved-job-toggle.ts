import { savedJobsEndpoints } from '@app/contract';
import { data, redirect } from 'react-router';
import { callApi } from '../../lib/api.server.ts';
import { safeRedirect } from '../../lib/redirects.ts';
import type { Route } from './+types/saved-job-toggle';

/**
 * `POST /viec-lam-da-luu/toggle`: the heart's form. `saved=1` saves, `saved=0` removes (both
 * idempotent, so a repeated post does no harm), no `saved` toggles. A script gets the outcome
 * for its toast; a plain form (field `back`) is sent back to its page.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const body = { job_id: String(form.get('job_id') ?? '') };
  const want = form.get('saved');
  const endpoint =
    want === '1'
      ? savedJobsEndpoints.save
      : want === '0'
        ? savedJobsEndpoints.unsave
        : savedJobsEndpoints.toggle;
  const res = await callApi(context, request, endpoint, { body });
  const back = form.get('back');
  if (typeof back === 'string') {
    const target = safeRedirect(back, '/');
    if (!res.ok && res.status === 401) throw redirect(`/dang-nhap?redirect=${encodeURIComponent(target)}`);
    throw redirect(target);
  }
  if (res.ok) return { ok: true as const, saved: res.data.saved, message: res.message ?? '' };
  return data({ ok: false as const, error: res.error }, { status: res.status });
}

export function loader() {
  throw data(null, { status: 404 });
}
