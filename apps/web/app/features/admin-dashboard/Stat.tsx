import { Paper, Text } from '@mantine/core';

/** One headline figure above a dashboard's blocks (admin, sale and leader-sale dashboards). */
export function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value.toLocaleString('vi-VN')}
      </Text>
    </Paper>
  );
}
