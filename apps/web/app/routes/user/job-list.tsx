import { employeeEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { data, Link } from 'react-router';
import { pageParam } from '../../features/employee/load.server.ts';
import { LIST_PATH } from '../../features/jobs/format.ts';
import { JobCard } from '../../features/jobs/JobCard.tsx';
import { ListPagination } from '../../features/layout/ListPagination.tsx';
import { loadSavedIds } from '../../features/saved-jobs/saved-ids.server.ts';
import { SavedJobsProvider } from '../../features/saved-jobs/saved-jobs-context.tsx';
import { callApi } from '../../lib/api.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/job-list';

const PAGE_SIZE = 12;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Chương trình phù hợp với bạn', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.employee);
  const res = await callApi(context, request, employeeEndpoints.jobList, {
    query: { page: pageParam(request), limit: PAGE_SIZE },
  });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  const savedIds = await loadSavedIds(
    context,
    request,
    res.data.items.map((j) => j.id),
  );
  return { page: res.data, savedIds };
}

export default function UserJobListPage({ loaderData }: Route.ComponentProps) {
  const { page, savedIds } = loaderData;
  const byWishes = page.matched_by === 'wishes';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Chương trình phù hợp với bạn
        </Title>
        <Text c="dimmed" size="sm" data-testid="job-list-total">
          {byWishes
            ? `${page.total} chương trình theo quốc gia và lĩnh vực bạn mong muốn`
            : `${page.total} chương trình mới nhất`}
        </Text>
      </div>
      {!byWishes ? (
        <Paper withBorder radius="lg" p="md" bg="var(--mantine-color-blue-light)">
          <Text size="sm">
            Bạn chưa chọn nguyện vọng.{' '}
            <Anchor component={Link} to="/user/update-profile">
              Chọn quốc gia và lĩnh vực mong muốn
            </Anchor>{' '}
            để nhận gợi ý và thông báo khi có chương trình phù hợp.
          </Text>
        </Paper>
      ) : null}
      {page.items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm">
            <IconTargetArrow size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text fw={600} ta="center">
              Chưa có chương trình nào phù hợp với nguyện vọng của bạn
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              Thử thêm quốc gia hoặc lĩnh vực mong muốn, hoặc xem tất cả chương trình.
            </Text>
            <Button component={Link} to="/user/update-profile" variant="light">
              Cập nhật nguyện vọng
            </Button>
            <Anchor component={Link} to={LIST_PATH} size="sm">
              Xem tất cả chương trình
            </Anchor>
          </Stack>
        </Paper>
      ) : (
        <SavedJobsProvider ids={savedIds}>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing={{ base: 'sm', sm: 'lg' }}>
            {page.items.map((job) => (
              <JobCard key={job.id} job={job} headingOrder={2} />
            ))}
          </SimpleGrid>
        </SavedJobsProvider>
      )}
      <ListPagination total={page.total} page={page.page} limit={page.limit} />
    </Stack>
  );
}
