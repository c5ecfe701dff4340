import { catalogEndpoints, type KnowledgeCard, knowledgeEndpoints, MAX_PAGE_SIZE } from '@app/contract';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { callApi } from '../../lib/api.server.ts';

type Ctx = Readonly<RouterContextProvider>;

/** More pages than the handbook will ever have (a few hundred entries). */
const MAX_PAGES = 20;

/** Every published entry (for one country when given), all pages of the list. */
export async function loadHandbookEntries(
  context: Ctx,
  request: Request,
  nation: string | undefined,
): Promise<KnowledgeCard[]> {
  const out: KnowledgeCard[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await callApi(context, request, knowledgeEndpoints.list, {
      token: null,
      query: { page, limit: MAX_PAGE_SIZE, nation },
    });
    if (!res.ok) {
      // A hand-edited country code: back to the whole handbook.
      if (res.status === 422) throw redirect('/cam-nang');
      throw data({ message: res.error.message }, { status: res.status });
    }
    out.push(...res.data.items);
    if (page * MAX_PAGE_SIZE >= res.data.total) break;
  }
  return out;
}

/** Vietnamese country names by code, in the catalogue's order (destinations first). */
export async function loadNationNames(context: Ctx, request: Request): Promise<[string, string][]> {
  const res = await callApi(context, request, catalogEndpoints.nations, { token: null });
  return res.ok ? res.data.map((n) => [n.code, n.name] as [string, string]) : [];
}
