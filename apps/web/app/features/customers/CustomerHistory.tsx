import type { CustomerEvent } from '@app/contract';
import {
  CustomerMessage,
  type CustomerStage,
  contactChannelLabels,
  customerEventLabels,
  customerStageLabels,
} from '@app/contract/customers-text';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../lib/vn-time.ts';
import { formatDay } from './customer-area.ts';

/** An event's "from → to" in words: stage labels, days, sale names (none = unassigned). */
function change(event: CustomerEvent): string | null {
  const word = (v: string | null) => {
    if (event.kind === 'stage') return v ? (customerStageLabels[v as CustomerStage] ?? v) : '—';
    if (event.kind === 'follow_up') return formatDay(v);
    if (event.kind === 'assignment') return v ?? CustomerMessage.unassigned;
    return v ?? '—';
  };
  if (event.kind !== 'stage' && event.kind !== 'follow_up' && event.kind !== 'assignment') return null;
  return `${word(event.from)} → ${word(event.to)}`;
}

/** The customer's history, newest first (the API's order): who, when, how, what changed. */
export function CustomerHistory({ history }: { history: readonly CustomerEvent[] }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          Lịch sử chăm sóc
        </Title>
        {history.length === 0 ? (
          <Text c="dimmed">Chưa có hoạt động nào.</Text>
        ) : (
          <Stack
            gap={0}
            component="ol"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            data-testid="customer-history"
          >
            {history.map((e) => {
              const moved = change(e);
              return (
                <li
                  key={e.id}
                  data-testid="history-item"
                  style={{ borderTop: '1px solid var(--mantine-color-default-border)', padding: '10px 0' }}
                >
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} size="sm">
                      {customerEventLabels[e.kind]}
                    </Text>
                    {e.channel && (
                      <Badge variant="light" size="sm">
                        {contactChannelLabels[e.channel]}
                      </Badge>
                    )}
                  </Group>
                  {moved && <Text size="sm">{moved}</Text>}
                  {e.text && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {e.text}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {e.actor?.name ?? 'Hệ thống'} · {formatDateTime(e.created_at)}
                  </Text>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
