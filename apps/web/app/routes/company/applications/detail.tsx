import { companyApplicationEndpoints } from '@app/contract';
import { data } from 'react-router';
import { ApplicationDetail } from '../../../features/applications/ApplicationDetail.tsx';
import { idParam } from '../../../features/applications/list.server.ts';
import { submitStatusChange } from '../../../features/applications/status-action.server.ts';
import { applicationFlash } from '../../../features/applications/status-colors.ts';
import { callApi } from '../../../lib/api.server.ts';
import { skipFlashRevalidation, useFlash } from '../../../lib/flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireCompany } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  pageMeta({ title: d?.application ? `Hồ sơ: ${d.application.name}` : 'Hồ sơ ứng tuyển', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireCompany(context, request);
  const res = await callApi(context, request, companyApplicationEndpoints.get, {
    params: { id: idParam(params.id) },
  });
  // Another company's application is a 404, like a missing one (the API does not tell them apart).
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { application: res.data };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireCompany(context, request);
  const id = idParam(params.id);
  return submitStatusChange(request, (body) =>
    callApi(context, request, companyApplicationEndpoints.setStatus, { params: { id }, body }),
  );
}

export default function CompanyApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { application } = loaderData;
  useFlash(applicationFlash);
  // A conflict is shown in the form with a reload button rather than as a toast.
  useActionFeedback(actionData?.status === 409 ? undefined : actionData);
  return (
    <ApplicationDetail
      application={application}
      back={{ href: '/company/applications', label: 'Danh sách hồ sơ ứng tuyển' }}
      jobHref={`/company/jobs/${application.job.id}`}
      selfHref={`/company/applications/${application.id}`}
      result={actionData}
    />
  );
}
