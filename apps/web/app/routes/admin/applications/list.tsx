import { adminApplicationEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ApplicationList } from '../../../features/applications/ApplicationList.tsx';
import { applicationPage, readApplicationQuery } from '../../../features/applications/list.server.ts';
import { CompanyFilterChip } from '../../../features/layout/CompanyFilterChip.tsx';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { hrefWith } from '../../../lib/use-url-filters.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Hồ sơ ứng tuyển', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const query = readApplicationQuery(request, ['company_id', 'job_id']);
  const res = await callApi(context, request, adminApplicationEndpoints.list, { query });
  const page = applicationPage(res, '/admin/applications');
  const companyId = query.company_id;
  const named = companyId ? page.items.find((r) => String(r.job.company_id) === companyId)?.job : null;
  return {
    page,
    company: companyId ? { id: companyId, name: named?.company_name ?? `#${companyId}` } : null,
  };
}

export default function AdminApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { page, company } = loaderData;
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Hồ sơ ứng tuyển
        </Title>
        <Text c="dimmed" size="sm" data-testid="applications-total">
          {page.total} hồ sơ của tất cả công ty
        </Text>
      </div>
      {company ? (
        <CompanyFilterChip name={company.name} clearTo={hrefWith(params, 'company_id', null)} />
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <ApplicationList
          page={page}
          basePath="/admin/applications"
          detailHref={(row) => `/admin/jobs/${row.job.id}/applications/${row.id}`}
          jobHref={(row) => `/admin/jobs/${row.job.id}/applications`}
          showCompany
        />
      </Paper>
    </Stack>
  );
}
