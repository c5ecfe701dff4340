import {
  catalogEndpoints,
  companyProfileEndpoints,
  ErrorCode,
  errorMessages,
  type UserInfo,
} from '@app/contract';
import { data, type RouterContextProvider } from 'react-router';
import { callApi } from '../../lib/api.server.ts';
import { forbidden, requireCompany } from '../../lib/session.server.ts';

type Ctx = Readonly<RouterContextProvider>;

/** Company info pages are for the company admin (spec §2 sidebar: company admin only). */
export async function requireCompanyOwner(context: Ctx, request: Request): Promise<UserInfo> {
  const user = await requireCompany(context, request);
  if (user.parent_id !== null) forbidden(errorMessages[ErrorCode.CompanyAdminOnly]);
  return user;
}

export async function loadProfile(context: Ctx, request: Request) {
  const res = await callApi(context, request, companyProfileEndpoints.get);
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return res.data;
}

/** Everything the edit form offers: provinces, fields of both activities, tags. */
export async function loadFormOptions(context: Ctx, request: Request) {
  const [provinces, study, labor, tags] = await Promise.all([
    callApi(context, request, catalogEndpoints.provinces, { query: { set: 'current' } }),
    callApi(context, request, catalogEndpoints.studyAbroadFields),
    callApi(context, request, catalogEndpoints.laborAbroadFields),
    callApi(context, request, catalogEndpoints.tags, { query: { limit: 100 } }),
  ]);
  if (!provinces.ok || !study.ok || !labor.ok || !tags.ok) throw data(null, { status: 500 });
  const option = (x: { id: number | string; name: string }) => ({ value: String(x.id), label: x.name });
  return {
    provinces: provinces.data.map((p) => ({ value: p.code, label: p.full_name })),
    fields: [
      { group: 'Du học', items: study.data.map(option) },
      { group: 'Xuất khẩu lao động', items: labor.data.map(option) },
    ],
    tags: tags.data.map(option),
  };
}
