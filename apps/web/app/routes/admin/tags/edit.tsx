import { ZTagBody } from '@app/contract';
import { access } from '@app/contract/client';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TagForm } from '../../../features/admin-catalog/CatalogForms.tsx';
import {
  catalogIdParam,
  loadTag,
  mergeTargets,
  removeEntry,
  submitTag,
} from '../../../features/admin-catalog/catalog.server.ts';
import { catalogFlashMessages } from '../../../features/admin-catalog/catalog-flash.ts';
import { DeleteEntry } from '../../../features/admin-catalog/DeleteEntry.tsx';
import { skipFlashRevalidation, useFlash } from '../../../lib/flash.ts';
import { type FieldErrors, validateForm } from '../../../lib/form-errors.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/edit';

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  pageMeta({ title: d?.tag ? `Sửa thẻ ${d.tag.name}` : 'Sửa thẻ', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request, access.admin);
  const tag = await loadTag(context, request, catalogIdParam(params));
  return { tag, targets: await mergeTargets(context, request, 'tag', tag) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context, request, access.admin);
  const id = catalogIdParam(params);
  const form = await request.clone().formData();
  if (form.get('intent') === 'delete') return removeEntry(context, request, 'tag', id);
  return submitTag(context, request, id);
}

export default function EditTagPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tag, targets } = loaderData;
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  useFlash(catalogFlashMessages);
  useActionFeedback(actionData);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/tags" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Danh sách thẻ
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          Sửa thẻ “{tag.name}”
        </Title>
        <DeleteEntry
          key={tag.id}
          kind="tag"
          name={tag.name}
          usage={tag}
          targets={targets}
          result={actionData}
        />
      </Group>
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        <Paper withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed">
            Tin tuyển dụng
          </Text>
          <Text fw={700} fz={26} data-testid="tag-job-count">
            {tag.job_count.toLocaleString('vi-VN')}
          </Text>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed">
            Công ty
          </Text>
          <Text fw={700} fz={26} data-testid="tag-company-count">
            {tag.company_count.toLocaleString('vi-VN')}
          </Text>
        </Paper>
      </SimpleGrid>
      <TagForm
        key={`${tag.name}|${tag.suggested}`}
        defaults={tag}
        errors={clientErrors ?? actionData?.fieldErrors}
        submitLabel="Lưu thay đổi"
        cancelTo="/admin/tags"
        onSubmit={(event) => {
          const checked = validateForm(ZTagBody, Object.fromEntries(new FormData(event.currentTarget)));
          setClientErrors(checked.ok ? undefined : checked.errors);
          if (!checked.ok) event.preventDefault();
        }}
      />
    </Stack>
  );
}
