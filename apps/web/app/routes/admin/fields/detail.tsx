import { access, fieldActivityLabel } from '@app/contract/client';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { data, Link } from 'react-router';
import {
  catalogIdParam,
  loadField,
  mergeTargets,
  removeEntry,
} from '../../../features/admin-catalog/catalog.server.ts';
import { catalogFlashMessages } from '../../../features/admin-catalog/catalog-flash.ts';
import { DeleteEntry } from '../../../features/admin-catalog/DeleteEntry.tsx';
import { skipFlashRevalidation, useFlash } from '../../../lib/flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  pageMeta({ title: d?.field ? d.field.name : 'Lĩnh vực', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request, access.admin);
  const field = await loadField(context, request, catalogIdParam(params));
  return { field, targets: await mergeTargets(context, request, 'field', field) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context, request, access.admin);
  const id = catalogIdParam(params);
  const form = await request.clone().formData();
  if (form.get('intent') !== 'delete') throw data({ message: 'Yêu cầu không hợp lệ' }, { status: 400 });
  return removeEntry(context, request, 'field', id);
}

export default function AdminFieldPage({ loaderData, actionData }: Route.ComponentProps) {
  const { field, targets } = loaderData;
  useFlash(catalogFlashMessages);
  useActionFeedback(actionData);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/fields" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Danh sách lĩnh vực
        </Group>
      </Anchor>
      <Stack gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          {field.name}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color={field.activity === 1 ? 'teal' : 'indigo'}>
            {fieldActivityLabel(field.activity)}
          </Badge>
          <Text size="sm" c="dimmed">
            Đường dẫn: {field.slug}
          </Text>
        </Group>
        <Group gap="sm">
          <Button component={Link} to={`/admin/fields/edit/${field.id}`} leftSection={<IconEdit size={16} />}>
            Sửa
          </Button>
          <DeleteEntry
            key={field.id}
            kind="field"
            name={field.name}
            usage={field}
            targets={targets}
            result={actionData}
          />
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        <Paper withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed">
            Tin tuyển dụng
          </Text>
          <Text fw={700} fz={26} data-testid="field-job-count">
            {field.job_count.toLocaleString('vi-VN')}
          </Text>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed">
            Công ty
          </Text>
          <Text fw={700} fz={26} data-testid="field-company-count">
            {field.company_count.toLocaleString('vi-VN')}
          </Text>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
