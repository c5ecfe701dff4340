import { adminApplicationEndpoints, adminJobsEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { Alert, Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconBan,
  IconClock,
  IconFileDescription,
} from '@tabler/icons-react';
import { data, Link, redirect } from 'react-router';
import { CompanyCard } from '../../../features/admin-jobs/CompanyCard.tsx';
import { ModerationActions } from '../../../features/admin-jobs/ModerationActions.tsx';
import { failed, formFields } from '../../../features/admin-users/account-form.server.ts';
import { JobCostSheet } from '../../../features/jobs/JobCostSheet.tsx';
import { JobFacts } from '../../../features/managed-jobs/JobFacts.tsx';
import { JobStateBadge } from '../../../features/managed-jobs/JobStateBadge.tsx';
import { formatDay, kindLabel } from '../../../features/managed-jobs/job-labels.ts';
import { jobIdParam } from '../../../features/managed-jobs/list.server.ts';
import type { ActionFeedback } from '../../../lib/action-feedback.ts';
import { callApi } from '../../../lib/api.server.ts';
import { withFlash } from '../../../lib/flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  pageMeta({ title: d?.job ? `Kiểm duyệt: ${d.job.name}` : 'Tin tuyển dụng', noindex: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(context, request, access.adminOrSubAdmin);
  const id = jobIdParam(params);
  const [res, applications] = await Promise.all([
    callApi(context, request, adminJobsEndpoints.get, { params: { id } }),
    callApi(context, request, adminApplicationEndpoints.jobList, { params: { id }, query: { limit: 1 } }),
  ]);
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return {
    job: res.data,
    viewer: viewer.type,
    applicationCount: applications.ok ? applications.data.total : 0,
  };
}

/** One decision per post (intent = approve | reject | disable | delete); the API applies the rules. */
export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  const id = jobIdParam(params);
  const form = await formFields(request);
  const call = async () => {
    switch (form.intent) {
      case 'approve':
        return callApi(context, request, adminJobsEndpoints.approve, { params: { id } });
      case 'reject':
        return callApi(context, request, adminJobsEndpoints.reject, {
          params: { id },
          body: { reason: form.reason ?? '' },
        });
      case 'disable':
        return callApi(context, request, adminJobsEndpoints.disable, { params: { id } });
      case 'delete': {
        const res = await callApi(context, request, adminJobsEndpoints.remove, { params: { id } });
        if (res.ok) throw redirect(withFlash('/admin/jobs', 'deleted'));
        return res;
      }
      default:
        throw data({ message: 'Yêu cầu không hợp lệ' }, { status: 400 });
    }
  };
  const res = await call();
  if (!res.ok) return failed(res);
  return data<ActionFeedback>({ status: 200, ...(res.message ? { success: res.message } : {}) });
}

export default function AdminJobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, viewer, applicationCount } = loaderData;
  useActionFeedback(actionData);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/jobs" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Danh sách việc làm
        </Group>
      </Anchor>
      <Stack gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          {job.name}
        </Title>
        <Group gap="xs">
          <JobStateBadge state={job.state} size="lg" />
          <Text size="sm" c="dimmed">
            {kindLabel(job.kind)} · {job.kind === 'domestic' ? (job.province?.name ?? '') : job.nation.name} ·
            Hạn nộp {formatDay(job.deadline)}
          </Text>
        </Group>
        <ModerationActions job={job} viewer={viewer} result={actionData} />
        <Group>
          <Button
            component={Link}
            to={`/admin/jobs/${job.id}/applications`}
            variant="light"
            leftSection={<IconFileDescription size={16} />}
            data-testid="job-applications-link"
          >
            Hồ sơ ứng tuyển ({applicationCount})
          </Button>
        </Group>
      </Stack>

      {job.status === 'rejected' ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title="Đã từ chối">
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            data-testid="reject-reason"
          >
            Lý do: {job.reject_reason ?? '—'}
          </Text>
        </Alert>
      ) : null}
      {job.status === 'waiting' ? (
        <Alert color="yellow" variant="light" icon={<IconClock size={20} />}>
          Tin đang chờ phê duyệt. Kiểm tra nội dung, chi phí và giấy phép của công ty trước khi duyệt.
        </Alert>
      ) : null}
      {job.status === 'disabled' ? (
        <Alert color="gray" variant="light" icon={<IconBan size={20} />}>
          Tin đã bị vô hiệu hóa: không hiển thị công khai và công ty không sửa được. Phê duyệt để khôi phục.
        </Alert>
      ) : null}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <CompanyCard company={job.company} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <JobFacts job={job} />
            {job.cost_sheet ? <JobCostSheet sheet={job.cost_sheet} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
