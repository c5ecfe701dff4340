import { employeeEndpoints } from '@app/contract';
import { APPLICATION_STATUSES, access, applicationStatusLabels } from '@app/contract/client';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from '../../features/applications/ApplicationStatusBadge.tsx';
import { loadEmployeeProfile, loadEmployeeStats } from '../../features/employee/load.server.ts';
import { StatCards } from '../../features/employee/StatCards.tsx';
import { formatDate } from '../../features/jobs/format.ts';
import { WelcomeCard } from '../../features/layout/DashboardWelcome.tsx';
import { callApi } from '../../lib/api.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Tổng quan', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, access.employee);
  const [stats, profile, latest] = await Promise.all([
    loadEmployeeStats(context, request),
    loadEmployeeProfile(context, request),
    callApi(context, request, employeeEndpoints.applications, { query: { page: 1, limit: 5 } }),
  ]);
  return { user, stats, hasProfile: profile.has_profile, latest: latest.ok ? latest.data.items : [] };
}

export default function UserDashboard({ loaderData }: Route.ComponentProps) {
  const { user, stats, hasProfile, latest } = loaderData;
  const nonZero = APPLICATION_STATUSES.filter((s) => stats.applications.by_status[s] > 0);
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Tổng quan
      </Title>
      <WelcomeCard user={user} area="user" />
      {!hasProfile ? (
        <Alert color="yellow" icon={<IconInfoCircle />} title="Hồ sơ của bạn chưa đầy đủ">
          <Text size="sm">
            Cập nhật thông tin cá nhân, CV và nguyện vọng để công ty liên hệ bạn nhanh hơn.{' '}
            <Anchor component={Link} to="/user/update-profile" fw={600}>
              Hoàn thiện hồ sơ
            </Anchor>
          </Text>
        </Alert>
      ) : null}
      <StatCards apps={stats.applications} saved={stats.saved} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="lg">
              Hồ sơ theo trạng thái
            </Title>
            <Anchor component={Link} to="/user/statistics" size="sm">
              Xem thống kê
            </Anchor>
          </Group>
          {nonZero.length === 0 ? (
            <Text size="sm" c="dimmed">
              Bạn chưa ứng tuyển chương trình nào.
            </Text>
          ) : (
            <Stack gap={8} data-testid="dashboard-status-counts">
              {nonZero.map((s) => (
                <Group key={s} justify="space-between" gap="xs">
                  <Text size="sm">{applicationStatusLabels[s]}</Text>
                  <Text size="sm" fw={700}>
                    {stats.applications.by_status[s]}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="lg">
              Hồ sơ gần đây
            </Title>
            <Anchor component={Link} to="/user/job-apply" size="sm">
              Xem tất cả
            </Anchor>
          </Group>
          {latest.length === 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text size="sm" c="dimmed">
                Chưa có hồ sơ nào.
              </Text>
              <Button component={Link} to="/user/job-list" variant="light" size="xs">
                Tìm chương trình phù hợp
              </Button>
            </Stack>
          ) : (
            <Stack gap="sm">
              {latest.map((a) => (
                <Group key={a.id} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor
                      component={Link}
                      to={`/job/${a.job.id}/${a.job.slug}`}
                      size="sm"
                      fw={600}
                      lineClamp={2}
                    >
                      {a.job.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {formatDate(a.created_at)}
                    </Text>
                  </Stack>
                  <ApplicationStatusBadge
                    status={a.status}
                    size="sm"
                    style={{ flexShrink: 0, textTransform: 'none' }}
                  />
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
