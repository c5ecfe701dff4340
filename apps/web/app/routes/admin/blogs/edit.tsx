import { access } from '@app/contract/client';
import { Stack, Title } from '@mantine/core';
import { BlogForm, blogFormDefaults } from '../../../features/admin-blogs/BlogForm.tsx';
import {
  blogIdParam,
  loadAdminBlog,
  loadNationOptions,
  submitBlog,
} from '../../../features/admin-blogs/blog-actions.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/edit';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Sửa bài viết', noindex: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const id = blogIdParam(params);
  const [blog, nations] = await Promise.all([
    loadAdminBlog(context, request, id),
    loadNationOptions(context, request),
  ]);
  return { blog, nations };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  return submitBlog(context, request, blogIdParam(params));
}

export default function EditBlogPage({ loaderData, actionData }: Route.ComponentProps) {
  useActionFeedback(actionData);
  const { blog, nations } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
        Sửa bài viết
      </Title>
      <BlogForm
        key={blog.updated_at}
        defaults={blogFormDefaults(blog)}
        nations={nations}
        thumbnail={blog.thumbnail}
        serverErrors={actionData?.fieldErrors}
        submitLabel="Lưu thay đổi"
        cancelTo={`/admin/blogs/${blog.id}`}
      />
    </Stack>
  );
}
