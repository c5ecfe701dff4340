import { RegisterLabel, RegistrationMessage, registrationEndpoints, ZResetPasswordBody } from '@app/contract';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { apiFailure } from '../../features/account/feedback.ts';
import { RESET_PASSWORD_HINT } from '../../features/account/password-hints.ts';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { clearedTokenCookies } from '../../lib/cookies.server.ts';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import { withNotice } from '../../lib/notices.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import type { Route } from './+types/reset-password';

// The link carries a secret: no indexing; other sites get only the origin as referrer (Referrer-Policy).
export const meta: Route.MetaFunction = () => pageMeta({ title: 'Đặt lại mật khẩu', noindex: true });

/**
 * The emailed link: /reset-password?token=…&email=…; a company's invitation of a sub-user adds
 * `invite=1` (the same single-use link, the first password rather than a new one).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    token: url.searchParams.get('token') ?? '',
    email: url.searchParams.get('email') ?? '',
    invite: url.searchParams.get('invite') === '1',
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const checked = validateForm(ZResetPasswordBody, form);
  if (!checked.ok) return data<ActionFeedback>({ status: 422, fieldErrors: checked.errors }, { status: 422 });
  const res = await callApi(context, request, registrationEndpoints.resetPassword, {
    body: checked.data,
    token: null,
  });
  if (!res.ok) return data<ActionFeedback>(apiFailure(res), { status: res.status });
  // Every session of the account has ended; this browser signs in again with the new password.
  const headers = new Headers();
  for (const c of clearedTokenCookies(getBridge(context).secureCookies)) headers.append('Set-Cookie', c);
  const invite = new URL(request.url).searchParams.get('invite') === '1';
  return redirect(withNotice('/dang-nhap', invite ? 'passwordSet' : 'passwordReset'), { headers });
}

function InvalidLink({ message }: { message: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="reset-link-invalid">
      {message}.{' '}
      <Anchor component={Link} to="/quen-mat-khau" inherit fw={600}>
        Gửi lại liên kết khôi phục
      </Anchor>
    </Alert>
  );
}

export default function ResetPasswordPage() {
  const { token, email, invite } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const submitting = useNavigation().state === 'submitting';
  const errors = clientErrors ?? result?.fieldErrors;
  useActionFeedback(result);
  const linkError =
    firstError(errors, 'token') ?? (token && email ? undefined : RegistrationMessage.resetLinkInvalid);

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg" w="100%" maw={440}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={26}>
            {invite ? 'Đặt mật khẩu' : 'Đặt lại mật khẩu'}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {invite
              ? 'Đặt mật khẩu cho tài khoản quản lý tuyển dụng mà công ty đã tạo cho bạn, rồi đăng nhập bằng email này.'
              : 'Sau khi đặt mật khẩu mới, mọi thiết bị đang đăng nhập tài khoản này sẽ bị đăng xuất.'}
          </Text>
        </div>
        {linkError ? <InvalidLink message={linkError} /> : null}
        {token && email ? (
          <Form
            method="post"
            noValidate
            onSubmit={(event) => {
              const values = Object.fromEntries(new FormData(event.currentTarget));
              const checked = validateForm(ZResetPasswordBody, values);
              setClientErrors(checked.ok ? undefined : checked.errors);
              if (!checked.ok) event.preventDefault();
            }}
          >
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="email" value={email} />
            <Stack gap="sm">
              <TextInput
                label="Email"
                value={email}
                readOnly
                autoComplete="username"
                variant="filled"
                error={firstError(errors, 'email')}
              />
              <PasswordInput
                name="password"
                label={RegisterLabel.newPassword}
                description={RESET_PASSWORD_HINT}
                autoComplete="new-password"
                error={firstError(errors, 'password')}
                withAsterisk
              />
              <PasswordInput
                name="password_confirmation"
                label={RegisterLabel.newPasswordConfirmation}
                autoComplete="new-password"
                error={firstError(errors, 'password_confirmation')}
                withAsterisk
              />
              <Button type="submit" fullWidth size="md" mt="xs" loading={submitting}>
                Đặt mật khẩu mới
              </Button>
            </Stack>
          </Form>
        ) : null}
        <Text size="sm" ta="center" c="dimmed">
          <Anchor component={Link} to="/dang-nhap">
            Quay lại đăng nhập
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
