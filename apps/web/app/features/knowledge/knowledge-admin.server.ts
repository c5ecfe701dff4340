import { adminKnowledgeEndpoints, catalogEndpoints, ZKnowledgeBody } from '@app/contract';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { callApi } from '../../lib/api.server.ts';
import { withFlash } from '../../lib/flash.ts';
import { validateForm } from '../../lib/form-errors.ts';
import { failed, invalid } from '../admin-users/account-form.server.ts';
import { ADMIN_KNOWLEDGE_PATH, type KnowledgeFlashKey } from './knowledge-flash.ts';
import { knowledgeFormValues } from './knowledge-form-values.ts';

type Ctx = Readonly<RouterContextProvider>;

export function knowledgeIdParam(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0)
    throw data({ message: 'Không tìm thấy mục cẩm nang' }, { status: 404 });
  return id;
}

export async function loadAdminKnowledge(context: Ctx, request: Request, id: number) {
  const res = await callApi(context, request, adminKnowledgeEndpoints.get, { params: { id } });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return res.data;
}

/** Every country of the catalogue (destinations first), for the entry's country picker. */
export async function loadKnowledgeNationOptions(context: Ctx, request: Request) {
  const res = await callApi(context, request, catalogEndpoints.nations, { token: null });
  return res.ok ? res.data.map((n) => ({ value: n.code, label: n.name })) : [];
}

/** Create or update from the form; success goes back to the list (newest edits first) with a toast. */
export async function submitKnowledge(context: Ctx, request: Request, id?: number) {
  const form = await request.formData();
  if (id !== undefined && form.get('intent') === 'delete') return removeKnowledge(context, request, id);
  const checked = validateForm(ZKnowledgeBody, knowledgeFormValues(form));
  if (!checked.ok) return invalid(checked.errors);
  const res =
    id === undefined
      ? await callApi(context, request, adminKnowledgeEndpoints.create, { body: checked.data })
      : await callApi(context, request, adminKnowledgeEndpoints.update, {
          params: { id },
          body: checked.data,
        });
  if (!res.ok) return failed(res);
  const key: KnowledgeFlashKey = id === undefined ? 'created' : 'updated';
  return redirect(withFlash(ADMIN_KNOWLEDGE_PATH, key));
}

async function removeKnowledge(context: Ctx, request: Request, id: number) {
  const res = await callApi(context, request, adminKnowledgeEndpoints.remove, { params: { id } });
  if (!res.ok) return failed(res);
  return redirect(withFlash(ADMIN_KNOWLEDGE_PATH, 'deleted'));
}
