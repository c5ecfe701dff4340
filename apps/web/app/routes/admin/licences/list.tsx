import { type LicenceQueueRow, licenceEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { LICENCE_STATES, licenceStateLabels } from '@app/contract/endpoints/licences-text';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link } from 'react-router';
import { ListPagination } from '../../../features/layout/ListPagination.tsx';
import { LicenceStateBadge } from '../../../features/licences/LicenceStateBadge.tsx';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { formatDate } from '../../../lib/vn-time.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Xác minh giấy phép XKLĐ', noindex: true });

const STATE_FILTERS = [
  ...LICENCE_STATES.filter((s) => s !== 'none').map((s) => ({ value: s, label: licenceStateLabels[s] })),
  { value: 'lookalike', label: 'Tên dễ nhầm với công ty đã xác minh' },
  { value: 'all', label: 'Tất cả doanh nghiệp XKLĐ' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const url = new URL(request.url);
  const state = url.searchParams.get('state') || 'pending';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const res = await callApi(context, request, licenceEndpoints.queue, {
    query: { state: state as 'pending', page },
  });
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  return { page: res.data, state };
}

function LicenceRow({ row }: { row: LicenceQueueRow }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="licence-row">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor
            component={Link}
            to={`/admin/licences/${row.company_id}`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {row.name}
          </Anchor>
          <LicenceStateBadge state={row.state} />
        </Group>
        <Text size="sm" c="dimmed">
          Số {row.licence_number ?? '—'}
          {row.licence_date ? ` · cấp ngày ${formatDate(row.licence_date)}` : ''}
          {row.authority ? ` · ${row.authority}` : ''}
          {row.has_file ? '' : ' · chưa có bản scan'}
        </Text>
        {row.lookalikes.length > 0 ? (
          <Badge
            color="red"
            variant="outline"
            style={{ whiteSpace: 'normal', height: 'auto' }}
            data-testid="lookalike"
          >
            Tên dễ nhầm với: {row.lookalikes.map((l) => l.name).join(', ')}
          </Badge>
        ) : null}
      </Stack>
    </Paper>
  );
}

export default function AdminLicences({ loaderData }: Route.ComponentProps) {
  const { page, state } = loaderData;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Xác minh giấy phép XKLĐ
        </Title>
        <Text c="dimmed" size="sm">
          Đối chiếu giấy phép đưa người lao động đi làm việc ở nước ngoài với danh sách doanh nghiệp được cấp
          phép của Cục Quản lý lao động ngoài nước. {page.total} doanh nghiệp.
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Form method="get" role="search" aria-label="Lọc giấy phép">
          <Group align="flex-end" gap="xs">
            <NativeSelect name="state" label="Trạng thái" defaultValue={state} data={STATE_FILTERS} />
            <Button type="submit">Lọc</Button>
          </Group>
        </Form>
      </Paper>
      {page.items.length === 0 ? (
        <Text c="dimmed">Không có doanh nghiệp nào.</Text>
      ) : (
        page.items.map((row) => <LicenceRow key={row.company_id} row={row} />)
      )}
      <ListPagination total={page.total} page={page.page} limit={page.limit} />
    </Stack>
  );
}
