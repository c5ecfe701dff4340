import {
  type AccountTypeChoice as Choice,
  COMPANY_NAME_LABEL,
  socialAuthEndpoints,
  ZCallEmployeeBody,
} from '@app/contract';
import { access, dashboardPath } from '@app/contract/client';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { AccountTypeChoice } from '../../features/auth/AccountTypeChoice.tsx';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import type { Route } from './+types/choose-account-type';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Chọn loại tài khoản', noindex: true });

/** Spec §2/§6: a logged-in account without a type chooses one here; others go to their dashboard. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, access.authenticatedAnyType);
  if (user.type !== null) throw redirect(dashboardPath(user.type));
  return { name: user.name };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request, access.authenticatedAnyType);
  const form = Object.fromEntries(await request.formData());
  const checked = validateForm(ZCallEmployeeBody, form);
  if (!checked.ok) return data<ActionFeedback>({ status: 422, fieldErrors: checked.errors }, { status: 422 });
  const res = await callApi(context, request, socialAuthEndpoints.callEmployee, { body: checked.data });
  if (!res.ok) {
    return data<ActionFeedback>(
      { status: res.status, fieldErrors: (res.error.errors ?? {}) as FieldErrors, error: res.error },
      { status: res.status },
    );
  }
  // A new company lands on the waiting page through the company guard (spec §4 wait_activation).
  return redirect(dashboardPath(res.data.type));
}

export default function ChooseAccountType({ loaderData, actionData }: Route.ComponentProps) {
  const [type, setType] = useState<Choice | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const submitting = useNavigation().state === 'submitting';
  const errors = clientErrors ?? actionData?.fieldErrors;
  useActionFeedback(actionData);

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg" w="100%" maw={480}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 26 }}>
            Chọn loại tài khoản
          </Title>
          <Text c="dimmed" size="sm" mt={6} style={{ overflowWrap: 'anywhere' }}>
            Xin chào {loaderData.name}! Hãy cho chúng tôi biết bạn sử dụng ViệcXa với tư cách nào. Bạn chỉ cần
            chọn một lần.
          </Text>
        </div>
        <Form
          method="post"
          noValidate
          onSubmit={(event) => {
            const values = Object.fromEntries(new FormData(event.currentTarget));
            const checked = validateForm(ZCallEmployeeBody, values);
            setClientErrors(checked.ok ? undefined : checked.errors);
            if (!checked.ok) event.preventDefault();
          }}
        >
          <Stack gap="md">
            <AccountTypeChoice
              value={type}
              onChange={(value) => {
                setType(value);
                setClientErrors(undefined);
              }}
              error={firstError(errors, 'type')}
            />
            {type === 'company' ? (
              <TextInput
                name="company_name"
                label={COMPANY_NAME_LABEL}
                placeholder="Ví dụ: Công ty TNHH Nhân lực ABC"
                description="Sau khi chọn, tài khoản doanh nghiệp cần quản trị viên ViệcXa phê duyệt."
                autoComplete="organization"
                maxLength={255}
                error={firstError(errors, 'company_name')}
                withAsterisk
                data-autofocus
              />
            ) : null}
            <Button type="submit" size="md" fullWidth loading={submitting}>
              Tiếp tục
            </Button>
          </Stack>
        </Form>
        <Form method="post" action="/dang-xuat">
          <Text size="sm" c="dimmed" ta="center">
            Không phải bạn?{' '}
            <Button type="submit" variant="subtle" size="compact-sm">
              Đăng xuất
            </Button>
          </Text>
        </Form>
      </Stack>
    </Paper>
  );
}
