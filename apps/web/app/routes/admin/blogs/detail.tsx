import { adminBlogsEndpoints } from '@app/contract';
import { access, blogCategoryLabel, blogStatusLabel } from '@app/contract/client';
import { Anchor, Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { data, Link, redirect } from 'react-router';
import { blogIdParam, loadAdminBlog } from '../../../features/admin-blogs/blog-actions.server.ts';
import { blogFlashMessages } from '../../../features/admin-blogs/blog-flash.ts';
import { failed } from '../../../features/admin-users/account-form.server.ts';
import { ConfirmAction } from '../../../features/admin-users/ConfirmAction.tsx';
import { formatDate } from '../../../features/jobs/format.ts';
import { RichTextView } from '../../../features/managed-jobs/RichTextView.tsx';
import { callApi } from '../../../lib/api.server.ts';
import { skipFlashRevalidation, useFlash, withFlash } from '../../../lib/flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  pageMeta({ title: d?.blog ? d.blog.title : 'Bài viết', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  return { blog: await loadAdminBlog(context, request, blogIdParam(params)) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const id = blogIdParam(params);
  const form = await request.formData();
  if (form.get('intent') !== 'delete') throw data({ message: 'Yêu cầu không hợp lệ' }, { status: 400 });
  const res = await callApi(context, request, adminBlogsEndpoints.remove, { params: { id } });
  if (res.ok) throw redirect(withFlash('/admin/blogs', 'deleted'));
  return failed(res);
}

export default function AdminBlogPage({ loaderData, actionData }: Route.ComponentProps) {
  const { blog } = loaderData;
  useFlash(blogFlashMessages);
  useActionFeedback(actionData);
  const published = blog.status === 'published';
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/blogs" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Danh sách bài viết
        </Group>
      </Anchor>
      <Stack gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          {blog.title}
        </Title>
        <Group gap="xs">
          <Badge color={published ? 'green' : 'gray'} variant="light" data-testid="blog-status">
            {blogStatusLabel(blog.status)}
          </Badge>
          <Text size="sm" c="dimmed">
            {blogCategoryLabel(blog.category)}
            {blog.nation ? ` · ${blog.nation.name}` : ''}
            {published ? ` · Đăng ngày ${formatDate(blog.published_at)} · ${blog.view_count} lượt xem` : ''}
          </Text>
        </Group>
        <Group gap="sm">
          <Button component={Link} to={`/admin/blogs/edit/${blog.id}`} leftSection={<IconEdit size={16} />}>
            Sửa
          </Button>
          {published ? (
            <Button
              component={Link}
              to={blog.url}
              variant="light"
              leftSection={<IconExternalLink size={16} />}
              data-testid="public-link"
            >
              Xem trên trang
            </Button>
          ) : null}
          <ConfirmAction
            label="Xóa"
            icon={<IconTrash size={16} />}
            color="red"
            title="Xóa bài viết?"
            message="Bài viết và ảnh đại diện của nó bị xóa vĩnh viễn."
            confirmLabel="Xóa bài viết"
            fields={{ intent: 'delete' }}
            result={actionData}
          />
        </Group>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {blog.thumbnail ? <Image src={blog.thumbnail} alt="" radius="md" mah={280} fit="cover" /> : null}
          <Text fw={500}>{blog.summary}</Text>
          <RichTextView html={blog.body} testId="blog-body" />
          {blog.tags.length > 0 ? (
            <Group gap={6}>
              {blog.tags.map((t) => (
                <Badge key={t} variant="outline" radius="sm">
                  #{t}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
