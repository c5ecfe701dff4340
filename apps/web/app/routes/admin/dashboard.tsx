import {
  adminDashboardEndpoints,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  DEFAULT_DASHBOARD_PERIOD,
} from '@app/contract';
import { access } from '@app/contract/client';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { data, Link } from 'react-router';
import { headline } from '../../features/admin-dashboard/dashboard-data.ts';
import {
  AccountsBlock,
  ApplicationsBlock,
  JobsBlock,
  RegistrationsBlock,
  TopBlock,
} from '../../features/admin-dashboard/FigureBlocks.tsx';
import { QueueBlock } from '../../features/admin-dashboard/QueueBlock.tsx';
import { Stat } from '../../features/admin-dashboard/Stat.tsx';
import { callApi } from '../../lib/api.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import { formatDate } from '../../lib/vn-time.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Thống kê', noindex: true });

/** `?days=` as the API takes it; anything else reads as the default period. */
function periodOf(request: Request): DashboardPeriod {
  const days = Number(new URL(request.url).searchParams.get('days'));
  return (DASHBOARD_PERIODS as readonly number[]).includes(days)
    ? (days as DashboardPeriod)
    : DEFAULT_DASHBOARD_PERIOD;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, access.adminOrSubAdmin);
  const res = await callApi(context, request, adminDashboardEndpoints.get, {
    query: { days: periodOf(request) },
  });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  // The waits are counted to this instant on the server and in the browser alike.
  return { user, figures: res.data, now: new Date().toISOString() };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { user, figures: d, now } = loaderData;
  const top = headline(d);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div data-testid="dashboard-admin">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Thống kê
          </Title>
          <Text size="sm" c="dimmed">
            Xin chào, {user.name} · Số liệu từ {formatDate(`${d.from}T12:00:00+07:00`)} đến{' '}
            {formatDate(`${d.to}T12:00:00+07:00`)}
          </Text>
        </div>
        <Group gap={4} role="group" aria-label="Khoảng thời gian">
          {DASHBOARD_PERIODS.map((days) => (
            <Button
              key={days}
              component={Link}
              to={`?days=${days}`}
              preventScrollReset
              size="xs"
              radius="xl"
              variant={d.days === days ? 'filled' : 'default'}
              aria-current={d.days === days ? 'page' : undefined}
            >
              {days} ngày
            </Button>
          ))}
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 3, xl: 6 }} spacing="sm">
        <Stat label="Tài khoản" value={top.accounts} testId="stat-accounts" />
        <Stat label={`Đăng ký mới (${d.days} ngày)`} value={top.registrations} testId="stat-registrations" />
        <Stat label="Tin đang tuyển" value={top.openJobs} testId="stat-open-jobs" />
        <Stat
          label={`Hồ sơ ứng tuyển (${d.days} ngày)`}
          value={top.applications}
          testId="stat-applications"
        />
        <Stat label="Tin chờ duyệt" value={top.waitingJobs} testId="stat-waiting-jobs" />
        <Stat label="Công ty chờ duyệt" value={top.waitingCompanies} testId="stat-waiting-companies" />
      </SimpleGrid>

      <QueueBlock queue={d.queue} now={now} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <RegistrationsBlock rows={d.registrations} />
        <ApplicationsBlock rows={d.applications} byStatus={d.applications_by_status} />
      </SimpleGrid>
      {/* Full width: their tables have a column per status or kind. */}
      <AccountsBlock cells={d.accounts} />
      <JobsBlock cells={d.jobs} />
      <TopBlock nations={d.top_nations} companies={d.top_companies} />
    </Stack>
  );
}
