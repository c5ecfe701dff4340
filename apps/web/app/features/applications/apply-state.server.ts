import { type ApplicationCheck, applicationsEndpoints } from '@app/contract';
import type { RouterContextProvider } from 'react-router';
import { callApi } from '../../lib/api.server.ts';
import { getViewer } from '../../lib/session.server.ts';

import type { ApplyState } from './apply-state.ts';

const NOT_APPLIED: ApplicationCheck = { applied: false, application_id: null, status: null };

/** For an employee: whether they applied (check call) and their profiles, asked at once. */
export async function loadApplyState(
  context: Readonly<RouterContextProvider>,
  request: Request,
  jobId: number,
): Promise<ApplyState> {
  const { user } = await getViewer(context, request);
  if (!user) return { viewer: 'guest' };
  if (user.type !== 'employee') return { viewer: 'other' };
  const [check, cvs] = await Promise.all([
    callApi(context, request, applicationsEndpoints.check, { params: { id: jobId } }),
    callApi(context, request, applicationsEndpoints.cvs),
  ]);
  return {
    viewer: 'employee',
    check: check.ok ? check.data : NOT_APPLIED,
    resumes: cvs.ok ? cvs.data : [],
  };
}
