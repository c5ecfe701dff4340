import { ZFieldBody } from '@app/contract';
import { access } from '@app/contract/client';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { FieldForm } from '../../../features/admin-catalog/CatalogForms.tsx';
import { submitField } from '../../../features/admin-catalog/catalog.server.ts';
import { type FieldErrors, validateForm } from '../../../lib/form-errors.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/create';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Thêm lĩnh vực', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.admin);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request, access.admin);
  return submitField(context, request);
}

export default function CreateFieldPage({ actionData }: Route.ComponentProps) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  useActionFeedback(actionData);
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        Thêm lĩnh vực
      </Title>
      <FieldForm
        errors={clientErrors ?? actionData?.fieldErrors}
        submitLabel="Thêm lĩnh vực"
        cancelTo="/admin/fields"
        onSubmit={(event) => {
          const checked = validateForm(ZFieldBody, Object.fromEntries(new FormData(event.currentTarget)));
          setClientErrors(checked.ok ? undefined : checked.errors);
          if (!checked.ok) event.preventDefault();
        }}
      />
    </Stack>
  );
}
