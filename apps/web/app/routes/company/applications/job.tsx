import { companyApplicationEndpoints } from '@app/contract';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApplicationList } from '../../../features/applications/ApplicationList.tsx';
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
  const base = `/company/jobs/${job.id}/applications`;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/company/jobs/${job.id}`} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Về tin tuyển dụng
        </Group>
      </Anchor>
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          Hồ sơ ứng tuyển: {job.name}
        </Title>
        <Text c="dimmed" size="sm" data-testid="applications-total">
          {page.total} hồ sơ
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <ApplicationList
          page={page}
          basePath={base}
          detailHref={(row) => `/company/applications/${row.id}`}
          emptyText="Tin này chưa có ứng viên nào ứng tuyển."
        />
      </Paper>
    </Stack>
  );
}
