import { ADMIN_USER_LABELS, adminUserEndpoints, ZAdminProfileBody } from '@app/contract';
import { access } from '@app/contract/client';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { failed, formFields, invalid } from '../../features/admin-users/account-form.server.ts';
import { typeLabel } from '../../features/admin-users/account-labels.ts';
import { skipFlashRevalidation, useFlash, withFlash } from '../../features/admin-users/flash.ts';
import { UserStatusBadge } from '../../features/admin-users/UserStatusBadge.tsx';
import { callApi } from '../../lib/api.server.ts';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Trang cá nhân', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const res = await callApi(context, request, adminUserEndpoints.setting);
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { me: res.data };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const checked = validateForm(ZAdminProfileBody, await formFields(request));
  if (!checked.ok) return invalid(checked.errors);
  const res = await callApi(context, request, adminUserEndpoints.editProfile, { body: checked.data });
  if (!res.ok) return failed(res);
  return redirect(withFlash('/admin/profile', 'profile'));
}

export default function AdminProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { me } = loaderData;
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const submitting = useNavigation().state === 'submitting';
  const errors = clientErrors ?? actionData?.fieldErrors;
  useFlash();
  useActionFeedback(actionData);

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Trang cá nhân
        </Title>
        <Group gap="xs" mt={4}>
          <Text size="sm" c="dimmed">
            {typeLabel(me.type)} · {me.username ?? me.email}
          </Text>
          <UserStatusBadge status={me.status} />
        </Group>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Form
          method="post"
          noValidate
          data-testid="profile-form"
          onSubmit={(event) => {
            const checked = validateForm(
              ZAdminProfileBody,
              Object.fromEntries(new FormData(event.currentTarget)),
            );
            setClientErrors(checked.ok ? undefined : checked.errors);
            if (!checked.ok) event.preventDefault();
          }}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                name="name"
                label={ADMIN_USER_LABELS.name}
                defaultValue={me.name}
                error={firstError(errors, 'name')}
                autoComplete="name"
                withAsterisk
              />
              <TextInput
                name="email"
                type="email"
                label={ADMIN_USER_LABELS.email}
                defaultValue={me.email}
                error={firstError(errors, 'email')}
                autoComplete="email"
                withAsterisk
              />
              <TextInput
                name="phone"
                type="tel"
                label={ADMIN_USER_LABELS.phone}
                defaultValue={me.phone ?? ''}
                error={firstError(errors, 'phone')}
                autoComplete="tel"
                inputMode="tel"
                withAsterisk
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={submitting}>
                Lưu thông tin
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
