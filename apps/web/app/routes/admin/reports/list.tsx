import { type ScamCaseRow, scamEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { scamCaseStatusLabels } from '@app/contract/scam-admin-text';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link } from 'react-router';
import { ListPagination } from '../../../features/layout/ListPagination.tsx';
import { ScamStatusBadge } from '../../../features/scam/ScamStatusBadge.tsx';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { formatDateTime } from '../../../lib/vn-time.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Tin đáng ngờ', noindex: true });

const STATUS_FILTERS = [
  { value: 'active', label: 'Cần xử lý' },
  { value: 'open', label: scamCaseStatusLabels.open },
  { value: 'asked', label: scamCaseStatusLabels.asked },
  { value: 'closed', label: scamCaseStatusLabels.closed },
  { value: 'all', label: 'Tất cả' },
];
const SOURCE_FILTERS = [
  { value: 'all', label: 'Quy tắc và báo cáo' },
  { value: 'rule', label: 'Quy tắc tự động' },
  { value: 'report', label: 'Người dùng báo cáo' },
];
const SOURCE_LABELS = { rule: 'Quy tắc', report: 'Báo cáo' } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const url = new URL(request.url);
  const status = url.searchParams.get('status') || 'active';
  const source = url.searchParams.get('source') || 'all';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const res = await callApi(context, request, scamEndpoints.queue, {
    query: { status: status as 'active', source: source as 'all', page },
  });
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  return { page: res.data, status, source };
}

function CaseRow({ row }: { row: ScamCaseRow }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="scam-row">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor
            component={Link}
            to={`/admin/reports/${row.id}`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {row.job ? row.job.name : `Công ty: ${row.company.name}`}
          </Anchor>
          <ScamStatusBadge row={row} />
        </Group>
        <Group gap={6}>
          {row.sources.map((s) => (
            <Badge key={s} variant="outline" color={s === 'rule' ? 'orange' : 'grape'}>
              {SOURCE_LABELS[s]}
            </Badge>
          ))}
          <Text size="sm" c="dimmed">
            {row.company.name} · {row.report_count} báo cáo · {formatDateTime(row.updated_at)}
          </Text>
        </Group>
        <Text size="sm" component="ul" m={0} pl="md">
          {row.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </Text>
      </Stack>
    </Paper>
  );
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { page, status, source } = loaderData;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Tin đáng ngờ
        </Title>
        <Text c="dimmed" size="sm">
          Tin bị quy tắc chống lừa đảo gắn cờ và báo cáo của người dùng. {page.total} mục.
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Form method="get" role="search" aria-label="Lọc tin đáng ngờ">
          <Group align="flex-end" gap="xs">
            <NativeSelect name="status" label="Trạng thái" defaultValue={status} data={STATUS_FILTERS} />
            <NativeSelect name="source" label="Nguồn" defaultValue={source} data={SOURCE_FILTERS} />
            <Button type="submit">Lọc</Button>
          </Group>
        </Form>
      </Paper>
      {page.items.length === 0 ? (
        <Text c="dimmed">Không có mục nào.</Text>
      ) : (
        page.items.map((row) => <CaseRow key={row.id} row={row} />)
      )}
      <ListPagination total={page.total} page={page.page} limit={page.limit} />
    </Stack>
  );
}
