import { Box, Group, Stack, Text } from '@mantine/core';

export interface Bar {
  label: string;
  value: number;
  color?: string;
}

/**
 * A horizontal bar chart in plain HTML and CSS: every bar carries its number in text, and the
 * whole chart is a list a screen reader reads as "label: value" (no chart library needed).
 */
export function BarChart({ bars, title, unit }: { bars: readonly Bar[]; title: string; unit?: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <Stack gap={8} component="ul" aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {bars.map((b) => (
        <Box component="li" key={b.label} aria-label={`${b.label}: ${b.value}${unit ? ` ${unit}` : ''}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }} aria-hidden>
              {b.label}
            </Text>
            <Text size="sm" fw={700} aria-hidden>
              {b.value}
            </Text>
          </Group>
          <Box
            aria-hidden
            h={10}
            bg="var(--mantine-color-gray-1)"
            style={{ borderRadius: 999, overflow: 'hidden' }}
          >
            <Box
              h="100%"
              bg={`var(--mantine-color-${b.color ?? 'blue'}-6)`}
              style={{ width: `${(b.value / max) * 100}%`, borderRadius: 999, minWidth: b.value > 0 ? 6 : 0 }}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** Vertical columns (one per month), numbers above each column. */
export function ColumnChart({ bars, title }: { bars: readonly Bar[]; title: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <Group
      component="ul"
      aria-label={title}
      gap="xs"
      align="flex-end"
      wrap="nowrap"
      style={{ listStyle: 'none', margin: 0, padding: 0, height: 180 }}
    >
      {bars.map((b) => (
        <Stack
          component="li"
          key={b.label}
          gap={4}
          align="center"
          justify="flex-end"
          style={{ flex: 1, minWidth: 0, height: '100%' }}
          aria-label={`${b.label}: ${b.value}`}
        >
          <Text size="sm" fw={700} aria-hidden>
            {b.value}
          </Text>
          <Box
            aria-hidden
            w="70%"
            bg={`var(--mantine-color-${b.color ?? 'blue'}-6)`}
            style={{ height: `${(b.value / max) * 120}px`, minHeight: 2, borderRadius: '6px 6px 0 0' }}
          />
          <Text size="xs" c="dimmed" aria-hidden ta="center">
            {b.label}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
