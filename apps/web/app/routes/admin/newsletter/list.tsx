import { type NewsletterSubscriber, newsletterEndpoints } from '@app/contract';
import {
  access,
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
  NewsletterStatusLabel,
} from '@app/contract/client';
import { Badge, Button, Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { data, redirect, useSearchParams } from 'react-router';
import { ListPagination } from '../../../features/layout/ListPagination.tsx';
import { UrlFilterForm } from '../../../features/layout/UrlFilterForm.tsx';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { formatDateTime } from '../../../lib/vn-time.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Nhận tin qua email', noindex: true });

/** Admin only (the sidebar item is admin-only: a sub_admin gets the 403 of spec §6). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.admin);
  const url = new URL(request.url);
  const q = (k: string) => url.searchParams.get(k) ?? undefined;
  const res = await callApi(context, request, newsletterEndpoints.adminList, {
    query: { page: q('page'), limit: q('limit'), search: q('search'), status: q('status') },
  });
  if (!res.ok) {
    // A hand-edited query (page=abc, status=xyz) is not worth an error page: start over.
    if (res.status === 422) throw redirect('/admin/newsletter');
    throw data({ message: res.error.message }, { status: res.status });
  }
  return { page: res.data };
}

const STATUS_COLORS: Record<NewsletterStatus, string> = {
  pending: 'orange',
  confirmed: 'green',
  unsubscribed: 'gray',
};

const statusOptions = NEWSLETTER_STATUSES.map((value) => ({ value, label: NewsletterStatusLabel[value] }));

function StatusBadge({ status }: { status: NewsletterStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {NewsletterStatusLabel[status]}
    </Badge>
  );
}

function Filters() {
  return (
    <UrlFilterForm
      ariaLabel="Tìm người đăng ký"
      search={{ label: 'Tìm theo email', placeholder: 'Một phần địa chỉ email' }}
      selects={[{ name: 'status', label: 'Trạng thái', data: statusOptions }]}
      clearTo="/admin/newsletter"
    />
  );
}

/** A table on wider screens, a list of cards on phones. */
function Subscribers({ items }: { items: NewsletterSubscriber[] }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        Không có người đăng ký nào
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Th>Trạng thái</Table.Th>
              <Table.Th>Đăng ký lúc</Table.Th>
              <Table.Th>Xác nhận lúc</Table.Th>
              <Table.Th>Hủy lúc</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{s.email}</Table.Td>
                <Table.Td>
                  <StatusBadge status={s.status} />
                </Table.Td>
                <Table.Td>{formatDateTime(s.consented_at)}</Table.Td>
                <Table.Td>{formatDateTime(s.confirmed_at)}</Table.Td>
                <Table.Td>{formatDateTime(s.unsubscribed_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm">
        {items.map((s) => (
          <Card key={s.id} withBorder radius="md" padding="sm" component="article" aria-label={s.email}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {s.email}
              </Text>
              <StatusBadge status={s.status} />
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              Đăng ký: {formatDateTime(s.consented_at)}
              {s.confirmed_at ? ` · Xác nhận: ${formatDateTime(s.confirmed_at)}` : ''}
              {s.unsubscribed_at ? ` · Hủy: ${formatDateTime(s.unsubscribed_at)}` : ''}
            </Text>
          </Card>
        ))}
      </Stack>
    </>
  );
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const [params] = useSearchParams();
  // The file has the list's filters, every page of it.
  const exportQuery = new URLSearchParams();
  for (const key of ['search', 'status']) {
    const value = params.get(key);
    if (value) exportQuery.set(key, value);
  }
  const exportHref = `/api/admin/newsletter-subscribers.csv${exportQuery.size > 0 ? `?${exportQuery}` : ''}`;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Nhận tin qua email
          </Title>
          <Text c="dimmed" size="sm" data-testid="newsletter-total">
            {page.total} người đăng ký
          </Text>
        </div>
        <Button
          component="a"
          href={exportHref}
          download
          variant="light"
          leftSection={<IconDownload size={18} />}
        >
          Tải CSV
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Chỉ địa chỉ đã xác nhận qua email và chưa hủy mới nhận bản tin. Thời điểm đồng ý, xác nhận và hủy được
        lưu làm bằng chứng về sự đồng ý (Nghị định 13/2023/NĐ-CP).
      </Text>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Filters />
          <Subscribers items={page.items} />
          <ListPagination total={page.total} page={page.page} limit={page.limit} />
        </Stack>
      </Paper>
    </Stack>
  );
}
