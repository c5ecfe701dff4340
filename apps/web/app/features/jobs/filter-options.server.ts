import { catalogEndpoints, worksEndpoints } from '@app/contract';
import type { RouterContextProvider } from 'react-router';
import { callApi } from '../../lib/api.server.ts';
import type { FilterOptions } from './filter-options.ts';

const byName = new Intl.Collator('vi').compare;

/** The job list's filter choices from the reference-data calls (all public, asked anonymously). */
export async function loadFilterOptions(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<FilterOptions> {
  const anon = { token: null };
  const [nations, provinces, works, study, labor, tags] = await Promise.all([
    callApi(context, request, catalogEndpoints.nations, { ...anon, query: { destination: '1' } }),
    callApi(context, request, catalogEndpoints.provinces, anon),
    callApi(context, request, worksEndpoints.list, anon),
    callApi(context, request, catalogEndpoints.studyAbroadFields, anon),
    callApi(context, request, catalogEndpoints.laborAbroadFields, anon),
    callApi(context, request, catalogEndpoints.tags, { ...anon, query: { limit: 100 } }),
  ]);
  const workRows = works.ok ? works.data : [];
  return {
    nations: nations.ok ? nations.data.map((n) => ({ value: n.code, label: n.name })) : [],
    provinces: provinces.ok
      ? provinces.data.map((p) => ({ value: p.code, label: p.name })).sort((a, b) => byName(a.label, b.label))
      : [],
    works: workRows
      .filter((w) => w.work_id === null)
      .map((group) => ({
        group: group.name,
        items: workRows
          .filter((w) => w.work_id === group.id)
          .map((w) => ({ value: String(w.id), label: w.name })),
      }))
      .filter((g) => g.items.length > 0),
    fields: [
      {
        group: 'Du học',
        items: study.ok ? study.data.map((f) => ({ value: String(f.id), label: f.name })) : [],
      },
      {
        group: 'Xuất khẩu lao động',
        items: labor.ok ? labor.data.map((f) => ({ value: String(f.id), label: f.name })) : [],
      },
    ].filter((g) => g.items.length > 0),
    tags: tags.ok
      ? tags.data.map((t) => ({ value: String(t.id), label: t.name, suggested: t.suggested }))
      : [],
  };
}
