import type { AdminUserRow } from '@app/contract';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../lib/vn-time.ts';
import { typeLabel } from './account-labels.ts';
import { UserStatusBadge } from './UserStatusBadge.tsx';

function NameCell({ user }: { user: AdminUserRow }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Anchor component={Link} to={`/admin/users/${user.id}`} fw={600} size="sm">
        {user.name}
      </Anchor>
      {user.company_name && user.company_name !== user.name ? (
        <Text size="xs" c="dimmed">
          {user.company_name}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A table on wider screens, a list of cards on phones. */
export function UsersTable({ users }: { users: AdminUserRow[] }) {
  if (users.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="users-empty">
        Không tìm thấy tài khoản nào
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="users-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Họ tên</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Loại tài khoản</Table.Th>
              <Table.Th>Trạng thái</Table.Th>
              <Table.Th>Ngày tạo</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((u) => (
              <Table.Tr key={u.id} data-testid="user-row">
                <Table.Td>
                  <NameCell user={u} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{u.email}</Table.Td>
                <Table.Td>{typeLabel(u.type)}</Table.Td>
                <Table.Td>
                  <UserStatusBadge status={u.status} />
                </Table.Td>
                <Table.Td>{formatDate(u.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm" data-testid="users-cards">
        {users.map((u) => (
          <Card key={u.id} withBorder radius="md" padding="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <NameCell user={u} />
              <UserStatusBadge status={u.status} style={{ flexShrink: 0 }} />
            </Group>
            <Text size="sm" mt={6} style={{ overflowWrap: 'anywhere' }}>
              {u.email}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {typeLabel(u.type)} · Tạo ngày {formatDate(u.created_at)}
            </Text>
          </Card>
        ))}
      </Stack>
    </>
  );
}
