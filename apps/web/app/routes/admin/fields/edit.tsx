import { ZFieldBody } from '@app/contract';
import { access } from '@app/contract/client';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { FieldForm } from '../../../features/admin-catalog/CatalogForms.tsx';
import { catalogIdParam, loadField, submitField } from '../../../features/admin-catalog/catalog.server.ts';
import { type FieldErrors, validateForm } from '../../../lib/form-errors.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/edit';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Sửa lĩnh vực', noindex: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request, access.admin);
  return { field: await loadField(context, request, catalogIdParam(params)) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context, request, access.admin);
  return submitField(context, request, catalogIdParam(params));
}

export default function EditFieldPage({ loaderData, actionData }: Route.ComponentProps) {
  const { field } = loaderData;
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  useActionFeedback(actionData);
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
        Sửa lĩnh vực
      </Title>
      <FieldForm
        key={`${field.name}|${field.activity}`}
        defaults={field}
        errors={clientErrors ?? actionData?.fieldErrors}
        submitLabel="Lưu thay đổi"
        cancelTo={`/admin/fields/${field.id}`}
        onSubmit={(event) => {
          const checked = validateForm(ZFieldBody, Object.fromEntries(new FormData(event.currentTarget)));
          setClientErrors(checked.ok ? undefined : checked.errors);
          if (!checked.ok) event.preventDefault();
        }}
      />
    </Stack>
  );
}
