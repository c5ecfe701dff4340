import { APPLICATION_STATUSES, access, applicationStatusLabels, JOB_KINDS } from '@app/contract/client';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_STATUS_COLORS } from '../../features/applications/status-colors.ts';
import { BarChart, ColumnChart } from '../../features/employee/BarChart.tsx';
import { loadEmployeeStats } from '../../features/employee/load.server.ts';
import { StatCards } from '../../features/employee/StatCards.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/statistics';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Thống kê', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.employee);
  return loadEmployeeStats(context, request);
}

const KIND_COLORS: Record<string, string> = {
  domestic: 'teal',
  study_abroad: 'violet',
  labor_export: 'blue',
};

/** `2026-11` → `11/26` (short enough for six columns on a phone). */
const monthLabel = (m: string) => `${m.slice(5, 7)}/${m.slice(2, 4)}`;

export default function UserStatisticsPage({ loaderData }: Route.ComponentProps) {
  const { applications: apps, saved } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        Thống kê
      </Title>
      <StatCards apps={apps} saved={saved} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="chart-status">
          <Title order={2} fz="lg" mb="md">
            Hồ sơ theo trạng thái
          </Title>
          <BarChart
            title="Hồ sơ theo trạng thái"
            unit="hồ sơ"
            bars={APPLICATION_STATUSES.map((s) => ({
              label: applicationStatusLabels[s],
              value: apps.by_status[s],
              color: APPLICATION_STATUS_COLORS[s],
            }))}
          />
        </Paper>
        <Stack gap="md">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="chart-month">
            <Title order={2} fz="lg" mb="md">
              Hồ sơ nộp trong 6 tháng gần đây
            </Title>
            <ColumnChart
              title="Hồ sơ nộp theo tháng"
              bars={apps.by_month.map((m) => ({ label: monthLabel(m.month), value: m.count }))}
            />
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="chart-saved">
            <Title order={2} fz="lg" mb={4}>
              Việc đã lưu theo loại
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {saved.open} còn hạn · {saved.expired} đã hết hạn nhận hồ sơ
            </Text>
            <BarChart
              title="Việc đã lưu theo loại"
              unit="việc"
              bars={JOB_KINDS.map((k) => ({
                label: k.label,
                value: saved.by_kind[k.value],
                color: KIND_COLORS[k.value] ?? 'blue',
              }))}
            />
          </Paper>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
