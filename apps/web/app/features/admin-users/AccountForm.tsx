import { ADMIN_USER_LABELS, type AdminUserDetail, type UserType } from '@app/contract';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Form, Link } from 'react-router';
import { type FieldErrors, firstError } from '../../lib/form-errors.ts';
import { statusOptions, typeLabel, typeOptions } from './account-labels.ts';
import { PasswordFields } from './PasswordFields.tsx';

interface AccountFormProps {
  mode: 'create' | 'edit';
  /** The signed-in admin's type: a sub_admin is not offered admin or sub_admin. */
  viewerType: UserType | null;
  account?: AdminUserDetail;
  /** Whether the type and status may be changed (not on one's own account). */
  lockTypeAndStatus?: boolean;
  errors: FieldErrors | undefined;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  cancelTo: string;
}

/** Create/edit form of an account; field names are the API's. */
export function AccountForm(props: AccountFormProps) {
  const { mode, account, errors, lockTypeAndStatus = false } = props;
  const [type, setType] = useState<string | null>(account?.type ?? null);
  const types = typeOptions(props.viewerType);
  // An account whose current type the viewer may not give still shows it (read-only for them).
  if (account?.type && !types.some((t) => t.value === account.type))
    types.push({ value: account.type, label: typeLabel(account.type) });
  const err = (field: string) => firstError(errors, field);

  return (
    <Form method="post" noValidate onSubmit={props.onSubmit} data-testid="account-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            name="type"
            label={ADMIN_USER_LABELS.type}
            placeholder="Chọn loại tài khoản"
            data={types}
            value={type}
            onChange={setType}
            error={err('type')}
            disabled={lockTypeAndStatus}
            withAsterisk
            allowDeselect={false}
          />
          <Select
            name="status"
            label={ADMIN_USER_LABELS.status}
            data={statusOptions}
            defaultValue={account?.status ?? 'activated'}
            error={err('status')}
            disabled={lockTypeAndStatus}
            withAsterisk
            allowDeselect={false}
          />
          <TextInput
            name="name"
            label={ADMIN_USER_LABELS.name}
            defaultValue={account?.name}
            error={err('name')}
            autoComplete="off"
            withAsterisk
          />
          <TextInput
            name="username"
            label={ADMIN_USER_LABELS.username}
            description="Ít nhất 8 ký tự: chữ cái không dấu, chữ số, . _ -"
            defaultValue={account?.username ?? ''}
            error={err('username')}
            autoComplete="off"
            withAsterisk
          />
          <TextInput
            name="email"
            type="email"
            label={ADMIN_USER_LABELS.email}
            defaultValue={account?.email}
            error={err('email')}
            autoComplete="off"
            withAsterisk
          />
          <TextInput
            name="phone"
            type="tel"
            label={ADMIN_USER_LABELS.phone}
            defaultValue={account?.phone ?? ''}
            error={err('phone')}
            inputMode="tel"
            withAsterisk
          />
          {mode === 'create' && type === 'company' ? (
            <TextInput
              name="company_name"
              label={ADMIN_USER_LABELS.company_name}
              error={err('company_name')}
              withAsterisk
            />
          ) : null}
        </SimpleGrid>
        {mode === 'create' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordFields errors={errors} />
          </SimpleGrid>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={props.cancelTo} variant="default">
            Hủy
          </Button>
          <Button type="submit" loading={props.submitting}>
            {mode === 'create' ? 'Tạo tài khoản' : 'Lưu thay đổi'}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
