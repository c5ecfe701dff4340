import type { ApplicationListPage, ApplicationRow } from '@app/contract';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApplicationList } from './ApplicationList.tsx';

/** The applications of one job (company and admin pages): a way back, the title, the list. */
export function JobApplicationsPage({
  job,
  subtitle,
  page,
  jobHref,
  detailHref,
}: {
  job: { id: number; name: string };
  /** Before the count, e.g. the company name on the admin page. */
  subtitle?: string;
  page: ApplicationListPage;
  jobHref: string;
  detailHref: (row: ApplicationRow) => string;
}) {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={jobHref} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Về tin tuyển dụng
        </Group>
      </Anchor>
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          Hồ sơ ứng tuyển: {job.name}
        </Title>
        <Text c="dimmed" size="sm" data-testid="applications-total">
          {subtitle ? `${subtitle} · ` : ''}
          {page.total} hồ sơ
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <ApplicationList
          page={page}
          basePath={`${jobHref}/applications`}
          detailHref={detailHref}
          emptyText="Tin này chưa có ứng viên nào ứng tuyển."
        />
      </Paper>
    </Stack>
  );
}
