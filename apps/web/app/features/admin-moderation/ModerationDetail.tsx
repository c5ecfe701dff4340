import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/vn-time.ts';
import { ModerationSection } from './ModerationSection.tsx';

interface ModerationHeaderProps {
  /** The page's level-1 heading: what is being moderated. */
  title: ReactNode;
  /** Its state, beside the title. */
  badge: ReactNode;
  children: ReactNode;
}

/** The top card of a moderation detail page: title and state, then the page's own facts. */
export function ModerationHeader({ title, badge, children }: ModerationHeaderProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={1} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {badge}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export interface HistoryRow {
  key: string;
  created_at: string;
  action: ReactNode;
  actor: string;
  /** The row's details joined with " · " (empty parts left out); "–" when there are none. */
  details: readonly (string | null | undefined)[];
}

interface ModerationHistoryProps {
  testId: string;
  minWidth: number;
  /** The heading of the details column. */
  detailsLabel: string;
  rows: HistoryRow[];
  /** Said instead of an empty table, when given. */
  empty?: string;
}

/** The "Lịch sử" section: what was done and by whom, in the order the API gives. */
export function ModerationHistory({ testId, minWidth, detailsLabel, rows, empty }: ModerationHistoryProps) {
  return (
    <ModerationSection id="lich-su" title="Lịch sử" gap="sm">
      {rows.length === 0 && empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <HistoryTable testId={testId} minWidth={minWidth} detailsLabel={detailsLabel} rows={rows} />
      )}
    </ModerationSection>
  );
}

function HistoryTable({ testId, minWidth, detailsLabel, rows }: ModerationHistoryProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Thời gian</Table.Th>
            <Table.Th>Thao tác</Table.Th>
            <Table.Th>Người thực hiện</Table.Th>
            <Table.Th>{detailsLabel}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{formatDateTime(row.created_at)}</Table.Td>
              <Table.Td>{row.action}</Table.Td>
              <Table.Td>{row.actor}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {row.details.filter(Boolean).join(' · ') || '–'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
