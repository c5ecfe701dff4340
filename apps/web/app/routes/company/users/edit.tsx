import { companyTeamEndpoints, ZCompanyUserUpdateBody } from '@app/contract';
import { access } from '@app/contract/client';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { data, Link, redirect } from 'react-router';
import { failed, formFields, invalid } from '../../../features/admin-users/account-form.server.ts';
import { ConfirmAction } from '../../../features/admin-users/ConfirmAction.tsx';
import { TeamMemberForm } from '../../../features/company-team/TeamMemberForm.tsx';
import { TeamStatusBadges } from '../../../features/company-team/TeamStatusBadges.tsx';
import { teamFlashMessages } from '../../../features/company-team/team-flash.ts';
import { callApi } from '../../../lib/api.server.ts';
import { skipFlashRevalidation, useFlash, withFlash } from '../../../lib/flash.ts';
import { type FieldErrors, validateForm } from '../../../lib/form-errors.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireCompany } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/edit';

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  pageMeta({ title: d?.member ? d.member.name : 'Nhân viên', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

function memberId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: 'Không tìm thấy dữ liệu' }, { status: 404 });
  return id;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireCompany(context, request, access.companyAdmin);
  const res = await callApi(context, request, companyTeamEndpoints.get, { params: { id: memberId(params) } });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { member: res.data };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireCompany(context, request, access.companyAdmin);
  const id = memberId(params);
  const { intent, ...fields } = await formFields(request);
  if (intent === 'lock' || intent === 'unlock') {
    const status = intent === 'lock' ? 'locked' : 'activated';
    const res = await callApi(context, request, companyTeamEndpoints.update, {
      params: { id },
      body: { status },
    });
    if (!res.ok) return failed(res);
    return redirect(withFlash(`/company/users/${id}/edit`, intent === 'lock' ? 'locked' : 'unlocked'));
  }
  const checked = validateForm(ZCompanyUserUpdateBody, { name: fields.name, phone: fields.phone });
  if (!checked.ok) return invalid(checked.errors);
  const res = await callApi(context, request, companyTeamEndpoints.update, {
    params: { id },
    body: checked.data,
  });
  if (!res.ok) return failed(res);
  return redirect(withFlash('/company/users', 'updated'));
}

export default function EditMemberPage({ loaderData, actionData }: Route.ComponentProps) {
  const { member } = loaderData;
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  useFlash(teamFlashMessages);
  useActionFeedback(actionData);
  const locked = member.status === 'locked';
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/company/users" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Danh sách quản lý
        </Group>
      </Anchor>
      <Stack gap="xs">
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          {member.name}
        </Title>
        <TeamStatusBadges member={member} />
        {member.status === 'locked' || member.status === 'activated' ? (
          <Group gap="sm" mt="xs">
            {locked ? (
              <ConfirmAction
                label="Mở khóa"
                icon={<IconLockOpen size={16} />}
                color="green"
                title="Mở khóa tài khoản?"
                message={`${member.name} có thể đăng nhập và làm việc lại ngay.`}
                confirmLabel="Mở khóa"
                fields={{ intent: 'unlock' }}
                result={actionData}
              />
            ) : (
              <ConfirmAction
                label="Khóa tài khoản"
                icon={<IconLock size={16} />}
                color="red"
                title="Khóa tài khoản?"
                message={`${member.name} bị đăng xuất ngay trên mọi thiết bị và không đăng nhập được cho tới khi được mở khóa.`}
                confirmLabel="Khóa tài khoản"
                fields={{ intent: 'lock' }}
                result={actionData}
              />
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Tài khoản này đã bị quản trị viên hệ thống vô hiệu hóa.
          </Text>
        )}
      </Stack>
      <TeamMemberForm
        key={`${member.name}|${member.phone}`}
        mode="edit"
        defaults={member}
        errors={clientErrors ?? actionData?.fieldErrors}
        cancelTo="/company/users"
        onSubmit={(event) => {
          const values = Object.fromEntries(new FormData(event.currentTarget));
          const checked = validateForm(ZCompanyUserUpdateBody, { name: values.name, phone: values.phone });
          setClientErrors(checked.ok ? undefined : checked.errors);
          if (!checked.ok) event.preventDefault();
        }}
      />
    </Stack>
  );
}
