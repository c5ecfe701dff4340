import { adminUserEndpoints, type UserStatus } from '@app/contract';
import { access, USER_STATUSES } from '@app/contract/client';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { data, Link, redirect } from 'react-router';
import { AccountActions } from '../../../features/admin-users/AccountActions.tsx';
import { AccountFacts } from '../../../features/admin-users/AccountFacts.tsx';
import {
  accountId,
  failed,
  formFields,
  loadAccount,
} from '../../../features/admin-users/account-form.server.ts';
import { canManage, typeLabel } from '../../../features/admin-users/account-labels.ts';
import { skipFlashRevalidation, useFlash, withFlash } from '../../../features/admin-users/flash.ts';
import { UserStatusBadge } from '../../../features/admin-users/UserStatusBadge.tsx';
import type { ActionFeedback } from '../../../lib/action-feedback.ts';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  pageMeta({ title: d?.account ? `Tài khoản ${d.account.name}` : 'Tài khoản', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(context, request, access.adminOrSubAdmin);
  const account = await loadAccount(context, request, accountId(params));
  return { account, manage: canManage(viewer, account), self: viewer.id === account.id };
}

/** Quick actions: status change (intent=status) or delete (intent=delete); the API applies the policy. */
export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const id = accountId(params);
  const form = await formFields(request);
  if (form.intent === 'delete') {
    const res = await callApi(context, request, adminUserEndpoints.remove, { params: { id } });
    if (!res.ok) return failed(res);
    return redirect(withFlash('/admin/users', 'deleted'));
  }
  if (form.intent === 'status' && USER_STATUSES.includes(form.status as UserStatus)) {
    const res = await callApi(context, request, adminUserEndpoints.update, {
      params: { id },
      body: { status: form.status as UserStatus },
    });
    if (!res.ok) return failed(res);
    return data<ActionFeedback>({ status: 200, ...(res.message ? { success: res.message } : {}) });
  }
  throw data({ message: 'Yêu cầu không hợp lệ' }, { status: 400 });
}

export default function AccountDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { account, manage, self } = loaderData;
  useFlash();
  useActionFeedback(actionData);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/users" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Danh sách tài khoản
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            {account.name}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {typeLabel(account.type)}
            </Text>
            <UserStatusBadge status={account.status} size="md" />
          </Group>
        </Stack>
        <AccountActions account={account} manage={manage} self={self} result={actionData} />
      </Group>
      <AccountFacts account={account} />
    </Stack>
  );
}
