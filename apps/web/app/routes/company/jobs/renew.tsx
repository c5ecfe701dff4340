import { schedulerEndpoints, todayInVietnam } from '@app/contract';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { loadCompanyJob } from '../../../features/company-jobs/job-actions.server.ts';
import { JobStateBadge } from '../../../features/managed-jobs/JobStateBadge.tsx';
import { jobIdParam } from '../../../features/managed-jobs/list.server.ts';
import type { ActionFeedback } from '../../../lib/action-feedback.ts';
import { callApi } from '../../../lib/api.server.ts';
import { withFlash } from '../../../lib/flash.ts';
import { type FieldErrors, firstError } from '../../../lib/form-errors.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireCompanyCanPost } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import { formatDate } from '../../../lib/vn-time.ts';
import type { Route } from './+types/renew';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Gia hạn tin tuyển dụng', noindex: true });

/** Days a renewal adds by default: from today, or from the current deadline when it is later. */
const RENEW_DAYS = 30;

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The renewal a "tin đã hết hạn" notification (type 27) opens (ADR 0035): the new deadline is
 * filled in (30 days on, kept before the expected departure), so renewing is one click.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireCompanyCanPost(context, request);
  const job = await loadCompanyJob(context, request, jobIdParam(params));
  const today = todayInVietnam();
  let suggested = addDays(job.deadline > today ? job.deadline : today, RENEW_DAYS);
  if (job.expected_flight_date && suggested >= job.expected_flight_date) {
    suggested = addDays(job.expected_flight_date, -1);
  }
  return { job, suggested, renewable: job.status === 'approved' };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireCompanyCanPost(context, request);
  const id = jobIdParam(params);
  const form = await request.formData();
  const res = await callApi(context, request, schedulerEndpoints.renewJob, {
    params: { id },
    body: { deadline: String(form.get('deadline') ?? '') },
  });
  if (res.ok) return redirect(withFlash(`/company/jobs/${id}`, 'renewed'));
  return data<ActionFeedback>(
    { status: res.status, fieldErrors: (res.error.errors ?? {}) as FieldErrors, error: res.error },
    { status: res.status },
  );
}

export default function RenewJobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, suggested, renewable } = loaderData;
  useActionFeedback(actionData);
  const busy = useNavigation().state === 'submitting';
  return (
    <Stack gap="lg" maw={640}>
      <Anchor component={Link} to={`/company/jobs/${job.id}`} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Về tin tuyển dụng
        </Group>
      </Anchor>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          Gia hạn tin: {job.name}
        </Title>
        <Group gap="xs">
          <JobStateBadge state={job.state} />
          <Text size="sm" c="dimmed">
            Hạn nộp hồ sơ hiện tại: {formatDate(job.deadline)}
          </Text>
        </Group>
      </Stack>
      {renewable ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section">
          <Form method="post">
            <Stack gap="sm">
              <Text size="sm">
                Tin giữ nguyên nội dung đã được duyệt; chỉ hạn nộp hồ sơ thay đổi và tin hiển thị lại ngay.
              </Text>
              <TextInput
                type="date"
                name="deadline"
                label="Hạn nộp hồ sơ mới"
                defaultValue={suggested}
                required
                error={firstError(actionData?.fieldErrors, 'deadline')}
              />
              <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
                Gia hạn tin
              </Button>
            </Stack>
          </Form>
        </Paper>
      ) : (
        <Alert color="yellow" variant="light" data-testid="not-renewable">
          Chỉ gia hạn được tin đã được phê duyệt. Tin đang chờ duyệt hoặc bị từ chối thì hãy sửa tin.
        </Alert>
      )}
    </Stack>
  );
}
