import { todayInVietnam } from '@app/contract';
import { access } from '@app/contract/client';
import { Stack, Title } from '@mantine/core';
import { KnowledgeForm, newKnowledgeDefaults } from '../../../features/knowledge/KnowledgeForm.tsx';
import {
  loadKnowledgeNationOptions,
  submitKnowledge,
} from '../../../features/knowledge/knowledge-admin.server.ts';
import { ADMIN_KNOWLEDGE_PATH } from '../../../features/knowledge/knowledge-flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/create';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Thêm mục cẩm nang', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  return { nations: await loadKnowledgeNationOptions(context, request), today: todayInVietnam() };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  return submitKnowledge(context, request);
}

export default function CreateKnowledgePage({ loaderData, actionData }: Route.ComponentProps) {
  useActionFeedback(actionData);
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        Thêm mục cẩm nang
      </Title>
      <KnowledgeForm
        defaults={newKnowledgeDefaults(loaderData.today)}
        nations={loaderData.nations}
        serverErrors={actionData?.fieldErrors}
        submitLabel="Thêm mục"
        cancelTo={ADMIN_KNOWLEDGE_PATH}
      />
    </Stack>
  );
}
