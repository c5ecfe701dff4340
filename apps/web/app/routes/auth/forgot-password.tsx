import { registrationEndpoints, ZSendResetMailBody } from '@app/contract';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import { apiFailure } from '../../features/account/feedback.ts';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import { redirectIfLoggedIn } from '../../lib/session.server.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Quên mật khẩu',
    description: 'Nhận liên kết đặt lại mật khẩu tài khoản ViệcXa qua email.',
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  await redirectIfLoggedIn(context, request);
  return null;
}

interface ForgotResult extends ActionFeedback {
  /** The answer is the same for every address (no account enumeration). */
  sent?: string;
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const checked = validateForm(ZSendResetMailBody, form);
  if (!checked.ok) return data<ForgotResult>({ status: 422, fieldErrors: checked.errors }, { status: 422 });
  const res = await callApi(context, request, registrationEndpoints.sendResetPasswordMail, {
    body: checked.data,
    token: null,
  });
  if (!res.ok) return data<ForgotResult>(apiFailure(res), { status: res.status });
  return data<ForgotResult>({ status: 200, sent: res.message ?? '' });
}

export default function ForgotPasswordPage() {
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
            Quên mật khẩu
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Nhập email đã đăng ký, chúng tôi sẽ gửi liên kết để bạn đặt mật khẩu mới. Liên kết có hiệu lực
            trong 60 phút.
          </Text>
        </div>
        {result?.sent ? (
          <Alert color="green" icon={<IconMailCheck size={18} />} data-testid="reset-mail-sent">
            {result.sent} Hãy kiểm tra cả thư mục Spam/Quảng cáo.
          </Alert>
        ) : null}
        <Form
          method="post"
          noValidate
          onSubmit={(event) => {
            const checked = validateForm(
              ZSendResetMailBody,
              Object.fromEntries(new FormData(event.currentTarget)),
            );
            setClientErrors(checked.ok ? undefined : checked.errors);
            if (!checked.ok) event.preventDefault();
          }}
        >
          <Stack gap="sm">
            <TextInput
              name="email"
              type="email"
              label="Email"
              placeholder="email@vidu.vn"
              autoComplete="email"
              inputMode="email"
              error={firstError(errors, 'email')}
              withAsterisk
            />
            <Button type="submit" fullWidth size="md" mt="xs" loading={submitting}>
              {result?.sent ? 'Gửi lại liên kết' : 'Gửi liên kết khôi phục'}
            </Button>
          </Stack>
        </Form>
        <Text size="sm" ta="center" c="dimmed">
          Đã nhớ mật khẩu?{' '}
          <Anchor component={Link} to="/dang-nhap">
            Đăng nhập
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
