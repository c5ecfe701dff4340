import { employeeEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { Stack, Text, Title } from '@mantine/core';
import { data, redirect, useActionData } from 'react-router';
import { loadEmployeeProfile, loadProfileFormOptions } from '../../features/employee/load.server.ts';
import { ProfileForm } from '../../features/employee/ProfileForm.tsx';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import { withNotice } from '../../lib/notices.ts';
import { requireUser } from '../../lib/session.server.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import type { Route } from './+types/update-profile';

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Cập nhật thông tin cá nhân', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.employee);
  const [profile, options] = await Promise.all([
    loadEmployeeProfile(context, request),
    loadProfileFormOptions(context, request),
  ]);
  return { profile, ...options };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request, access.employee);
  const res = await callApi(context, request, employeeEndpoints.updateProfile, {
    body: await request.formData(),
  });
  if (res.ok) return redirect(withNotice('/user/profile', 'profileUpdated'));
  return data<ActionFeedback>(
    { status: res.status, fieldErrors: (res.error.errors ?? {}) as FieldErrors, error: res.error },
    { status: res.status },
  );
}

export default function UpdateEmployeeProfile({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  useActionFeedback(result);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Cập nhật thông tin cá nhân
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Hồ sơ đầy đủ giúp công ty liên hệ bạn nhanh hơn; nguyện vọng quyết định chương trình được gợi ý cho
          bạn.
        </Text>
      </div>
      <ProfileForm {...loaderData} serverErrors={result?.fieldErrors} />
    </Stack>
  );
}
