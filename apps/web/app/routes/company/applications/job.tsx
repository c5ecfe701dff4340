import { companyApplicationEndpoints } from '@app/contract';

import { JobApplicationsPage } from '../../../features/applications/JobApplicationsPage.tsx';
import { applicationPage, readApplicationQuery } from '../../../features/applications/list.server.ts';
import { loadCompanyJob } from '../../../features/company-jobs/job-actions.server.ts';
import { jobIdParam } from '../../../features/managed-jobs/list.server.ts';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireCompany } from '../../../lib/session.server.ts';
import type { Route } from './+types/job';

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  pageMeta({ title: d?.job ? `Hồ sơ ứng tuyển: ${d.job.name}` : 'Hồ sơ ứng tuyển', noindex: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireCompany(context, request);
  const id = jobIdParam(params);
  const query = readApplicationQuery(request, []);
  const [job, res] = await Promise.all([
    loadCompanyJob(context, request, id),
    callApi(context, request, companyApplicationEndpoints.jobList, { params: { id }, query }),
  ]);
  return {
    job: { id: job.id, name: job.name },
    page: applicationPage(res, `/company/jobs/${id}/applications`),
  };
}

export default function CompanyJobApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { job, page } = loaderData;
  return (
    <JobApplicationsPage
      job={job}
      page={page}
      jobHref={`/company/jobs/${job.id}`}
      detailHref={(row) => `/company/applications/${row.id}`}
    />
  );
}
