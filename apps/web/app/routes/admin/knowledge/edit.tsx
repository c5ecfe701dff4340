import { access } from '@app/contract/client';
import { knowledgePath } from '@app/contract/knowledge';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { ConfirmAction } from '../../../features/admin-users/ConfirmAction.tsx';
import { KnowledgeForm } from '../../../features/knowledge/KnowledgeForm.tsx';
import {
  knowledgeIdParam,
  loadAdminKnowledge,
  loadKnowledgeNationOptions,
  submitKnowledge,
} from '../../../features/knowledge/knowledge-admin.server.ts';
import { ADMIN_KNOWLEDGE_PATH } from '../../../features/knowledge/knowledge-flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/edit';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Sửa mục cẩm nang', noindex: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const id = knowledgeIdParam(params);
  const [entry, nations] = await Promise.all([
    loadAdminKnowledge(context, request, id),
    loadKnowledgeNationOptions(context, request),
  ]);
  return { entry, nations };
}

/** Saves the form, or deletes the entry (the dialog's `intent=delete`). */
export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  return submitKnowledge(context, request, knowledgeIdParam(params));
}

export default function EditKnowledgePage({ loaderData, actionData }: Route.ComponentProps) {
  useActionFeedback(actionData);
  const { entry, nations } = loaderData;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          Sửa mục cẩm nang
        </Title>
        <Group gap="sm">
          {entry.published ? (
            <Button
              component="a"
              href={knowledgePath(entry.slug)}
              target="_blank"
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              Xem trên trang
            </Button>
          ) : null}
          <ConfirmAction
            label="Xóa"
            icon={<IconTrash size={16} />}
            color="red"
            title="Xóa mục cẩm nang?"
            message={`Mục “${entry.title}” bị xóa vĩnh viễn khỏi trang cẩm nang và trợ lý tư vấn. Muốn tạm ẩn thì tắt "Hiển thị công khai" thay vì xóa.`}
            confirmLabel="Xóa mục"
            fields={{ intent: 'delete' }}
            result={actionData}
          />
        </Group>
      </Group>
      <KnowledgeForm
        key={entry.updated_at}
        defaults={{ ...entry, topic: entry.topic }}
        nations={nations}
        serverErrors={actionData?.fieldErrors}
        submitLabel="Lưu thay đổi"
        cancelTo={ADMIN_KNOWLEDGE_PATH}
      />
    </Stack>
  );
}
