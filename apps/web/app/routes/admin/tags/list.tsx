import { adminTagEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
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

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Thẻ', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.admin);
  const q = listQuery(request, ['search', 'suggested']);
  const res = await callApi(context, request, adminTagEndpoints.list, { query: { ...q, limit: 20 } });
  if (!res.ok) {
    if (res.status === 422) {
      const plain = await callApi(context, request, adminTagEndpoints.list, { query: { limit: 20 } });
      if (plain.ok) return { page: plain.data, q: { search: '', suggested: '', page: '1' } };
    }
    throw data({ message: res.error.message }, { status: res.status });
  }
  return { page: res.data, q };
}

export default function AdminTagsPage({ loaderData }: Route.ComponentProps) {
  const { page, q } = loaderData;
  useFlash(catalogFlashMessages);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Thẻ
          </Title>
          <Text c="dimmed" size="sm" data-testid="tags-total">
            {page.total} thẻ
          </Text>
        </div>
        <Button component={Link} to="/admin/tags/create" leftSection={<IconPlus size={16} />}>
          Thêm thẻ
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Form method="get" key={`${q.search}|${q.suggested}`}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                name="search"
                label="Tìm kiếm"
                placeholder="Tên thẻ"
                defaultValue={q.search}
                leftSection={<IconSearch size={16} aria-hidden />}
                style={{ flex: '1 1 220px' }}
              />
              <Select
                name="suggested"
                label="Thẻ gợi ý"
                data={[
                  { value: '', label: 'Tất cả' },
                  { value: '1', label: 'Chỉ thẻ gợi ý' },
                  { value: '0', label: 'Không gợi ý' },
                ]}
                defaultValue={q.suggested}
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
              Không có thẻ nào phù hợp.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Tên thẻ</Table.Th>
                    <Table.Th>Gợi ý</Table.Th>
                    <Table.Th ta="right">Tin tuyển dụng</Table.Th>
                    <Table.Th ta="right">Công ty</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((tag) => (
                    <Table.Tr key={tag.id} data-testid="tag-row">
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/tags/edit/${tag.id}`} fw={600}>
                          {tag.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        {tag.suggested ? (
                          <Badge variant="light" color="green">
                            Gợi ý
                          </Badge>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{tag.job_count.toLocaleString('vi-VN')}</Table.Td>
                      <Table.Td ta="right">{tag.company_count.toLocaleString('vi-VN')}</Table.Td>
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
