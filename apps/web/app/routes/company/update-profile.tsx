import { companyProfileEndpoints } from '@app/contract';
import { Stack, Text, Title } from '@mantine/core';
import { data, redirect, useActionData } from 'react-router';
import { CompanyProfileForm } from '../../features/company-profile/CompanyProfileForm.tsx';
import {
  loadFormOptions,
  loadProfile,
  requireCompanyOwner,
} from '../../features/company-profile/load.server.ts';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import type { Route } from './+types/update-profile';

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Cập nhật thông tin công ty', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireCompanyOwner(context, request);
  const [profile, options] = await Promise.all([
    loadProfile(context, request),
    loadFormOptions(context, request),
  ]);
  return { profile, ...options };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireCompanyOwner(context, request);
  const res = await callApi(context, request, companyProfileEndpoints.update, {
    body: await request.formData(),
  });
  if (res.ok) return redirect('/company/settings?saved=1');
  return data<ActionFeedback>(
    { status: res.status, fieldErrors: (res.error.errors ?? {}) as FieldErrors, error: res.error },
    { status: res.status },
  );
}

export default function UpdateCompanyProfile({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  useActionFeedback(result);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={26}>
          Cập nhật thông tin công ty
        </Title>
        <Text c="dimmed" mt={4}>
          Quản trị viên dựa vào các thông tin này để xác thực doanh nghiệp trước khi tin tuyển dụng được đăng.
        </Text>
      </div>
      <CompanyProfileForm {...loaderData} serverErrors={result?.fieldErrors} />
    </Stack>
  );
}
