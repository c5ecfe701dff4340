import { ADMIN_USER_LABELS } from '@app/contract';
import { PasswordInput } from '@mantine/core';
import { type FieldErrors, firstError } from '../../lib/form-errors.ts';

export const PASSWORD_HINT = '6–16 ký tự, gồm chữ số, chữ hoa, chữ thường và ký tự đặc biệt';

/** Password and its confirmation, named as the API expects. */
export function PasswordFields({
  errors,
  label = ADMIN_USER_LABELS.password,
}: {
  errors?: FieldErrors;
  label?: string;
}) {
  return (
    <>
      <PasswordInput
        name="password"
        label={label}
        description={PASSWORD_HINT}
        autoComplete="new-password"
        error={firstError(errors, 'password')}
        withAsterisk
      />
      <PasswordInput
        name="password_confirmation"
        label={ADMIN_USER_LABELS.password_confirmation}
        autoComplete="new-password"
        error={firstError(errors, 'password_confirmation')}
        withAsterisk
      />
    </>
  );
}
