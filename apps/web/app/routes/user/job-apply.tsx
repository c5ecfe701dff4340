import { type ApplicationStatus, employeeEndpoints } from '@app/contract';
import { APPLICATION_STATUSES, access, applicationStatusLabels } from '@app/contract/client';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { data, Link, useActionData } from 'react-router';
import { ApplicationCard } from '../../features/employee/ApplicationCard.tsx';
import { pageParam } from '../../features/employee/load.server.ts';
import { LIST_PATH } from '../../features/jobs/format.ts';
import { ListPagination } from '../../features/layout/ListPagination.tsx';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import type { Route } from './+types/job-apply';

const PAGE_SIZE = 10;

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Hồ sơ đã ứng tuyển', noindex: true });

const isStatus = (v: string | null): v is ApplicationStatus =>
  v !== null && (APPLICATION_STATUSES as readonly string[]).includes(v);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.employee);
  const raw = new URL(request.url).searchParams.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const res = await callApi(context, request, employeeEndpoints.applications, {
    query: { page: pageParam(request), limit: PAGE_SIZE, status },
  });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { page: res.data, status: status ?? null };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request, access.employee);
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') !== 'withdraw' || !Number.isSafeInteger(id) || id <= 0)
    return data<ActionFeedback>({ status: 400, error: { message: 'Yêu cầu không hợp lệ' } }, { status: 400 });
  const res = await callApi(context, request, employeeEndpoints.withdraw, { params: { id } });
  if (res.ok) return data<ActionFeedback>({ status: 200, success: res.message ?? 'Đã rút hồ sơ ứng tuyển' });
  return data<ActionFeedback>({ status: res.status, error: res.error }, { status: res.status });
}

const STATUS_OPTIONS = APPLICATION_STATUSES.map((s) => ({ value: s, label: applicationStatusLabels[s] }));

export default function JobApplyPage({ loaderData }: Route.ComponentProps) {
  const { page, status } = loaderData;
  const result = useActionData<typeof action>();
  useActionFeedback(result);
  const { apply } = useUrlFilters(['status']);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Hồ sơ đã ứng tuyển
          </Title>
          <Text c="dimmed" size="sm" data-testid="applications-total">
            {page.total} hồ sơ
          </Text>
        </div>
        <Select
          label="Trạng thái"
          placeholder="Tất cả trạng thái"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(v) => apply('status', v)}
          clearable
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {page.items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm">
            <IconFileDescription size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text fw={600}>
              {status ? 'Không có hồ sơ nào ở trạng thái này' : 'Bạn chưa ứng tuyển chương trình nào'}
            </Text>
            <Button component={Link} to={LIST_PATH} variant="light">
              Tìm chương trình
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md">
          {page.items.map((a) => (
            <ApplicationCard key={a.id} app={a} result={result} />
          ))}
        </Stack>
      )}
      <ListPagination total={page.total} page={page.page} limit={page.limit} />
    </Stack>
  );
}
