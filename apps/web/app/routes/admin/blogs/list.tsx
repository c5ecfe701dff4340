import { adminBlogsEndpoints } from '@app/contract';
import {
  access,
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  blogCategoryLabel,
  blogStatusLabel,
} from '@app/contract/client';
import { Anchor, Badge, Button, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { blogFlashMessages } from '../../../features/admin-blogs/blog-flash.ts';
import { formatDate } from '../../../features/jobs/format.ts';
import { ListPage } from '../../../features/layout/ListPage.tsx';
import { skipFlashRevalidation, useFlash } from '../../../lib/flash.ts';
import { loadListPage } from '../../../lib/list-page.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Quản lý tin tức', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  return loadListPage(context, request, adminBlogsEndpoints.list, ['search', 'status', 'category']);
}

const STATUS_OPTIONS = BLOG_STATUSES.map((s) => ({ value: s.value, label: s.label }));
const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((c) => ({ value: c.value, label: c.label }));

export default function AdminBlogsPage({ loaderData }: Route.ComponentProps) {
  const { page, q } = loaderData;
  useFlash(blogFlashMessages);
  return (
    <ListPage
      title="Quản lý tin tức"
      total={`${page.total} bài viết`}
      totalTestId="blogs-total"
      action={
        <Button component={Link} to="/admin/blogs/create" leftSection={<IconPlus size={16} />}>
          Viết bài mới
        </Button>
      }
      search={{ value: q.search, placeholder: 'Tiêu đề, tóm tắt, thẻ' }}
      filters={[
        { name: 'status', label: 'Trạng thái', value: q.status, options: STATUS_OPTIONS, width: 160 },
        { name: 'category', label: 'Danh mục', value: q.category, options: CATEGORY_OPTIONS, width: 200 },
      ]}
      empty={page.items.length === 0 ? 'Chưa có bài viết nào phù hợp.' : null}
      columns={['Tiêu đề', 'Danh mục', 'Trạng thái', 'Ngày đăng', { label: 'Lượt xem', numeric: true }]}
      minWidth={640}
      pagination={page}
    >
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
    </ListPage>
  );
}
