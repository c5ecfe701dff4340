import { SavedJobMessage, savedJobsEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { data, Link } from 'react-router';
import { formatDate, LIST_PATH } from '../../features/jobs/format.ts';
import { JobCard } from '../../features/jobs/JobCard.tsx';
import { ListPagination } from '../../features/layout/ListPagination.tsx';
import { JobStateBadge } from '../../features/managed-jobs/JobStateBadge.tsx';
import { SavedJobsProvider } from '../../features/saved-jobs/saved-jobs-context.tsx';
import { callApi } from '../../lib/api.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/saved-jobs';

const PAGE_SIZE = 12;

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Chương trình đã lưu', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.employee);
  const raw = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isSafeInteger(raw) && raw >= 1 ? raw : 1;
  const res = await callApi(context, request, savedJobsEndpoints.list, { query: { page, limit: PAGE_SIZE } });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { page: res.data };
}

export default function SavedJobsPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const ids = page.items.map((j) => j.id);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Chương trình đã lưu
        </Title>
        <Text c="dimmed" size="sm" data-testid="saved-total">
          {page.total} chương trình
        </Text>
      </div>
      {page.items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm">
            <IconHeart size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text fw={600}>{SavedJobMessage.empty}</Text>
            <Text size="sm" c="dimmed" ta="center">
              Bấm biểu tượng trái tim trên một chương trình để lưu lại và xem sau.
            </Text>
            <Button component={Link} to={LIST_PATH} variant="light">
              Tìm chương trình
            </Button>
          </Stack>
        </Paper>
      ) : (
        <SavedJobsProvider ids={ids}>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing={{ base: 'sm', sm: 'lg' }}>
            {page.items.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                headingOrder={2}
                extra={
                  <Group gap="xs" justify="space-between" wrap="wrap">
                    <JobStateBadge state={job.state} size="sm" />
                    <Text size="xs" c="dimmed">
                      Đã lưu {formatDate(job.saved_at)}
                    </Text>
                  </Group>
                }
              />
            ))}
          </SimpleGrid>
        </SavedJobsProvider>
      )}
      <ListPagination total={page.total} page={page.page} limit={page.limit} />
    </Stack>
  );
}
