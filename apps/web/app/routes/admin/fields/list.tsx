import { adminFieldEndpoints } from '@app/contract';
import { access, FIELD_ACTIVITIES, fieldActivityLabel } from '@app/contract/client';
import {
  Anchor,
  Badge,
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
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { data, Form, Link } from 'react-router';
import { listQuery } from '../../../features/admin-catalog/catalog.server.ts';
import { catalogFlashMessages } from '../../../features/admin-catalog/catalog-flash.ts';
import { ListPagination } from '../../../features/layout/ListPagination.tsx';
import { callApi } from '../../../lib/api.server.ts';
import { skipFlashRevalidation, useFlash } from '../../../lib/flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Lĩnh vực', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.admin);
  const q = listQuery(request, ['search', 'activity']);
  const res = await callApi(context, request, adminFieldEndpoints.list, { query: { ...q, limit: 20 } });
  if (!res.ok) {
    if (res.status === 422) {
      const plain = await callApi(context, request, adminFieldEndpoints.list, { query: { limit: 20 } });
      if (plain.ok) return { page: plain.data, q: { search: '', activity: '', page: '1' } };
    }
    throw data({ message: res.error.message }, { status: res.status });
  }
  return { page: res.data, q };
}

export default function AdminFieldsPage({ loaderData }: Route.ComponentProps) {
  const { page, q } = loaderData;
  useFlash(catalogFlashMessages);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Lĩnh vực
          </Title>
          <Text c="dimmed" size="sm" data-testid="fields-total">
            {page.total} lĩnh vực
          </Text>
        </div>
        <Button component={Link} to="/admin/fields/create" leftSection={<IconPlus size={16} />}>
          Thêm lĩnh vực
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Form method="get" key={`${q.search}|${q.activity}`}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                name="search"
                label="Tìm kiếm"
                placeholder="Tên lĩnh vực"
                defaultValue={q.search}
                leftSection={<IconSearch size={16} aria-hidden />}
                style={{ flex: '1 1 220px' }}
              />
              <Select
                name="activity"
                label="Loại hoạt động"
                data={[
                  { value: '', label: 'Tất cả' },
                  ...FIELD_ACTIVITIES.map((a) => ({ value: String(a.value), label: a.label })),
                ]}
                defaultValue={q.activity}
                allowDeselect={false}
                style={{ flex: '0 1 200px' }}
              />
              <Button type="submit" variant="light">
                Lọc
              </Button>
            </Group>
          </Form>
          {page.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              Không có lĩnh vực nào phù hợp.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Tên lĩnh vực</Table.Th>
                    <Table.Th>Loại hoạt động</Table.Th>
                    <Table.Th ta="right">Tin tuyển dụng</Table.Th>
                    <Table.Th ta="right">Công ty</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((f) => (
                    <Table.Tr key={f.id} data-testid="field-row">
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/fields/${f.id}`} fw={600}>
                          {f.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={f.activity === 1 ? 'teal' : 'indigo'}>
                          {fieldActivityLabel(f.activity)}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">{f.job_count.toLocaleString('vi-VN')}</Table.Td>
                      <Table.Td ta="right">{f.company_count.toLocaleString('vi-VN')}</Table.Td>
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
