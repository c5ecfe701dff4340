import { AdminUserMessage, adminUserEndpoints, ZAdminUpdateUserBody } from '@app/contract';
import { access } from '@app/contract/client';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { redirect, useNavigation } from 'react-router';
import { AccountForm } from '../../../features/admin-users/AccountForm.tsx';
import { changedFields } from '../../../features/admin-users/account-diff.ts';
import {
  accountId,
  failed,
  formFields,
  invalid,
  loadAccount,
} from '../../../features/admin-users/account-form.server.ts';
import { canManage } from '../../../features/admin-users/account-labels.ts';
import { withFlash } from '../../../features/admin-users/flash.ts';
import { callApi } from '../../../lib/api.server.ts';
import { type FieldErrors, validateForm } from '../../../lib/form-errors.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { forbidden, requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/edit';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Sửa tài khoản', noindex: true });

async function guarded(args: Route.LoaderArgs | Route.ActionArgs) {
  const { context, request, params } = args;
  const viewer = await requireUser(context, request, access.adminOrSubAdmin);
  const account = await loadAccount(context, request, accountId(params));
  if (!canManage(viewer, account)) forbidden(AdminUserMessage.manageAdmin);
  return { viewer, account };
}

export async function loader(args: Route.LoaderArgs) {
  const { viewer, account } = await guarded(args);
  return { account, viewerType: viewer.type, self: viewer.id === account.id };
}

export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const { account } = await guarded(args);
  const body = changedFields(account, await formFields(request));
  const checked = validateForm(ZAdminUpdateUserBody, body);
  if (!checked.ok) return invalid(checked.errors);
  const res = await callApi(context, request, adminUserEndpoints.update, {
    params: { id: account.id },
    body: checked.data,
  });
  if (!res.ok) return failed(res);
  return redirect(withFlash(`/admin/users/${account.id}`, 'updated'));
}

export default function EditAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { account, viewerType, self } = loaderData;
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const submitting = useNavigation().state === 'submitting';
  useActionFeedback(actionData);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Sửa tài khoản
        </Title>
        <Text c="dimmed" size="sm">
          {account.name} · {account.email}
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <AccountForm
          mode="edit"
          account={account}
          viewerType={viewerType}
          lockTypeAndStatus={self}
          errors={clientErrors ?? actionData?.fieldErrors}
          submitting={submitting}
          cancelTo={`/admin/users/${account.id}`}
          onSubmit={(event) => {
            const values = Object.fromEntries(new FormData(event.currentTarget));
            const checked = validateForm(ZAdminUpdateUserBody, changedFields(account, values));
            setClientErrors(checked.ok ? undefined : checked.errors);
            if (!checked.ok) event.preventDefault();
          }}
        />
      </Paper>
    </Stack>
  );
}
