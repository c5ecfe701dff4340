import { adminFieldEndpoints, adminTagEndpoints, MAX_PAGE_SIZE, ZFieldBody, ZTagBody } from '@app/contract';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { callApi } from '../../lib/api.server.ts';
import { withFlash } from '../../lib/flash.ts';
import { validateForm } from '../../lib/form-errors.ts';
import { failed, formFields, invalid } from '../admin-users/account-form.server.ts';
import type { CatalogFlashKey } from './catalog-flash.ts';

type Ctx = Readonly<RouterContextProvider>;

export function catalogIdParam(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: 'Không tìm thấy dữ liệu' }, { status: 404 });
  return id;
}

export async function loadField(context: Ctx, request: Request, id: number) {
  const res = await callApi(context, request, adminFieldEndpoints.get, { params: { id } });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return res.data;
}

export async function loadTag(context: Ctx, request: Request, id: number) {
  const res = await callApi(context, request, adminTagEndpoints.get, { params: { id } });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return res.data;
}

/** At most this many pages of 100 are read to offer merge targets (a curated catalogue is shorter). */
const MAX_OPTION_PAGES = 20;

/** Every other entry an entry may be merged into: fields of the same activity, or any tag. */
export async function mergeTargets(
  context: Ctx,
  request: Request,
  kind: 'field' | 'tag',
  self: { id: number; activity?: number },
): Promise<{ value: string; label: string }[]> {
  const out: { value: string; label: string }[] = [];
  for (let page = 1; page <= MAX_OPTION_PAGES; page++) {
    const res =
      kind === 'field'
        ? await callApi(context, request, adminFieldEndpoints.list, {
            query: { page, limit: MAX_PAGE_SIZE, activity: self.activity },
          })
        : await callApi(context, request, adminTagEndpoints.list, { query: { page, limit: MAX_PAGE_SIZE } });
    if (!res.ok) break;
    for (const item of res.data.items)
      if (item.id !== self.id) out.push({ value: String(item.id), label: item.name });
    if (page * MAX_PAGE_SIZE >= res.data.total) break;
  }
  return out.sort((a, b) => a.label.localeCompare(b.label, 'vi'));
}

/** Create or update a field from its form; success goes to the field's page with a toast. */
export async function submitField(context: Ctx, request: Request, id?: number) {
  const checked = validateForm(ZFieldBody, await formFields(request));
  if (!checked.ok) return invalid(checked.errors);
  const res =
    id === undefined
      ? await callApi(context, request, adminFieldEndpoints.create, { body: checked.data })
      : await callApi(context, request, adminFieldEndpoints.update, { params: { id }, body: checked.data });
  if (!res.ok) return failed(res);
  const key: CatalogFlashKey = id === undefined ? 'fieldCreated' : 'fieldUpdated';
  return redirect(withFlash(`/admin/fields/${res.data.id}`, key));
}

/** Create or update a tag from its form; success goes back to the list with a toast. */
export async function submitTag(context: Ctx, request: Request, id?: number) {
  const checked = validateForm(ZTagBody, await formFields(request));
  if (!checked.ok) return invalid(checked.errors);
  const res =
    id === undefined
      ? await callApi(context, request, adminTagEndpoints.create, { body: checked.data })
      : await callApi(context, request, adminTagEndpoints.update, { params: { id }, body: checked.data });
  if (!res.ok) return failed(res);
  const key: CatalogFlashKey = id === undefined ? 'tagCreated' : 'tagUpdated';
  return redirect(withFlash(`/admin/tags?search=${encodeURIComponent(res.data.name)}`, key));
}

/** The delete dialog's post: plain delete, or merge into the chosen entry. */
export async function removeEntry(context: Ctx, request: Request, kind: 'field' | 'tag', id: number) {
  const fields = await formFields(request);
  const mergeInto = fields.merge_into ? Number(fields.merge_into) : undefined;
  const body = { merge_into: mergeInto };
  const res =
    kind === 'field'
      ? await callApi(context, request, adminFieldEndpoints.remove, { params: { id }, body })
      : await callApi(context, request, adminTagEndpoints.remove, { params: { id }, body });
  if (!res.ok) return failed(res);
  const merged = res.data.merged_into !== null;
  const key: CatalogFlashKey =
    kind === 'field' ? (merged ? 'fieldMerged' : 'fieldDeleted') : merged ? 'tagMerged' : 'tagDeleted';
  if (kind === 'field')
    return redirect(withFlash(merged ? `/admin/fields/${res.data.merged_into}` : '/admin/fields', key));
  return redirect(withFlash(merged ? `/admin/tags/edit/${res.data.merged_into}` : '/admin/tags', key));
}
