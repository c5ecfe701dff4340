import { companyTeamEndpoints, ZCompanyUserBody } from '@app/contract';
import { access } from '@app/contract/client';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { redirect } from 'react-router';
import { failed, formFields, invalid } from '../../../features/admin-users/account-form.server.ts';
import { TeamMemberForm } from '../../../features/company-team/TeamMemberForm.tsx';
import { callApi } from '../../../lib/api.server.ts';
import { withFlash } from '../../../lib/flash.ts';
import { type FieldErrors, validateForm } from '../../../lib/form-errors.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireCompany } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/create';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Thêm nhân viên', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireCompany(context, request, access.companyAdmin);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireCompany(context, request, access.companyAdmin);
  const checked = validateForm(ZCompanyUserBody, await formFields(request));
  if (!checked.ok) return invalid(checked.errors);
  const res = await callApi(context, request, companyTeamEndpoints.create, { body: checked.data });
  if (!res.ok) return failed(res);
  return redirect(withFlash('/company/users', 'invited'));
}

export default function CreateMemberPage({ actionData }: Route.ComponentProps) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  useActionFeedback(actionData);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Thêm nhân viên
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Nhân viên nhận email mời kèm liên kết đặt mật khẩu (hiệu lực 7 ngày), rồi đăng nhập bằng email này.
        </Text>
      </div>
      <TeamMemberForm
        mode="create"
        errors={clientErrors ?? actionData?.fieldErrors}
        cancelTo="/company/users"
        onSubmit={(event) => {
          const checked = validateForm(
            ZCompanyUserBody,
            Object.fromEntries(new FormData(event.currentTarget)),
          );
          setClientErrors(checked.ok ? undefined : checked.errors);
          if (!checked.ok) event.preventDefault();
        }}
      />
    </Stack>
  );
}
