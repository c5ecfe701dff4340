import { authEndpoints, LOGIN_IDENTIFIER_LABEL, socialAuthEndpoints, ZLoginBody } from '@app/contract';
import { dashboardPath } from '@app/contract/client';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { SocialLoginButtons } from '../../features/auth/SocialLoginButtons.tsx';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { tokenCookie } from '../../lib/cookies.server.ts';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import { noticeFromUrl } from '../../lib/notices.ts';
import { safeRedirect } from '../../lib/redirects.ts';
import { redirectIfLoggedIn } from '../../lib/session.server.ts';
import { arrivalErrorMessage } from '../../lib/social-login.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Đăng nhập',
    description: 'Đăng nhập ViệcXa để ứng tuyển, lưu chương trình và theo dõi hồ sơ.',
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  await redirectIfLoggedIn(context, request);
  const url = new URL(request.url);
  const providers = await callApi(context, request, socialAuthEndpoints.providers, { token: null });
  return {
    // Account codes (spec §4: account not active) and the social flow's errors, shown above the form.
    arrivalError: arrivalErrorMessage(url.searchParams.get('error')),
    notice: noticeFromUrl(url),
    providers: providers.ok ? providers.data : [],
    redirect: url.searchParams.get('redirect'),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const checked = validateForm(ZLoginBody, form);
  if (!checked.ok) return data<ActionFeedback>({ status: 422, fieldErrors: checked.errors }, { status: 422 });
  const res = await callApi(context, request, authEndpoints.login, { body: checked.data, token: null });
  if (!res.ok) {
    if (res.status === 429) throw data({ message: res.error.message }, { status: 429 });
    return data<ActionFeedback>(
      { status: res.status, fieldErrors: (res.error.errors ?? {}) as FieldErrors, error: res.error },
      { status: res.status },
    );
  }
  const to = safeRedirect(
    new URL(request.url).searchParams.get('redirect'),
    dashboardPath(res.data.user.type),
  );
  return redirect(to, {
    headers: {
      'Set-Cookie': tokenCookie(getBridge(context).secureCookies, res.data.token, res.data.expiresIn),
    },
  });
}

export default function LoginPage() {
  const { arrivalError, notice, providers, redirect } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const submitting = useNavigation().state === 'submitting';
  const errors = clientErrors ?? result?.fieldErrors;
  useActionFeedback(result);

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg" w="100%" maw={440}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={26}>
            Đăng nhập
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Chào mừng bạn quay lại ViệcXa
          </Text>
        </div>
        {arrivalError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="login-arrival-error">
            {arrivalError}
          </Alert>
        ) : null}
        {notice ? (
          <Alert color="blue" icon={<IconInfoCircle size={18} />}>
            {notice}
          </Alert>
        ) : null}
        <Form
          method="post"
          noValidate
          onSubmit={(event) => {
            const values = Object.fromEntries(new FormData(event.currentTarget));
            const checked = validateForm(ZLoginBody, values);
            setClientErrors(checked.ok ? undefined : checked.errors);
            if (!checked.ok) event.preventDefault();
          }}
        >
          <Stack gap="sm">
            <TextInput
              name="email"
              label={LOGIN_IDENTIFIER_LABEL}
              placeholder="email@vidu.vn hoặc tên đăng nhập"
              autoComplete="username"
              inputMode="email"
              error={firstError(errors, 'email')}
              withAsterisk
            />
            <PasswordInput
              name="password"
              label="Mật khẩu"
              placeholder="Nhập mật khẩu"
              autoComplete="current-password"
              error={firstError(errors, 'password')}
              withAsterisk
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/quen-mat-khau" size="sm">
                Quên mật khẩu?
              </Anchor>
            </Group>
            <Button type="submit" fullWidth size="md" mt="xs" loading={submitting}>
              Đăng nhập
            </Button>
          </Stack>
        </Form>
        <SocialLoginButtons providers={providers} redirect={redirect} />
        <Text size="sm" ta="center" c="dimmed">
          Chưa có tài khoản?{' '}
          <Anchor component={Link} to="/dang-ky" fw={600}>
            Đăng ký
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
