import { companyApplicationEndpoints, companyJobsEndpoints } from '@app/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { ApplicationList } from '../../../features/applications/ApplicationList.tsx';
import { applicationPage, readApplicationQuery } from '../../../features/applications/list.server.ts';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireCompany } from '../../../lib/session.server.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Hồ sơ ứng tuyển', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireCompany(context, request);
  const query = readApplicationQuery(request, ['job_id']);
  const [res, jobs] = await Promise.all([
    callApi(context, request, companyApplicationEndpoints.list, { query }),
    callApi(context, request, companyJobsEndpoints.list, { query: { limit: 100 } }),
  ]);
  return {
    page: applicationPage(res, '/company/applications'),
    jobOptions: jobs.ok ? jobs.data.items.map((j) => ({ value: String(j.id), label: j.name })) : [],
  };
}

export default function CompanyApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { page, jobOptions } = loaderData;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Hồ sơ ứng tuyển
        </Title>
        <Text c="dimmed" size="sm" data-testid="applications-total">
          {page.total} hồ sơ
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <ApplicationList
          page={page}
          basePath="/company/applications"
          detailHref={(row) => `/company/applications/${row.id}`}
          jobHref={(row) => `/company/jobs/${row.job.id}/applications`}
          jobOptions={jobOptions}
          emptyText="Chưa có ứng viên nào ứng tuyển vào các tin của công ty."
        />
      </Paper>
    </Stack>
  );
}
