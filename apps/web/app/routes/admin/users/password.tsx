import { AdminUserMessage, adminUserEndpoints, ZAdminPasswordBody } from '@app/contract';
import { access } from '@app/contract/client';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import {
  accountId,
  failed,
  formFields,
  invalid,
  loadAccount,
} from '../../../features/admin-users/account-form.server.ts';
import { canManage } from '../../../features/admin-users/account-labels.ts';
import { withFlash } from '../../../features/admin-users/flash.ts';
import { PasswordFields } from '../../../features/admin-users/PasswordFields.tsx';
import { callApi } from '../../../lib/api.server.ts';
import { type FieldErrors, validateForm } from '../../../lib/form-errors.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { forbidden, requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/password';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Đổi mật khẩu tài khoản', noindex: true });

async function guarded(args: Route.LoaderArgs | Route.ActionArgs) {
  const { context, request, params } = args;
  const viewer = await requireUser(context, request, access.adminOrSubAdmin);
  const account = await loadAccount(context, request, accountId(params));
  if (!canManage(viewer, account)) forbidden(AdminUserMessage.manageAdmin);
  if (viewer.id === account.id) forbidden(AdminUserMessage.ownPassword);
  return account;
}

export async function loader(args: Route.LoaderArgs) {
  return { account: await guarded(args) };
}

export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const account = await guarded(args);
  const checked = validateForm(ZAdminPasswordBody, await formFields(request));
  if (!checked.ok) return invalid(checked.errors);
  const res = await callApi(context, request, adminUserEndpoints.password, {
    params: { id: account.id },
    body: checked.data,
  });
  if (!res.ok) return failed(res);
  return redirect(withFlash(`/admin/users/${account.id}`, 'password'));
}

export default function AccountPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { account } = loaderData;
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const submitting = useNavigation().state === 'submitting';
  const errors = clientErrors ?? actionData?.fieldErrors;
  useActionFeedback(actionData);

  return (
    <Stack gap="lg" maw={560}>
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Đổi mật khẩu tài khoản
        </Title>
        <Text c="dimmed" size="sm">
          {account.name} · {account.email}
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Form
          method="post"
          noValidate
          onSubmit={(event) => {
            const checked = validateForm(
              ZAdminPasswordBody,
              Object.fromEntries(new FormData(event.currentTarget)),
            );
            setClientErrors(checked.ok ? undefined : checked.errors);
            if (!checked.ok) event.preventDefault();
          }}
        >
          <Stack gap="md">
            <Alert color="blue" icon={<IconInfoCircle size={18} />}>
              Sau khi đổi, mọi phiên đăng nhập của tài khoản này sẽ kết thúc; người dùng đăng nhập lại bằng
              mật khẩu mới.
            </Alert>
            <PasswordFields errors={errors} label="Mật khẩu mới" />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={`/admin/users/${account.id}`} variant="default">
                Hủy
              </Button>
              <Button type="submit" loading={submitting}>
                Đổi mật khẩu
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
