import { companyJobsEndpoints } from '@app/contract';
import { data, type RouterContextProvider, redirect } from 'react-router';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import { withFlash } from '../../lib/flash.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import type { JobFlashKey } from './job-flash.ts';

type Ctx = Readonly<RouterContextProvider>;

/**
 * Sends the posting form as it came (multipart, the thumbnail included) to POST /company/jobs or
 * PUT /company/jobs/:id; on success the job's page says it waits for the admin.
 */
export async function submitJob(context: Ctx, request: Request, id?: number) {
  const body = await request.formData();
  const res =
    id === undefined
      ? await callApi(context, request, companyJobsEndpoints.create, { body })
      : await callApi(context, request, companyJobsEndpoints.update, { params: { id }, body });
  if (res.ok) {
    const key: JobFlashKey = id === undefined ? 'posted' : 'updated';
    return redirect(withFlash(`/company/jobs/${res.data.id}`, key));
  }
  return data<ActionFeedback>(
    { status: res.status, fieldErrors: (res.error.errors ?? {}) as FieldErrors, error: res.error },
    { status: res.status },
  );
}

export async function loadCompanyJob(context: Ctx, request: Request, id: number) {
  const res = await callApi(context, request, companyJobsEndpoints.get, { params: { id } });
  // Another company's job is a 404, like one that does not exist (the API does not tell them apart).
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return res.data;
}
