import { savedJobsEndpoints } from '@app/contract';
import type { RouterContextProvider } from 'react-router';
import { callApi } from '../../lib/api.server.ts';
import { getViewer } from '../../lib/session.server.ts';

/** The saved ones among a page's jobs, in one call; empty for guests and other account types. */
export async function loadSavedIds(
  context: Readonly<RouterContextProvider>,
  request: Request,
  jobIds: readonly number[],
): Promise<number[]> {
  if (jobIds.length === 0) return [];
  const { user } = await getViewer(context, request);
  if (user?.type !== 'employee') return [];
  const res = await callApi(context, request, savedJobsEndpoints.ids, {
    query: { job_id: [...new Set(jobIds)].slice(0, 100) },
  });
  return res.ok ? res.data.saved_ids : [];
}
