import { type AdminReview, companyReviewEndpoints, publicJobsEndpoints } from '@app/contract';
import { access, REVIEW_STATUS_LABELS, REVIEW_STATUSES } from '@app/contract/client';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Form, Link } from 'react-router';
import { ListPagination } from '../../../features/layout/ListPagination.tsx';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { formatDateTime } from '../../../lib/vn-time.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Kiểm duyệt đánh giá', noindex: true });

const FILTERS = ['search', 'company_id', 'rating', 'reported', 'status', 'from', 'to'] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  // Spec §6: reviews are admin only; a sub_admin gets the 403 page.
  await requireUser(context, request, access.admin);
  const url = new URL(request.url);
  const filters = Object.fromEntries(FILTERS.map((f) => [f, url.searchParams.get(f) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const [res, companies] = await Promise.all([
    callApi(context, request, companyReviewEndpoints.adminList, { query: { ...filters, page } }),
    callApi(context, request, publicJobsEndpoints.companies, { query: { limit: 100, sort: 'danh-gia-cao' } }),
  ]);
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  return {
    page: res.data,
    filters,
    companies: companies.ok ? companies.data.items.map((c) => ({ value: String(c.id), label: c.name })) : [],
  };
}

const STATUS_COLORS = { published: 'green', hidden: 'gray', removed: 'red' } as const;

function ReviewCard({ review }: { review: AdminReview }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="admin-review">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor
            component={Link}
            to={`/admin/review/${review.id}`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {'★'.repeat(review.rating)}
            {'☆'.repeat(5 - review.rating)} {review.title}
          </Anchor>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {review.open_reports > 0 ? (
              <Badge color="orange" variant="light">
                {review.open_reports} báo cáo
              </Badge>
            ) : null}
            <Badge color={STATUS_COLORS[review.status]} variant="light">
              {REVIEW_STATUS_LABELS[review.status]}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {review.company_name} · {review.author.name}
          {review.anonymous ? ' (ẩn danh)' : ''} · {formatDateTime(review.created_at)}
        </Text>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.content}
        </Text>
      </Stack>
    </Paper>
  );
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { page, filters, companies } = loaderData;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Kiểm duyệt đánh giá
        </Title>
        <Text c="dimmed" size="sm" data-testid="reviews-total">
          {page.total} đánh giá
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Form method="get" role="search" aria-label="Lọc đánh giá">
          <Stack gap="sm">
            <TextInput
              name="search"
              label="Tìm kiếm"
              placeholder="Tiêu đề, nội dung, người viết, công ty"
              defaultValue={filters.search}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <NativeSelect
                name="company_id"
                label="Công ty"
                defaultValue={filters.company_id}
                data={[{ value: '', label: 'Tất cả công ty' }, ...companies]}
              />
              <NativeSelect
                name="rating"
                label="Số sao"
                defaultValue={filters.rating}
                data={[
                  { value: '', label: 'Tất cả' },
                  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} sao` })),
                ]}
              />
              <NativeSelect
                name="status"
                label="Trạng thái"
                defaultValue={filters.status}
                data={[
                  { value: '', label: 'Tất cả' },
                  ...REVIEW_STATUSES.map((s) => ({ value: s, label: REVIEW_STATUS_LABELS[s] })),
                ]}
              />
              <TextInput type="date" name="from" label="Từ ngày" defaultValue={filters.from} />
              <TextInput type="date" name="to" label="Đến ngày" defaultValue={filters.to} />
              <Checkbox
                name="reported"
                value="1"
                label="Chỉ đánh giá bị báo cáo"
                defaultChecked={filters.reported === '1'}
                mt={{ base: 0, sm: 30 }}
              />
            </SimpleGrid>
            <Group gap="xs">
              <Button type="submit">Lọc</Button>
              <Button component={Link} to="/admin/review" variant="default">
                Xóa bộ lọc
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
      {page.items.length === 0 ? (
        <Text c="dimmed">Không có đánh giá nào.</Text>
      ) : (
        page.items.map((review) => <ReviewCard key={review.id} review={review} />)
      )}
      <ListPagination total={page.total} page={page.page} limit={page.limit} />
    </Stack>
  );
}
