import type { Notification } from '@app/contract';
import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  Indicator,
  Menu,
  ScrollArea,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import type { NotificationFeed } from './notifications.server.ts';
import { FEED_PATH, NOTIFICATION_POLL_MS } from './paths.ts';
import { formatNotificationTime } from './time.ts';

/**
 * The header bell (spec §2, §4 Notification): unread badge, the latest items, mark all read and a
 * link to the area's page. Polls the feed resource route every 60 s while signed in.
 */
export function NotificationBell({ allHref }: { allHref: string | null }) {
  const feed = useFetcher<NotificationFeed>({ key: 'notification-feed' });
  const act = useFetcher<{ unread_count?: number }>({ key: 'notification-bell-action' });
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);

  // First load after hydration, then every 60 s while the tab is visible.
  // biome-ignore lint/correctness/useExhaustiveDependencies: feed.load is stable enough; one timer per mount
  useEffect(() => {
    if (feed.state === 'idle' && !feed.data) feed.load(FEED_PATH);
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') feed.load(FEED_PATH);
    }, NOTIFICATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const items = feed.data?.notifications ?? [];
  const count = Math.max(0, feed.data?.unread_count ?? 0);

  async function open(n: Notification) {
    setOpened(false);
    if (!n.is_read) {
      await act.submit({ intent: 'read', id: String(n.id) }, { method: 'post', action: FEED_PATH });
    }
    navigate(n.href);
  }

  async function readAll() {
    await act.submit({ intent: 'read-all' }, { method: 'post', action: FEED_PATH });
    feed.load(FEED_PATH);
  }

  return (
    <Menu
      opened={opened}
      onChange={(o) => {
        setOpened(o);
        if (o) feed.load(FEED_PATH);
      }}
      position="bottom-end"
      width={340}
      shadow="md"
      withinPortal
    >
      <Menu.Target>
        <Indicator
          label={count > 99 ? '99+' : count}
          size={18}
          color="red"
          offset={4}
          disabled={count === 0}
          data-testid="notification-badge"
          data-count={count}
          data-loaded={feed.data ? '1' : '0'}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={count > 0 ? `Thông báo (${count} chưa đọc)` : 'Thông báo'}
            data-testid="notification-bell"
          >
            <IconBell size={22} />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown p={0} data-testid="notification-dropdown" maw="calc(100vw - 16px)">
        <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            Thông báo
          </Text>
          {count > 0 ? (
            <Anchor component="button" type="button" size="xs" onClick={readAll}>
              Đánh dấu tất cả đã đọc
            </Anchor>
          ) : null}
        </Group>
        <Menu.Divider m={0} />
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            Không có thông báo
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            {items.map((n) => (
              <UnstyledButton
                key={n.id}
                onClick={() => open(n)}
                w="100%"
                px="sm"
                py={8}
                bg={n.is_read ? undefined : 'blue.0'}
                data-testid="notification-item"
                data-type={n.type}
                data-read={n.is_read ? '1' : '0'}
                style={{ display: 'block', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <Box
                    mt={6}
                    w={8}
                    h={8}
                    style={{
                      borderRadius: 999,
                      flex: 'none',
                      background: n.is_read ? 'transparent' : 'var(--mantine-color-blue-6)',
                    }}
                    aria-hidden
                  />
                  <Box style={{ minWidth: 0 }}>
                    <Text size="sm" fw={n.is_read ? 400 : 600} lineClamp={3}>
                      {n.message}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatNotificationTime(n.created_at)}
                    </Text>
                  </Box>
                </Group>
              </UnstyledButton>
            ))}
          </ScrollArea.Autosize>
        )}
        {allHref ? (
          <>
            <Menu.Divider m={0} />
            <Box ta="center" py="xs">
              <Anchor component={Link} to={allHref} size="sm" onClick={() => setOpened(false)}>
                Xem tất cả
              </Anchor>
            </Box>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
