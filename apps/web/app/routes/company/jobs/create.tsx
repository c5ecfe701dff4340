import { Stack, Text, Title } from '@mantine/core';
import { loadJobFormOptions } from '../../../features/company-jobs/form-options.server.ts';
import { JobForm } from '../../../features/company-jobs/JobForm.tsx';
import { submitJob } from '../../../features/company-jobs/job-actions.server.ts';
import { NEW_JOB_DEFAULTS } from '../../../features/company-jobs/job-form-values.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireCompanyCanPost } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/create';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Đăng tin tuyển dụng', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireCompanyCanPost(context, request);
  return { options: await loadJobFormOptions(context, request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireCompanyCanPost(context, request);
  return submitJob(context, request);
}

export default function CreateJobPage({ loaderData, actionData }: Route.ComponentProps) {
  useActionFeedback(actionData);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Đăng tin tuyển dụng
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Tin được đăng công khai sau khi quản trị viên phê duyệt.
        </Text>
      </div>
      <JobForm
        defaults={NEW_JOB_DEFAULTS}
        options={loaderData.options}
        serverErrors={actionData?.fieldErrors}
        submitLabel="Đăng tin"
        cancelTo="/company/jobs"
      />
    </Stack>
  );
}
