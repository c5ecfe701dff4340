import { access, adminApplicationEndpoints, adminJobsEndpoints } from '@app/contract';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { data, Link } from 'react-router';
import { ApplicationList } from '../../../features/applications/ApplicationList.tsx';
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
    <Stack gap="lg">
      <Anchor component={Link} to={`/admin/jobs/${job.id}`} size="sm">
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
          {job.company} · {page.total} hồ sơ
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <ApplicationList
          page={page}
          basePath={`/admin/jobs/${job.id}/applications`}
          detailHref={(row) => `/admin/jobs/${job.id}/applications/${row.id}`}
          emptyText="Tin này chưa có ứng viên nào ứng tuyển."
        />
      </Paper>
    </Stack>
  );
}
