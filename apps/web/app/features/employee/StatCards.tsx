import type { EmployeeApplicationStats, SavedJobStats } from '@app/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
    </Paper>
  );
}

/** The headline numbers of the seeker's area (dashboard and statistics). */
export function StatCards({ apps, saved }: { apps: EmployeeApplicationStats; saved: SavedJobStats }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      <Stat label="Hồ sơ đã nộp" value={apps.total} testId="stat-total" />
      <Stat label="Đang xử lý" value={apps.active} testId="stat-active" />
      <Stat
        label="Trúng tuyển"
        value={apps.by_status.passed + apps.by_status.preparing + apps.by_status.departed}
        testId="stat-passed"
      />
      <Stat label="Việc đã lưu" value={saved.total} testId="stat-saved" />
    </SimpleGrid>
  );
}
