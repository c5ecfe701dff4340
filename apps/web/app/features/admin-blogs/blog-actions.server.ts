import { adminBlogsEndpoints, catalogEndpoints } from '@app/contract';
import { data, type RouterContextProvider, redirect } from 'react-router';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import { withFlash } from '../../lib/flash.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import type { BlogFlashKey } from './blog-flash.ts';

type Ctx = Readonly<RouterContextProvider>;

/**
 * Sends the article form as it came (multipart, the thumbnail included) to POST /admin/blogs or
 * PUT /admin/blogs/:id; on success the article's admin page shows the saved text.
 */
export async function submitBlog(context: Ctx, request: Request, id?: number) {
  const body = await request.formData();
  const res =
    id === undefined
      ? await callApi(context, request, adminBlogsEndpoints.create, { body })
      : await callApi(context, request, adminBlogsEndpoints.update, { params: { id }, body });
  if (res.ok) {
    const key: BlogFlashKey = id === undefined ? 'created' : 'updated';
    return redirect(withFlash(`/admin/blogs/${res.data.id}`, key));
  }
  return data<ActionFeedback>(
    { status: res.status, fieldErrors: (res.error.errors ?? {}) as FieldErrors, error: res.error },
    { status: res.status },
  );
}

export async function loadAdminBlog(context: Ctx, request: Request, id: number) {
  const res = await callApi(context, request, adminBlogsEndpoints.get, { params: { id } });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return res.data;
}

/** Destinations an article may be about (the job list's destination countries). */
export async function loadNationOptions(context: Ctx, request: Request) {
  const res = await callApi(context, request, catalogEndpoints.nations, { query: { destination: '1' } });
  return res.ok ? res.data.map((n) => ({ value: n.code, label: n.name })) : [];
}

export function blogIdParam(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: 'Không tìm thấy bài viết' }, { status: 404 });
  return id;
}
