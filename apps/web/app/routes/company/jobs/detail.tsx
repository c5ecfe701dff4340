import { companyApplicationEndpoints, companyStatsEndpoints } from '@app/contract';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconBan,
  IconCalendarTime,
  IconClock,
  IconFileDescription,
  IconPencil,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { loadCompanyJob } from '../../../features/company-jobs/job-actions.server.ts';
import { jobFlashMessages } from '../../../features/company-jobs/job-flash.ts';
import { JobStatsView } from '../../../features/company-stats/CompanyStatsView.tsx';
import { JobCostSheet } from '../../../features/jobs/JobCostSheet.tsx';
import { JobFacts } from '../../../features/managed-jobs/JobFacts.tsx';
import { JobStateBadge } from '../../../features/managed-jobs/JobStateBadge.tsx';
import { kindLabel } from '../../../features/managed-jobs/job-labels.ts';
import { jobIdParam } from '../../../features/managed-jobs/list.server.ts';
import { callApi } from '../../../lib/api.server.ts';
import { skipFlashRevalidation, useFlash } from '../../../lib/flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireCompany } from '../../../lib/session.server.ts';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  pageMeta({ title: d?.job ? d.job.name : 'Tin tuyển dụng', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireCompany(context, request);
  const id = jobIdParam(params);
  const [job, applications, stats] = await Promise.all([
    loadCompanyJob(context, request, id),
    callApi(context, request, companyApplicationEndpoints.jobList, { params: { id }, query: { limit: 1 } }),
    callApi(context, request, companyStatsEndpoints.get, { query: { days: 30, job_id: id } }),
  ]);
  return {
    job,
    applicationCount: applications.ok ? applications.data.total : 0,
    stats: stats.ok ? stats.data : null,
  };
}

export default function CompanyJobPage({ loaderData }: Route.ComponentProps) {
  const { job, applicationCount, stats } = loaderData;
  useFlash(jobFlashMessages);
  const editable = job.status !== 'disabled';
  const editButton = (
    <Button component={Link} to={`/company/jobs/edit/${job.id}`} leftSection={<IconPencil size={16} />}>
      Sửa tin
    </Button>
  );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/company/jobs" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Danh sách tin tuyển dụng
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            {job.name}
          </Title>
          <Group gap="xs">
            <JobStateBadge state={job.state} size="lg" />
            <Text size="sm" c="dimmed">
              {kindLabel(job.kind)} · {job.kind === 'domestic' ? (job.province?.name ?? '') : job.nation.name}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/company/jobs/${job.id}/applications`}
            variant="light"
            leftSection={<IconFileDescription size={16} />}
            data-testid="job-applications-link"
          >
            Hồ sơ ứng tuyển ({applicationCount})
          </Button>
          {job.state === 'approved' ? (
            <Button component={Link} to={job.url} variant="default">
              Xem tin công khai
            </Button>
          ) : null}
          {editable && job.status !== 'rejected' ? editButton : null}
          {job.state === 'approved' ? (
            <Button
              component={Link}
              to={`/company/jobs/${job.id}/renew`}
              variant="default"
              leftSection={<IconCalendarTime size={16} />}
            >
              Gia hạn tin
            </Button>
          ) : null}
        </Group>
      </Group>

      {job.state === 'expired' ? (
        <Alert
          color="gray"
          variant="light"
          icon={<IconCalendarTime size={20} />}
          data-testid="expired-notice"
        >
          <Stack gap="sm">
            <Text size="sm">
              Tin đã hết hạn nhận hồ sơ và không còn hiển thị công khai. Gia hạn để tin được hiển thị lại mà
              không phải chờ duyệt.
            </Text>
            <Group>
              <Button component={Link} to={`/company/jobs/${job.id}/renew`} variant="light">
                Gia hạn tin
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}

      {job.status === 'rejected' ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={22} />}
          title="Tin tuyển dụng bị từ chối"
          data-testid="reject-reason"
        >
          <Stack gap="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              <b>Lý do:</b> {job.reject_reason ?? 'Quản trị viên không ghi lý do.'}
            </Text>
            <Text size="sm">Sửa tin theo góp ý rồi gửi lại, tin sẽ được phê duyệt lại.</Text>
            <Group>{editButton}</Group>
          </Stack>
        </Alert>
      ) : null}
      {job.status === 'waiting' ? (
        <Alert color="yellow" variant="light" icon={<IconClock size={20} />} data-testid="waiting-notice">
          Tin đang chờ quản trị viên phê duyệt. Tin được hiển thị công khai sau khi được duyệt.
        </Alert>
      ) : null}
      {job.status === 'disabled' ? (
        <Alert color="gray" variant="light" icon={<IconBan size={20} />}>
          Tin đã bị quản trị viên vô hiệu hóa và không còn hiển thị công khai. Liên hệ quản trị viên nếu cần
          khôi phục.
        </Alert>
      ) : null}

      {stats ? <JobStatsView stats={stats} /> : null}
      <JobFacts job={job} />
      {job.cost_sheet ? <JobCostSheet sheet={job.cost_sheet} /> : null}
    </Stack>
  );
}
