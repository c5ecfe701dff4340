import { catalogEndpoints, worksEndpoints } from '@app/contract';
import { data, type RouterContextProvider } from 'react-router';
import { callApi } from '../../lib/api.server.ts';

type Ctx = Readonly<RouterContextProvider>;

export interface Option {
  value: string;
  label: string;
}
export interface OptionGroup {
  group: string;
  items: Option[];
}

export interface JobFormOptions {
  nations: OptionGroup[];
  provinces: Option[];
  works: OptionGroup[];
  fields: { study: Option[]; labor: Option[] };
  tags: Option[];
  skills: Option[];
  equipments: Option[];
}

const option = (x: { id: number | string; name: string }): Option => ({ value: String(x.id), label: x.name });

/** Every list the posting form offers, from the reference-data calls (in parallel, in-process). */
export async function loadJobFormOptions(context: Ctx, request: Request): Promise<JobFormOptions> {
  const [nations, provinces, works, study, labor, tags, skills, equipments] = await Promise.all([
    callApi(context, request, catalogEndpoints.nations),
    callApi(context, request, catalogEndpoints.provinces, { query: { set: 'current' } }),
    callApi(context, request, worksEndpoints.list),
    callApi(context, request, catalogEndpoints.studyAbroadFields),
    callApi(context, request, catalogEndpoints.laborAbroadFields),
    callApi(context, request, catalogEndpoints.tags, { query: { limit: 100 } }),
    callApi(context, request, catalogEndpoints.skills),
    callApi(context, request, worksEndpoints.equipments),
  ]);
  if (
    !nations.ok ||
    !provinces.ok ||
    !works.ok ||
    !study.ok ||
    !labor.ok ||
    !tags.ok ||
    !skills.ok ||
    !equipments.ok
  )
    throw data({ message: 'Không tải được dữ liệu của biểu mẫu' }, { status: 500 });

  // Overseas destinations: the usual markets first, then every other country (never Việt Nam).
  const abroad = nations.data.filter((n) => n.code !== 'VN');
  const byCode = (n: { code: string; name: string }) => ({ value: n.code, label: n.name });
  const groups = works.data.filter((w) => w.work_id === null).sort((a, b) => a.sort - b.sort);
  return {
    nations: [
      { group: 'Thị trường phổ biến', items: abroad.filter((n) => n.is_destination).map(byCode) },
      { group: 'Quốc gia khác', items: abroad.filter((n) => !n.is_destination).map(byCode) },
    ],
    provinces: provinces.data.map((p) => ({ value: p.code, label: p.full_name })),
    // Two levels: a group is a heading, its occupations are the choices.
    works: groups
      .map((g) => ({
        group: g.name,
        items: works.data
          .filter((w) => w.work_id === g.id)
          .sort((a, b) => a.sort - b.sort)
          .map(option),
      }))
      .filter((g) => g.items.length > 0),
    fields: { study: study.data.map(option), labor: labor.data.map(option) },
    tags: tags.data.map(option),
    skills: skills.data.map(option),
    equipments: equipments.data.map(option),
  };
}
