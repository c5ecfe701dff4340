import { companyStatsEndpoints, STATS_PERIODS, type UserInfo } from '@app/contract';
import { Group, Stack, Text, Title } from '@mantine/core';
import { data } from 'react-router';
import { CompanyStatsView, PeriodSelector } from '../../features/company-stats/CompanyStatsView.tsx';
import {
  DashboardWelcome,
  type NextStep,
  NextSteps,
  WelcomeCard,
} from '../../features/layout/DashboardWelcome.tsx';
import { formatDay } from '../../features/managed-jobs/job-labels.ts';
import { callApi } from '../../lib/api.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageUrl, requireCompany } from '../../lib/session.server.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Bảng điều khiển', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireCompany(context, request);
  // Figures once the company is activated; before that it has no public jobs to count.
  if (user.status !== 'activated') return { user, stats: null };
  const asked = Number(pageUrl(request).searchParams.get('days'));
  const days = (STATS_PERIODS as readonly number[]).includes(asked) ? asked : 30;
  const res = await callApi(context, request, companyStatsEndpoints.get, { query: { days } });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { user, stats: res.data };
}

const POST_JOB: NextStep = {
  label: 'Đăng tin tuyển dụng',
  description: 'Tạo chương trình mới; tin được quản trị viên duyệt trước khi hiển thị.',
  href: '/company/jobs/create',
};
const APPLICATIONS: NextStep = {
  label: 'Hồ sơ ứng tuyển',
  description: 'Xem và phản hồi hồ sơ ứng viên gửi tới công ty.',
  href: '/company/applications',
};
/** A verified company is not asked to get verified again (issue 19 item 4). */
function settingsStep(status: UserInfo['status']): NextStep {
  return {
    label: 'Thông tin công ty',
    description:
      status === 'activated'
        ? 'Giữ thông tin, logo và giới thiệu công ty luôn cập nhật cho ứng viên.'
        : 'Cập nhật thông tin và giấy phép để được xác thực.',
    href: '/company/settings',
  };
}

export default function CompanyDashboard({ loaderData }: Route.ComponentProps) {
  const { user, stats } = loaderData;
  // Sub-users cannot open the company settings.
  const steps =
    user.parent_id === null ? [POST_JOB, settingsStep(user.status), APPLICATIONS] : [POST_JOB, APPLICATIONS];
  if (!stats) return <DashboardWelcome user={user} area="company" title="Bảng điều khiển" steps={steps} />;
  const hasJobs = Object.values(stats.jobs_by_state).some((n) => n > 0);
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Bảng điều khiển
      </Title>
      <WelcomeCard user={user} area="company" />
      {/* A company with jobs reads its figures first; the shortcuts stay, below them. */}
      {hasJobs ? null : <NextSteps steps={steps} />}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={2} fz={{ base: 20, sm: 22 }}>
            Số liệu tuyển dụng
          </Title>
          <Text size="sm" c="dimmed">
            Từ {formatDay(stats.from)} đến {formatDay(stats.to)}
          </Text>
        </div>
        <PeriodSelector days={stats.days} basePath="/company/dashboard" />
      </Group>
      <CompanyStatsView stats={stats} />
      {hasJobs ? <NextSteps steps={steps} title="Lối tắt" /> : null}
    </Stack>
  );
}
