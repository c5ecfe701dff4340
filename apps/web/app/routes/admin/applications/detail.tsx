import { adminApplicationEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { data } from 'react-router';
import { ApplicationDetail } from '../../../features/applications/ApplicationDetail.tsx';
import { idParam } from '../../../features/applications/list.server.ts';
import { submitStatusChange } from '../../../features/applications/status-action.server.ts';
import { applicationFlash } from '../../../features/applications/status-colors.ts';
import { jobIdParam } from '../../../features/managed-jobs/list.server.ts';
import { callApi } from '../../../lib/api.server.ts';
import { skipFlashRevalidation, useFlash } from '../../../lib/flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  pageMeta({ title: d?.application ? `Hồ sơ: ${d.application.name}` : 'Hồ sơ ứng tuyển', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

function ids(params: { id?: string; appId?: string }) {
  return { id: jobIdParam(params), appId: idParam(params.appId) };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const res = await callApi(context, request, adminApplicationEndpoints.get, { params: ids(params) });
  // An application of another job is a 404, like a missing one.
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { application: res.data };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const p = ids(params);
  return submitStatusChange(request, (body) =>
    callApi(context, request, adminApplicationEndpoints.setStatus, { params: p, body }),
  );
}

export default function AdminApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { application: a } = loaderData;
  useFlash(applicationFlash);
  useActionFeedback(actionData?.status === 409 ? undefined : actionData);
  return (
    <ApplicationDetail
      application={a}
      back={{ href: `/admin/jobs/${a.job.id}/applications`, label: 'Hồ sơ ứng tuyển của tin' }}
      jobHref={`/admin/jobs/${a.job.id}`}
      selfHref={`/admin/jobs/${a.job.id}/applications/${a.id}`}
      result={actionData}
    />
  );
}
