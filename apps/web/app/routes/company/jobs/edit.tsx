import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, redirect } from 'react-router';
import { loadJobFormOptions } from '../../../features/company-jobs/form-options.server.ts';
import { JobForm } from '../../../features/company-jobs/JobForm.tsx';
import { loadCompanyJob, submitJob } from '../../../features/company-jobs/job-actions.server.ts';
import { jobDefaults } from '../../../features/company-jobs/job-form-values.ts';
import { jobIdParam } from '../../../features/managed-jobs/list.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireCompanyCanPost } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/edit';

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  pageMeta({ title: d?.job ? `Sửa tin: ${d.job.name}` : 'Sửa tin tuyển dụng', noindex: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireCompanyCanPost(context, request);
  const id = jobIdParam(params);
  const [job, options] = await Promise.all([
    loadCompanyJob(context, request, id),
    loadJobFormOptions(context, request),
  ]);
  // Only an admin brings a disabled job back; its page says so.
  if (job.status === 'disabled') throw redirect(`/company/jobs/${id}`);
  return { job, options };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireCompanyCanPost(context, request);
  return submitJob(context, request, jobIdParam(params));
}

export default function EditJobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, options } = loaderData;
  useActionFeedback(actionData);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/company/jobs/${job.id}`} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Quay lại tin tuyển dụng
        </Group>
      </Anchor>
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Sửa tin tuyển dụng
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Sau khi lưu, tin được gửi lại để quản trị viên phê duyệt.
        </Text>
      </div>
      <JobForm
        key={job.id}
        defaults={jobDefaults(job)}
        options={options}
        thumbnail={job.thumbnail}
        serverErrors={actionData?.fieldErrors}
        submitLabel="Lưu và gửi duyệt"
        cancelTo={`/company/jobs/${job.id}`}
      />
    </Stack>
  );
}
