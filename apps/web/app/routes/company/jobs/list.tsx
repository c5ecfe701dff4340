import { companyJobsEndpoints } from '@app/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListPagination } from '../../../features/layout/ListPagination.tsx';
import { JobFilters } from '../../../features/managed-jobs/JobFilters.tsx';
import { JobsTable } from '../../../features/managed-jobs/JobsTable.tsx';
import { loadJobList, readJobQuery } from '../../../features/managed-jobs/list.server.ts';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireCompany } from '../../../lib/session.server.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Tin tuyển dụng', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireCompany(context, request);
  const query = readJobQuery(request, ['search', 'state', 'kind']);
  return loadJobList('/company/jobs', query, (q) =>
    callApi(context, request, companyJobsEndpoints.list, { query: q }),
  );
}

export default function CompanyJobsPage({ loaderData }: Route.ComponentProps) {
  const { page, counts } = loaderData;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Tin tuyển dụng
          </Title>
          <Text c="dimmed" size="sm" data-testid="jobs-total">
            {page.total} tin tuyển dụng
          </Text>
        </div>
        <Button component={Link} to="/company/jobs/create" leftSection={<IconPlus size={18} />}>
          Đăng tin tuyển dụng
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <JobFilters basePath="/company/jobs" counts={counts} />
          <JobsTable
            jobs={page.items}
            base="/company/jobs"
            withViews
            emptyText={
              counts.all === 0
                ? 'Công ty chưa đăng tin tuyển dụng nào. Bấm "Đăng tin tuyển dụng" để bắt đầu.'
                : 'Không có tin tuyển dụng nào khớp bộ lọc'
            }
          />
          <ListPagination total={page.total} page={page.page} limit={page.limit} />
        </Stack>
      </Paper>
    </Stack>
  );
}
