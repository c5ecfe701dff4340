import { adminUserEndpoints, ZAdminCreateUserBody } from '@app/contract';
import { access } from '@app/contract/client';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { redirect, useNavigation } from 'react-router';
import { AccountForm } from '../../../features/admin-users/AccountForm.tsx';
import { failed, formFields, invalid } from '../../../features/admin-users/account-form.server.ts';
import { withFlash } from '../../../features/admin-users/flash.ts';
import { callApi } from '../../../lib/api.server.ts';
import { type FieldErrors, validateForm } from '../../../lib/form-errors.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/create';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Tạo tài khoản', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, access.adminOrSubAdmin);
  return { viewerType: user.type };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const checked = validateForm(ZAdminCreateUserBody, await formFields(request));
  if (!checked.ok) return invalid(checked.errors);
  const res = await callApi(context, request, adminUserEndpoints.create, { body: checked.data });
  if (!res.ok) return failed(res);
  return redirect(withFlash(`/admin/users/${res.data.id}`, 'created'));
}

export default function CreateAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const submitting = useNavigation().state === 'submitting';
  useActionFeedback(actionData);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Tạo tài khoản
        </Title>
        <Text c="dimmed" size="sm">
          Tài khoản do quản trị viên tạo được xác thực email sẵn và có thể đăng nhập ngay.
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <AccountForm
          mode="create"
          viewerType={loaderData.viewerType}
          errors={clientErrors ?? actionData?.fieldErrors}
          submitting={submitting}
          cancelTo="/admin/users"
          onSubmit={(event) => {
            const checked = validateForm(
              ZAdminCreateUserBody,
              Object.fromEntries(new FormData(event.currentTarget)),
            );
            setClientErrors(checked.ok ? undefined : checked.errors);
            if (!checked.ok) event.preventDefault();
          }}
        />
      </Paper>
    </Stack>
  );
}
