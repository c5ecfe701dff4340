import { adminJobsEndpoints, catalogEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { adminJobFlash } from '../../../features/admin-jobs/moderation.ts';
import { ListPagination } from '../../../features/layout/ListPagination.tsx';
import { JobFilters } from '../../../features/managed-jobs/JobFilters.tsx';
import { JobsTable } from '../../../features/managed-jobs/JobsTable.tsx';
import { loadJobList, readJobQuery } from '../../../features/managed-jobs/list.server.ts';
import { callApi } from '../../../lib/api.server.ts';
import { skipFlashRevalidation, useFlash } from '../../../lib/flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Quản lý việc làm', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const query = readJobQuery(request, ['search', 'state', 'kind', 'nation_code', 'company_id']);
  const [list, nations] = await Promise.all([
    loadJobList('/admin/jobs', query, (q) =>
      callApi(context, request, adminJobsEndpoints.list, { query: q }),
    ),
    callApi(context, request, catalogEndpoints.nations),
  ]);
  const companyId = query.company_id;
  const named = companyId ? list.page.items.find((j) => String(j.company.id) === companyId)?.company : null;
  return {
    ...list,
    nations: nations.ok ? nations.data.map((n) => ({ value: n.code, label: n.name })) : [],
    company: companyId ? { id: companyId, name: named?.name ?? `#${companyId}` } : null,
  };
}

export default function AdminJobsPage({ loaderData }: Route.ComponentProps) {
  const { page, counts, nations, company } = loaderData;
  useFlash(adminJobFlash);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Quản lý việc làm
        </Title>
        <Text c="dimmed" size="sm" data-testid="jobs-total">
          {page.total} tin tuyển dụng · {counts.waiting} tin chờ phê duyệt
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <JobFilters
            basePath="/admin/jobs"
            counts={counts}
            nations={nations}
            company={company}
            searchPlaceholder="Tiêu đề tin, tên công ty"
          />
          <JobsTable
            jobs={page.items}
            base="/admin/jobs"
            companyHref={(job) => `/admin/jobs?company_id=${job.company.id}`}
          />
          <ListPagination total={page.total} page={page.page} limit={page.limit} />
        </Stack>
      </Paper>
    </Stack>
  );
}
