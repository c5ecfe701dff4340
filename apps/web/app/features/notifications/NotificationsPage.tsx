import type { Notification, Page } from '@app/contract';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import { formatDateTime } from '../../lib/vn-time.ts';
import { ListPagination } from '../layout/ListPagination.tsx';

interface Props {
  page: Page<Notification> & { unread_count: number };
  unread: boolean;
}

function Row({ n }: { n: Notification }) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={n.is_read ? undefined : 'blue.0'}
      data-testid="notification-row"
      data-read={n.is_read ? '1' : '0'}
      opacity={busy ? 0.6 : 1}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Box style={{ minWidth: 0 }}>
          <Text
            component={Link}
            to={n.href}
            size="sm"
            fw={n.is_read ? 400 : 600}
            onClick={() => {
              if (!n.is_read) fetcher.submit({ intent: 'read', id: String(n.id) }, { method: 'post' });
            }}
            style={{ color: 'inherit', textDecoration: 'none', overflowWrap: 'anywhere' }}
          >
            {n.message}
          </Text>
          <Group gap={6} mt={4}>
            <Text size="xs" c="dimmed">
              {formatDateTime(n.created_at)}
            </Text>
            {n.is_read ? null : (
              <Badge size="xs" variant="light">
                Chưa đọc
              </Badge>
            )}
          </Group>
        </Box>
        <Group gap={4} wrap="nowrap">
          {n.is_read ? null : (
            <Tooltip label="Đánh dấu đã đọc">
              <ActionIcon
                variant="subtle"
                aria-label="Đánh dấu đã đọc"
                onClick={() => fetcher.submit({ intent: 'read', id: String(n.id) }, { method: 'post' })}
              >
                <IconCheck size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Xóa">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Xóa thông báo"
              onClick={() => fetcher.submit({ intent: 'delete', id: String(n.id) }, { method: 'post' })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** One page for every area (spec §2 `…/notifications`): filter, paging, mark read, delete. */
export function NotificationsPage({ page, unread }: Props) {
  const [, setParams] = useSearchParams();
  const all = useFetcher();
  useActionFeedback(all.data);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Thông báo
        </Title>
        <Text c="dimmed" size="sm" data-testid="notifications-summary">
          {page.unread_count} chưa đọc · {page.total} {unread ? 'thông báo chưa đọc' : 'thông báo'}
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <SegmentedControl
              value={unread ? 'unread' : 'all'}
              onChange={(v) =>
                setParams((p) => {
                  if (v === 'unread') p.set('unread', '1');
                  else p.delete('unread');
                  p.delete('page');
                  return p;
                })
              }
              data={[
                { value: 'all', label: 'Tất cả' },
                { value: 'unread', label: 'Chưa đọc' },
              ]}
              aria-label="Lọc thông báo"
            />
            <Button
              variant="light"
              size="sm"
              disabled={page.unread_count === 0}
              loading={all.state !== 'idle'}
              onClick={() => all.submit({ intent: 'read-all' }, { method: 'post' })}
            >
              Đánh dấu tất cả đã đọc
            </Button>
          </Group>
          {page.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              Không có thông báo
            </Text>
          ) : (
            <Stack gap="xs">
              {page.items.map((n) => (
                <Row key={n.id} n={n} />
              ))}
            </Stack>
          )}
          <ListPagination total={page.total} page={page.page} limit={page.limit} />
        </Stack>
      </Paper>
    </Stack>
  );
}
