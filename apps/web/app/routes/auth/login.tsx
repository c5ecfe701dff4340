import {
  authEndpoints,
  dashboardPath,
  ErrorCode,
  errorMessages,
  LOGIN_IDENTIFIER_LABEL,
  ZLoginBody,
} from '@app/contract';
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
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { tokenCookie } from '../../lib/cookies.server.ts';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import { noticeFromUrl } from '../../lib/notices.ts';
import { safeRedirect } from '../../lib/redirects.ts';
import { redirectIfLoggedIn } from '../../lib/session.server.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Đăng nhập',
    description: 'Đăng nhập ViệcXa để ứng tuyển, lưu chương trình và theo dõi hồ sơ.',
  });

/** Codes a redirect to this page may carry, shown above the form (spec §4: account not active). */
const ARRIVAL_ERRORS = new Set<number>([
  ErrorCode.AccountLocked,
  ErrorCode.AccountDisabled,
  ErrorCode.TokenExpired,
]);

export async function loader({ context, request }: Route.LoaderArgs) {
  await redirectIfLoggedIn(context, request);
  const url = new URL(request.url);
  const code = Number(url.searchParams.get('error'));
  return {
    arrivalError: ARRIVAL_ERRORS.has(code) ? errorMessages[code as keyof typeof errorMessages] : null,
    notice: noticeFromUrl(url),
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
  const { arrivalError, notice } = useLoaderData<typeof loader>();
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
