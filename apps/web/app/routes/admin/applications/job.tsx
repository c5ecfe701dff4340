import { adminApplicationEndpoints, adminJobsEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { data } from 'react-router';
import { JobApplicationsPage } from '../../../features/applications/JobApplicationsPage.tsx';
import { applicationPage, readApplicationQuery } from '../../../features/applications/list.server.ts';
import { jobIdParam } from '../../../features/managed-jobs/list.server.ts';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import type { Route } from './+types/job';

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  pageMeta({ title: d?.job ? `Hồ sơ ứng tuyển: ${d.job.name}` : 'Hồ sơ ứng tuyển', noindex: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const id = jobIdParam(params);
  const query = readApplicationQuery(request, []);
  const [job, res] = await Promise.all([
    callApi(context, request, adminJobsEndpoints.get, { params: { id } }),
    callApi(context, request, adminApplicationEndpoints.jobList, { params: { id }, query }),
  ]);
  if (!job.ok) throw data({ message: job.error.message }, { status: job.status });
  return {
    job: { id: job.data.id, name: job.data.name, company: job.data.company.name },
    page: applicationPage(res, `/admin/jobs/${id}/applications`),
  };
}

export default function AdminJobApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { job, page } = loaderData;
  return (
    <JobApplicationsPage
      job={job}
      subtitle={job.company}
      page={page}
      jobHref={`/admin/jobs/${job.id}`}
      detailHref={(row) => `/admin/jobs/${job.id}/applications/${row.id}`}
    />
  );
}
