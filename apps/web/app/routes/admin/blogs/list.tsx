import { adminBlogsEndpoints } from '@app/contract';
import {
  access,
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  blogCategoryLabel,
  blogStatusLabel,
} from '@app/contract/client';
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
import { blogFlashMessages } from '../../../features/admin-blogs/blog-flash.ts';
import { formatDate } from '../../../features/jobs/format.ts';
import { ListPagination } from '../../../features/layout/ListPagination.tsx';
import { callApi } from '../../../lib/api.server.ts';
import { skipFlashRevalidation, useFlash } from '../../../lib/flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Quản lý tin tức', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const url = new URL(request.url);
  const q = {
    search: url.searchParams.get('search') ?? '',
    status: url.searchParams.get('status') ?? '',
    category: url.searchParams.get('category') ?? '',
    page: url.searchParams.get('page') ?? '1',
  };
  const res = await callApi(context, request, adminBlogsEndpoints.list, {
    query: { ...q, limit: 20 },
  });
  if (!res.ok) {
    if (res.status === 422) {
      const plain = await callApi(context, request, adminBlogsEndpoints.list, { query: { limit: 20 } });
      if (plain.ok) return { page: plain.data, q: { search: '', status: '', category: '', page: '1' } };
    }
    throw data({ message: res.error.message }, { status: res.status });
  }
  return { page: res.data, q };
}

export default function AdminBlogsPage({ loaderData }: Route.ComponentProps) {
  const { page, q } = loaderData;
  useFlash(blogFlashMessages);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Quản lý tin tức
          </Title>
          <Text c="dimmed" size="sm" data-testid="blogs-total">
            {page.total} bài viết
          </Text>
        </div>
        <Button component={Link} to="/admin/blogs/create" leftSection={<IconPlus size={16} />}>
          Viết bài mới
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Form method="get" key={`${q.search}|${q.status}|${q.category}`}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                name="search"
                label="Tìm kiếm"
                placeholder="Tiêu đề, tóm tắt, thẻ"
                defaultValue={q.search}
                leftSection={<IconSearch size={16} aria-hidden />}
                style={{ flex: '1 1 220px' }}
              />
              <Select
                name="status"
                label="Trạng thái"
                data={[
                  { value: '', label: 'Tất cả' },
                  ...BLOG_STATUSES.map((s) => ({ value: s.value, label: s.label })),
                ]}
                defaultValue={q.status}
                allowDeselect={false}
                style={{ flex: '0 1 160px' }}
              />
              <Select
                name="category"
                label="Danh mục"
                data={[
                  { value: '', label: 'Tất cả' },
                  ...BLOG_CATEGORIES.map((c) => ({ value: c.value, label: c.label })),
                ]}
                defaultValue={q.category}
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
              Chưa có bài viết nào phù hợp.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Tiêu đề</Table.Th>
                    <Table.Th>Danh mục</Table.Th>
                    <Table.Th>Trạng thái</Table.Th>
                    <Table.Th>Ngày đăng</Table.Th>
                    <Table.Th ta="right">Lượt xem</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((b) => (
                    <Table.Tr key={b.id} data-testid="blog-row">
                      <Table.Td style={{ maxWidth: 420 }}>
                        <Anchor
                          component={Link}
                          to={`/admin/blogs/${b.id}`}
                          fw={600}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {b.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{blogCategoryLabel(b.category)}</Table.Td>
                      <Table.Td>
                        <Badge color={b.status === 'published' ? 'green' : 'gray'} variant="light">
                          {blogStatusLabel(b.status)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{b.published_at ? formatDate(b.published_at) : '—'}</Table.Td>
                      <Table.Td ta="right">{b.view_count.toLocaleString('vi-VN')}</Table.Td>
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
