import { adminUserEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { data, Link, redirect } from 'react-router';
import { skipFlashRevalidation, useFlash } from '../../../features/admin-users/flash.ts';
import { UserFilters } from '../../../features/admin-users/UserFilters.tsx';
import { UsersTable } from '../../../features/admin-users/UsersTable.tsx';
import { ListPagination } from '../../../features/layout/ListPagination.tsx';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Quản lý tài khoản', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const url = new URL(request.url);
  const q = (k: string) => url.searchParams.get(k) ?? undefined;
  const res = await callApi(context, request, adminUserEndpoints.list, {
    query: { page: q('page'), limit: q('limit'), search: q('search'), type: q('type'), status: q('status') },
  });
  if (!res.ok) {
    // A hand-edited query (page=abc, type=xyz) is not worth an error page: start over.
    if (res.status === 422) throw redirect('/admin/users');
    throw data({ message: res.error.message }, { status: res.status });
  }
  return { page: res.data };
}

export default function AdminUsersPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  useFlash();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Quản lý tài khoản
          </Title>
          <Text c="dimmed" size="sm" data-testid="users-total">
            {page.total} tài khoản
          </Text>
        </div>
        <Button component={Link} to="/admin/users/create" leftSection={<IconUserPlus size={18} />}>
          Tạo tài khoản
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <UserFilters />
          <UsersTable users={page.items} />
          <ListPagination total={page.total} page={page.page} limit={page.limit} />
        </Stack>
      </Paper>
    </Stack>
  );
}
