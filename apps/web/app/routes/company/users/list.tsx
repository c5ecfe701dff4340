import { companyTeamEndpoints } from '@app/contract';
import { access, InfoMessage, PENDING_COMPANY_STATUSES, TEAM_STATUSES } from '@app/contract/client';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { data, Form, Link } from 'react-router';
import { TeamStatusBadges } from '../../../features/company-team/TeamStatusBadges.tsx';
import { teamFlashMessages } from '../../../features/company-team/team-flash.ts';
import { formatDate } from '../../../features/jobs/format.ts';
import { ListPagination } from '../../../features/layout/ListPagination.tsx';
import { callApi } from '../../../lib/api.server.ts';
import { skipFlashRevalidation, useFlash } from '../../../lib/flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireCompany } from '../../../lib/session.server.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Danh sách quản lý', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireCompany(context, request, access.companyAdmin);
  const url = new URL(request.url);
  const q = {
    search: url.searchParams.get('search') ?? '',
    status: url.searchParams.get('status') ?? '',
    page: url.searchParams.get('page') ?? '1',
  };
  let res = await callApi(context, request, companyTeamEndpoints.list, { query: { ...q, limit: 20 } });
  if (!res.ok && res.status === 422) {
    res = await callApi(context, request, companyTeamEndpoints.list, { query: { limit: 20 } });
    q.search = '';
    q.status = '';
  }
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return {
    page: res.data,
    q,
    pending: PENDING_COMPANY_STATUSES.includes(user.status),
    // The layout already shows a notice carried by a redirect (the pending guard's own).
    noticeShown: url.searchParams.has('notice'),
  };
}

export default function CompanyUsersPage({ loaderData }: Route.ComponentProps) {
  const { page, q, pending, noticeShown } = loaderData;
  useFlash(teamFlashMessages);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Danh sách quản lý
          </Title>
          <Text c="dimmed" size="sm" data-testid="members-total">
            {page.total} nhân viên
          </Text>
        </div>
        {pending ? null : (
          <Button component={Link} to="/company/users/create" leftSection={<IconUserPlus size={18} />}>
            Thêm nhân viên
          </Button>
        )}
      </Group>
      {pending && !noticeShown ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />} data-testid="pending-info">
          {InfoMessage.updateCompanyInfoToPost}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        Nhân viên dùng tài khoản riêng để quản lý tin tuyển dụng và hồ sơ ứng tuyển của công ty; họ không xem
        được danh sách này và thông tin công ty.
      </Text>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Form method="get" key={`${q.search}|${q.status}`}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                name="search"
                label="Tìm kiếm"
                placeholder="Họ tên, email, số điện thoại"
                defaultValue={q.search}
                leftSection={<IconSearch size={16} aria-hidden />}
                style={{ flex: '1 1 220px' }}
              />
              <Select
                name="status"
                label="Trạng thái"
                data={[
                  { value: '', label: 'Tất cả' },
                  ...TEAM_STATUSES.map((s) => ({ value: s.value, label: s.label })),
                ]}
                defaultValue={q.status}
                allowDeselect={false}
                style={{ flex: '0 1 180px' }}
              />
              <Button type="submit" variant="light">
                Lọc
              </Button>
            </Group>
          </Form>
          {page.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {q.search || q.status ? 'Không có nhân viên nào phù hợp.' : 'Công ty chưa có nhân viên nào.'}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Họ và tên</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Số điện thoại</Table.Th>
                    <Table.Th>Trạng thái</Table.Th>
                    <Table.Th>Đăng nhập gần nhất</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((m) => (
                    <Table.Tr key={m.id} data-testid="member-row">
                      <Table.Td>
                        <Anchor component={Link} to={`/company/users/${m.id}/edit`} fw={600}>
                          {m.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.email}</Table.Td>
                      <Table.Td>{m.phone ?? '—'}</Table.Td>
                      <Table.Td>
                        <TeamStatusBadges member={m} />
                      </Table.Td>
                      <Table.Td>{m.last_login_at ? formatDate(m.last_login_at) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <ListPagination total={page.total} page={page.page} limit={page.limit} />
        </Stack>
      </Paper>
    </Stack>
  );
}
