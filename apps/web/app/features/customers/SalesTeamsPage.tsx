import type { SalesPerson } from '@app/contract';
import { roleLabels, statusLabels } from '@app/contract/client';
import { CustomerLabel } from '@app/contract/customers-text';
import { Anchor, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSubmit } from 'react-router';

/** A sale's team as a select that saves on change (admin); the leader's name otherwise. */
function TeamCell({
  person,
  leaders,
  editable,
}: {
  person: SalesPerson;
  leaders: SalesPerson[];
  editable: boolean;
}) {
  const submit = useSubmit();
  if (person.type !== 'sale') return <Text size="sm">—</Text>;
  if (!editable) return <Text size="sm">{person.leader?.name ?? 'Chưa vào nhóm'}</Text>;
  return (
    <Select
      aria-label={`${CustomerLabel.leader} của ${person.name}`}
      placeholder="Chưa vào nhóm"
      data={leaders.map((l) => ({ value: String(l.id), label: l.name }))}
      value={person.leader ? String(person.leader.id) : null}
      clearable
      clearButtonProps={{ 'aria-label': `Đưa ${person.name} ra khỏi nhóm` }}
      size="xs"
      w={200}
      onChange={(v) => submit({ id: String(person.id), leader_id: v ?? '' }, { method: 'post' })}
    />
  );
}

/**
 * The sales staff with their team and figures (ADR 0026). Only an admin moves a sale between teams;
 * a sub_admin reads. Accounts themselves are created in /admin/users (types sale, leader_sale).
 */
export function SalesTeamsPage({ people, editable }: { people: SalesPerson[]; editable: boolean }) {
  const leaders = people.filter((p) => p.type === 'leader_sale' && p.status === 'activated');
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/customers" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Khách hàng
        </Group>
      </Anchor>
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Nhân viên sale và nhóm
        </Title>
        <Text c="dimmed" size="sm">
          Tạo tài khoản sale, trưởng nhóm sale ở{' '}
          <Anchor component={Link} to="/admin/users/create">
            Tạo tài khoản
          </Anchor>
          .{editable ? ' Chọn trưởng nhóm để xếp một sale vào nhóm.' : ' Chỉ admin được xếp nhóm.'}
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        {people.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            Chưa có nhân viên sale nào.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" data-testid="sales-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nhân viên</Table.Th>
                  <Table.Th>Vai trò</Table.Th>
                  <Table.Th>{CustomerLabel.leader}</Table.Th>
                  <Table.Th ta="right">Khách hàng</Table.Th>
                  <Table.Th ta="right">Quá hạn liên hệ</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {people.map((p) => (
                  <Table.Tr key={p.id} data-testid="sales-row">
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/customers?sale=${p.id}`} fw={600}>
                        {p.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {p.email}
                        {p.status !== 'activated' ? ` · ${statusLabels[p.status]}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>{roleLabels[p.type]}</Table.Td>
                    <Table.Td>
                      <TeamCell person={p} leaders={leaders} editable={editable} />
                    </Table.Td>
                    <Table.Td ta="right">{p.customers_count}</Table.Td>
                    <Table.Td ta="right">{p.overdue_count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
