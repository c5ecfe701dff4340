import { type AdminKnowledgeEntry, adminKnowledgeEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { KNOWLEDGE_TOPIC_LABELS, KNOWLEDGE_TOPICS, knowledgePath } from '@app/contract/knowledge';
import { Anchor, Badge, Button, Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { data, Link, redirect } from 'react-router';
import { formatDate } from '../../../features/jobs/format.ts';
import { knowledgeFlashMessages } from '../../../features/knowledge/knowledge-flash.ts';
import { ListPagination } from '../../../features/layout/ListPagination.tsx';
import { UrlFilterForm } from '../../../features/layout/UrlFilterForm.tsx';
import { callApi } from '../../../lib/api.server.ts';
import { skipFlashRevalidation, useFlash } from '../../../lib/flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Cẩm nang tư vấn', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const url = new URL(request.url);
  const q = (k: string) => url.searchParams.get(k) ?? undefined;
  const res = await callApi(context, request, adminKnowledgeEndpoints.list, {
    query: {
      page: q('page'),
      limit: q('limit'),
      search: q('search'),
      topic: q('topic'),
      published: q('published'),
    },
  });
  if (!res.ok) {
    // A hand-edited query (page=abc, topic=xyz): start over.
    if (res.status === 422) throw redirect('/admin/knowledge');
    throw data({ message: res.error.message }, { status: res.status });
  }
  return { page: res.data };
}

type Row = Omit<AdminKnowledgeEntry, 'body'>;

const TOPIC_OPTIONS = KNOWLEDGE_TOPICS.map((t) => ({ value: t, label: KNOWLEDGE_TOPIC_LABELS[t] }));
const PUBLISHED_OPTIONS = [
  { value: '1', label: 'Đang hiển thị' },
  { value: '0', label: 'Đang ẩn' },
];

function StateBadge({ published }: { published: boolean }) {
  return (
    <Badge color={published ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {published ? 'Hiển thị' : 'Đang ẩn'}
    </Badge>
  );
}

const editHref = (e: Row) => `/admin/knowledge/edit/${e.id}`;

/** A table on wider screens, a list of cards on phones. */
function Entries({ items }: { items: Row[] }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        Không có mục nào phù hợp.
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={720} visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tiêu đề</Table.Th>
              <Table.Th>Chủ đề</Table.Th>
              <Table.Th>Trạng thái</Table.Th>
              <Table.Th>Kiểm tra lần cuối</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((e) => (
              <Table.Tr key={e.id} data-testid="knowledge-row">
                <Table.Td style={{ maxWidth: 440 }}>
                  <Anchor component={Link} to={editHref(e)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {e.title}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {knowledgePath(e.slug)}
                  </Text>
                </Table.Td>
                <Table.Td>{KNOWLEDGE_TOPIC_LABELS[e.topic]}</Table.Td>
                <Table.Td>
                  <StateBadge published={e.published} />
                </Table.Td>
                <Table.Td>{formatDate(e.checked_on)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm">
        {items.map((e) => (
          <Card
            key={e.id}
            withBorder
            radius="md"
            padding="sm"
            component="article"
            aria-label={e.title}
            data-testid="knowledge-card"
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Anchor
                component={Link}
                to={editHref(e)}
                fw={600}
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {e.title}
              </Anchor>
              <StateBadge published={e.published} />
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {KNOWLEDGE_TOPIC_LABELS[e.topic]} · Kiểm tra lần cuối: {formatDate(e.checked_on)}
            </Text>
          </Card>
        ))}
      </Stack>
    </>
  );
}

export default function AdminKnowledgePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  useFlash(knowledgeFlashMessages);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Cẩm nang tư vấn
          </Title>
          <Text c="dimmed" size="sm" data-testid="knowledge-total">
            {page.total} mục · trợ lý tư vấn và trang /cam-nang dùng các mục đang hiển thị
          </Text>
        </div>
        <Button component={Link} to="/admin/knowledge/create" leftSection={<IconPlus size={16} />}>
          Thêm mục
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <UrlFilterForm
            ariaLabel="Tìm mục cẩm nang"
            search={{ label: 'Tìm theo tiêu đề', placeholder: 'Không cần gõ dấu' }}
            selects={[
              { name: 'topic', label: 'Chủ đề', data: TOPIC_OPTIONS },
              { name: 'published', label: 'Trạng thái', data: PUBLISHED_OPTIONS },
            ]}
            clearTo="/admin/knowledge"
          />
          <Entries items={page.items} />
          <ListPagination {...page} />
        </Stack>
      </Paper>
    </Stack>
  );
}
