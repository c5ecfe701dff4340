import { access } from '@app/contract/client';
import { Stack, Text, Title } from '@mantine/core';
import { BlogForm, NEW_BLOG_DEFAULTS } from '../../../features/admin-blogs/BlogForm.tsx';
import { loadNationOptions, submitBlog } from '../../../features/admin-blogs/blog-actions.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/create';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Viết bài mới', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  return { nations: await loadNationOptions(context, request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  return submitBlog(context, request);
}

export default function CreateBlogPage({ loaderData, actionData }: Route.ComponentProps) {
  useActionFeedback(actionData);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Viết bài mới
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Bản nháp chỉ quản trị viên thấy; chọn “Đăng ngay” để bài hiện ở trang Tin tức.
        </Text>
      </div>
      <BlogForm
        defaults={NEW_BLOG_DEFAULTS}
        nations={loaderData.nations}
        serverErrors={actionData?.fieldErrors}
        submitLabel="Lưu bài viết"
        cancelTo="/admin/blogs"
      />
    </Stack>
  );
}
