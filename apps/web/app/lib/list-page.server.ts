import type { Endpoint } from '@app/contract';
import { data, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { callApi } from './api.server.ts';

/** Rows per page of the signed-in areas' management lists. */
export const LIST_PAGE_SIZE = 20;

/** The list query of a page, as the URL has it: `page` and the named filters ('' when absent). */
export function listQuery<K extends string>(request: Request, names: readonly K[]) {
  const url = new URL(request.url);
  const q = { page: url.searchParams.get('page') ?? '1' } as Record<K | 'page', string>;
  for (const name of names) q[name] = url.searchParams.get(name) ?? '';
  return q;
}

/**
 * A management list as its URL asks for it. A filter the API refuses (a hand-edited URL, 422)
 * falls back to the unfiltered first page with the filters cleared, rather than an error page.
 */
export async function loadListPage<E extends Endpoint, K extends string>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  endpoint: E,
  names: readonly K[],
): Promise<{ page: z.output<E['response']>; q: Record<K | 'page', string> }> {
  const q = listQuery(request, names);
  let res = await callApi(context, request, endpoint, { query: { ...q, limit: LIST_PAGE_SIZE } });
  if (!res.ok && res.status === 422) {
    res = await callApi(context, request, endpoint, { query: { limit: LIST_PAGE_SIZE } });
    for (const name of names) q[name] = '';
    q.page = '1';
  }
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { page: res.data, q };
}
