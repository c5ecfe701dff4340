import { CONTACT_STATUSES, type ContactMessage, type ContactStatus, contactEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Form, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { ListPagination } from '../../../features/layout/ListPagination.tsx';
import type { ActionFeedback } from '../../../lib/action-feedback.ts';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import { formatDateTime } from '../../../lib/vn-time.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Tin nhắn liên hệ', noindex: true });

const STATUS_LABELS: Record<ContactStatus | 'all', string> = {
  all: 'Tất cả',
  open: 'Chưa xử lý',
  handled: 'Đã xử lý',
};

function readStatus(url: URL): ContactStatus | undefined {
  const value = url.searchParams.get('status');
  return CONTACT_STATUSES.find((s) => s === value);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const status = readStatus(url);
  const res = await callApi(context, request, contactEndpoints.adminList, {
    query: { page, ...(status ? { status } : {}) },
  });
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  return { page: res.data, status: status ?? 'all' };
}

export async function action({ context, request }: Route.ActionArgs): Promise<ActionFeedback> {
  await requireUser(context, request, access.adminOrSubAdmin);
  const form = await request.formData();
  const res = await callApi(context, request, contactEndpoints.adminHandle, {
    params: { id: Number(form.get('id')) },
  });
  return res.ok ? { status: res.status, success: res.message } : { status: res.status, error: res.error };
}

function MessageCard({ message }: { message: ContactMessage }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === String(message.id);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`contact-${message.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="md" id={`contact-${message.id}`} style={{ overflowWrap: 'anywhere' }}>
            {message.subject}
          </Title>
          {message.handled_at ? (
            <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
              Đã xử lý
            </Badge>
          ) : (
            <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
              Chưa xử lý
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {message.name} · <Anchor href={`tel:${message.phone}`}>{message.phone}</Anchor> ·{' '}
          <Anchor href={`mailto:${message.email}`} style={{ overflowWrap: 'anywhere' }}>
            {message.email}
          </Anchor>{' '}
          · {formatDateTime(message.created_at)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
        {message.handled_at ? (
          <Text size="xs" c="dimmed">
            {message.handled_by_name ?? 'Quản trị viên'} đã xử lý lúc {formatDateTime(message.handled_at)}
          </Text>
        ) : (
          <Form method="post">
            <input type="hidden" name="id" value={message.id} />
            <Button type="submit" size="xs" variant="light" loading={busy}>
              Đánh dấu đã xử lý
            </Button>
          </Form>
        )}
      </Stack>
    </Paper>
  );
}

export default function AdminContactMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { page, status } = loaderData;
  useActionFeedback(actionData);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Tin nhắn liên hệ
        </Title>
        <Text c="dimmed" size="sm" data-testid="contact-total">
          {page.total} tin nhắn
        </Text>
      </div>
      <SegmentedControl
        value={status}
        aria-label="Lọc theo trạng thái"
        data={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          next.delete('page');
          if (value === 'all') next.delete('status');
          else next.set('status', value);
          navigate({ search: next.toString() ? `?${next}` : '' });
        }}
        style={{ alignSelf: 'flex-start' }}
      />
      {page.items.length === 0 ? (
        <Text c="dimmed">Không có tin nhắn nào.</Text>
      ) : (
        page.items.map((message) => <MessageCard key={message.id} message={message} />)
      )}
      <ListPagination total={page.total} page={page.page} limit={page.limit} />
    </Stack>
  );
}
