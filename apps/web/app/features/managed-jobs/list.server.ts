import { JOB_STATES, type JobState, type ManagedJobRow, type Page } from '@app/contract';
import { data, redirect } from 'react-router';
import type { ApiCall } from '../../lib/api.server.ts';
import { pageUrl } from '../../lib/session.server.ts';

export type JobListQuery = Record<string, string | undefined>;
export type StateCounts = Record<JobState | 'all', number>;

/** The list's filters as the URL holds them (`?state&kind&search&page…`). */
export function readJobQuery(request: Request, keys: readonly string[]): JobListQuery {
  const url = pageUrl(request);
  const query: JobListQuery = {};
  for (const key of ['page', ...keys]) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/**
 * One page of jobs, and how many jobs each state tab holds under the other filters (one small
 * in-process call per state: the API has no count-by-state call, and these are index lookups).
 */
export async function loadJobList(
  basePath: string,
  query: JobListQuery,
  fetchPage: (query: JobListQuery) => Promise<ApiCall<Page<ManagedJobRow>>>,
): Promise<{ page: Page<ManagedJobRow>; counts: StateCounts }> {
  const { page: _page, state: _state, ...others } = query;
  const [res, all, ...byState] = await Promise.all([
    fetchPage(query),
    fetchPage({ ...others, limit: '1' }),
    ...JOB_STATES.map((state) => fetchPage({ ...others, state, limit: '1' })),
  ]);
  if (!res.ok) {
    // A hand-edited query (page=abc, state=xyz) is not worth an error page: start over.
    if (res.status === 422) throw redirect(basePath);
    throw data({ message: res.error.message }, { status: res.status });
  }
  const total = (r: ApiCall<Page<ManagedJobRow>> | undefined) => (r?.ok ? r.data.total : 0);
  const counts = { all: total(all) } as StateCounts;
  JOB_STATES.forEach((state, i) => {
    counts[state] = total(byState[i]);
  });
  return { page: res.data, counts };
}

/** `/…/jobs/:id` with a non-numeric id is a page that does not exist. */
export function jobIdParam(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0)
    throw data({ message: 'Không tìm thấy tin tuyển dụng' }, { status: 404 });
  return id;
}
