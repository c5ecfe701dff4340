import { adminUserEndpoints } from '@app/contract';
import { data, type RouterContextProvider } from 'react-router';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import type { ApiCall } from '../../lib/api.server.ts';
import { callApi } from '../../lib/api.server.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';

type Ctx = Readonly<RouterContextProvider>;

/** The posted fields as strings (these forms carry no files). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [key, value] of await request.formData()) if (typeof value === 'string') out[key] = value;
  return out;
}

/** Field errors stay under the fields (422); anything else becomes a toast (spec §5, §8). */
export function invalid(fieldErrors: FieldErrors) {
  return data<ActionFeedback>({ status: 422, fieldErrors }, { status: 422 });
}

export function failed(res: Extract<ApiCall<unknown>, { ok: false }>) {
  return data<ActionFeedback>(
    { status: res.status, fieldErrors: res.error.errors ?? {}, error: res.error },
    { status: res.status },
  );
}

export function accountId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: 'Không tìm thấy tài khoản' }, { status: 404 });
  return id;
}

/** The account behind `/admin/users/…/:id`; a refusal or a missing account becomes the error page. */
export async function loadAccount(context: Ctx, request: Request, id: number) {
  const res = await callApi(context, request, adminUserEndpoints.detail, { params: { id } });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return res.data;
}
