import { RegisterLabel, ZChangePasswordBody } from '@app/contract';
import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import type { ChangePasswordResult } from './change-password.server.ts';
import { PASSWORD_HINT } from './password-hints.ts';

/** The change-password page of every role (admin, user, company, sale, leader-sale). */
export function ChangePasswordForm() {
  const result = useActionData<ChangePasswordResult>();
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const submitting = useNavigation().state === 'submitting';
  const errors = clientErrors ?? result?.fieldErrors;
  useActionFeedback(result);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560} data-testid="change-password">
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Đổi mật khẩu
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Sau khi đổi, các thiết bị khác đang đăng nhập tài khoản này sẽ bị đăng xuất; thiết bị này vẫn giữ
            đăng nhập.
          </Text>
        </div>
        <Form
          // A new form after a change: the three fields start empty again.
          key={result?.changedAt ?? 'form'}
          method="post"
          noValidate
          onSubmit={(event) => {
            const checked = validateForm(
              ZChangePasswordBody,
              Object.fromEntries(new FormData(event.currentTarget)),
            );
            setClientErrors(checked.ok ? undefined : checked.errors);
            if (!checked.ok) event.preventDefault();
          }}
        >
          <Stack gap="sm">
            <PasswordInput
              name="current_password"
              label={RegisterLabel.currentPassword}
              autoComplete="current-password"
              error={firstError(errors, 'current_password')}
              withAsterisk
            />
            <PasswordInput
              name="password"
              label={RegisterLabel.newPassword}
              description={PASSWORD_HINT}
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
            <Button type="submit" size="md" mt="xs" loading={submitting} w={{ base: '100%', sm: 'auto' }}>
              Đổi mật khẩu
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Paper>
  );
}
