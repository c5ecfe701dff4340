import { REGISTER_CODE_LENGTH, REGISTER_CODE_TTL_MINUTES, ZRegisterBody } from '@app/contract';
import { Anchor, Button, Group, PinInput, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';

/** Seconds before "Gửi lại mã" is offered again (the API also limits mails per address). */
export const RESEND_COOLDOWN_SECONDS = 60;

interface Props {
  email: string;
  /** When the last code was sent (changes on every send): restarts the resend countdown. */
  sentAt: number | undefined;
  serverErrors: FieldErrors | undefined;
  submitting: boolean;
  /** Id of the registration form the resend button submits again (its data is still there). */
  registerFormId: string;
  onEdit: () => void;
}

/**
 * Seconds left until `seconds` after the latest `startKey` (a send). Read from the clock on every
 * tick rather than counted, so a phone that slept or a throttled background tab shows the truth.
 */
function useCountdown(startKey: number | undefined, seconds: number): number {
  const [left, setLeft] = useState(startKey ? seconds : 0);
  useEffect(() => {
    if (!startKey) return;
    const deadline = Date.now() + seconds * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [startKey, seconds]);
  return left;
}

/** Step 2 of /dang-ky: the 6-digit code from the mail. */
export function RegisterCodeStep({ email, sentAt, serverErrors, submitting, registerFormId, onEdit }: Props) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const [attempt, setAttempt] = useState(0);
  const cooldown = useCountdown(sentAt, RESEND_COOLDOWN_SECONDS);
  const errors = clientErrors ?? serverErrors;
  const codeError = firstError(errors, 'code') ?? firstError(errors, 'email');

  // A refused code is cleared, so the next one is typed into empty boxes.
  useEffect(() => {
    if (serverErrors?.code) setAttempt((n) => n + 1);
  }, [serverErrors]);

  return (
    <Stack gap="md" data-testid="register-code-step">
      <div>
        <Group gap="xs" wrap="nowrap">
          <IconMailOpened size={26} stroke={1.6} color="var(--mantine-color-blue-6)" aria-hidden />
          <Title order={1} fz={26}>
            Nhập mã xác nhận
          </Title>
        </Group>
        <Text size="sm" mt={6}>
          Chúng tôi đã gửi mã gồm {REGISTER_CODE_LENGTH} chữ số tới{' '}
          <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
          . Mã có hiệu lực trong {REGISTER_CODE_TTL_MINUTES} phút.
        </Text>
      </div>
      <Form
        method="post"
        noValidate
        onSubmit={(event) => {
          const values = Object.fromEntries(new FormData(event.currentTarget));
          const checked = validateForm(ZRegisterBody, values);
          setClientErrors(checked.ok ? undefined : checked.errors);
          if (!checked.ok) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="email" value={email} />
        <Stack gap="sm">
          <div>
            <Text component="label" htmlFor="register-code" size="sm" fw={500}>
              Mã xác nhận
            </Text>
            <PinInput
              key={attempt}
              id="register-code"
              name="code"
              length={REGISTER_CODE_LENGTH}
              type="number"
              inputMode="numeric"
              oneTimeCode
              size="md"
              gap="xs"
              mt={6}
              autoFocus
              error={Boolean(codeError)}
              getInputProps={(index) => ({
                'aria-label': `Chữ số ${index + 1} của mã xác nhận`,
                'aria-invalid': Boolean(codeError),
              })}
              onChange={() => setClientErrors(undefined)}
            />
            {codeError ? (
              <Text c="red" size="sm" mt={6} role="alert" data-testid="register-code-error">
                {codeError}
              </Text>
            ) : null}
          </div>
          <Button type="submit" fullWidth size="md" loading={submitting}>
            Xác nhận và đăng nhập
          </Button>
        </Stack>
      </Form>
      <Stack gap={4} align="center">
        <Text size="sm" c="dimmed" ta="center">
          Chưa nhận được mã? Kiểm tra thư mục Spam/Quảng cáo, hoặc
        </Text>
        <Group gap="xs" justify="center">
          <Button
            type="submit"
            form={registerFormId}
            name="intent"
            value="resend"
            variant="subtle"
            disabled={cooldown > 0 || submitting}
          >
            {cooldown > 0 ? `Gửi lại mã (${cooldown} giây)` : 'Gửi lại mã'}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={onEdit}>
            Sửa thông tin đăng ký
          </Anchor>
        </Group>
      </Stack>
    </Stack>
  );
}
