import { catalogEndpoints, employeeEndpoints, savedJobsEndpoints } from '@app/contract';
import { data, type RouterContextProvider } from 'react-router';
import { callApi } from '../../lib/api.server.ts';

type Ctx = Readonly<RouterContextProvider>;

/** The seeker's profile (`GET user/update-profile`). */
export async function loadEmployeeProfile(context: Ctx, request: Request) {
  const res = await callApi(context, request, employeeEndpoints.profile);
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return res.data;
}

/** Application counts and saved-job counts, for the dashboard and the statistics page. */
export async function loadEmployeeStats(context: Ctx, request: Request) {
  const [apps, saved] = await Promise.all([
    callApi(context, request, employeeEndpoints.statics),
    callApi(context, request, savedJobsEndpoints.stats),
  ]);
  if (!apps.ok) throw data({ message: apps.error.message }, { status: apps.status });
  if (!saved.ok) throw data({ message: saved.error.message }, { status: saved.status });
  return { applications: apps.data, saved: saved.data };
}

/** Everything the profile form offers: provinces (2025 set), destination nations, skills, fields. */
export async function loadProfileFormOptions(context: Ctx, request: Request) {
  const [provinces, nations, skills, study, labor] = await Promise.all([
    callApi(context, request, catalogEndpoints.provinces, { query: { set: 'current' } }),
    callApi(context, request, catalogEndpoints.nations, { query: { destination: '1' } }),
    callApi(context, request, catalogEndpoints.skills),
    callApi(context, request, catalogEndpoints.studyAbroadFields),
    callApi(context, request, catalogEndpoints.laborAbroadFields),
  ]);
  if (!provinces.ok || !nations.ok || !skills.ok || !study.ok || !labor.ok) throw data(null, { status: 500 });
  const option = (x: { id: number | string; name: string }) => ({ value: String(x.id), label: x.name });
  return {
    provinces: provinces.data.map((p) => ({ value: p.code, label: p.full_name })),
    nations: nations.data.map((n) => ({ value: n.code, label: n.name })),
    skills: skills.data.map(option),
    fields: [
      { group: 'Du học', items: study.data.map(option) },
      { group: 'Xuất khẩu lao động', items: labor.data.map(option) },
    ],
  };
}

/** A positive `?page=` (1 otherwise). */
export function pageParam(request: Request): number {
  const raw = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return Number.isSafeInteger(raw) && raw >= 1 ? raw : 1;
}
