import { TeamLabel } from '@app/contract/client';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { type FieldErrors, firstError } from '../../lib/form-errors.ts';
import { FormSubmitBar } from '../layout/FormSubmitBar.tsx';

interface TeamMemberFormProps {
  mode: 'create' | 'edit';
  defaults?: { name: string; email: string; phone: string | null };
  errors: FieldErrors | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  cancelTo: string;
}

/** Invite (name, email, phone) or edit (name, phone; the email is the login and stays). */
export function TeamMemberForm({ mode, defaults, errors, onSubmit, cancelTo }: TeamMemberFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const err = (f: string) => firstError(errors, f);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Form method="post" noValidate onSubmit={onSubmit} data-testid="member-form">
        <input type="hidden" name="intent" value="save" />
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              name="name"
              label={TeamLabel.name}
              defaultValue={defaults?.name}
              error={err('name')}
              autoComplete="off"
              withAsterisk
            />
            {mode === 'create' ? (
              <TextInput
                name="email"
                type="email"
                label={TeamLabel.email}
                description="Lời mời đặt mật khẩu được gửi tới địa chỉ này; đây cũng là tên đăng nhập."
                error={err('email')}
                autoComplete="off"
                withAsterisk
              />
            ) : (
              <TextInput label={TeamLabel.email} value={defaults?.email ?? ''} readOnly variant="filled" />
            )}
            <TextInput
              name="phone"
              type="tel"
              inputMode="tel"
              label={TeamLabel.phone}
              defaultValue={defaults?.phone ?? ''}
              error={err('phone')}
              withAsterisk
            />
          </SimpleGrid>
          <FormSubmitBar
            cancelTo={cancelTo}
            submitLabel={mode === 'create' ? 'Gửi lời mời' : 'Lưu thay đổi'}
            submitting={submitting}
          />
        </Stack>
      </Form>
    </Paper>
  );
}
