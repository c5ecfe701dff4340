import { type AdminReview, companyReviewEndpoints, publicJobsEndpoints } from '@app/contract';
import { access, REVIEW_STATUS_LABELS, REVIEW_STATUSES } from '@app/contract/client';
import { Badge, Checkbox, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { ModerationList } from '../../../features/admin-moderation/ModerationList.tsx';
import { loadModerationList } from '../../../features/admin-moderation/moderation.server.ts';
import { callApi } from '../../../lib/api.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { formatDateTime } from '../../../lib/vn-time.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Kiểm duyệt đánh giá', noindex: true });

/** The filters, all empty (not filtering) unless the URL has them. */
const FILTERS = { search: '', company_id: '', rating: '', reported: '', status: '', from: '', to: '' };

const RATINGS = [
  { value: '', label: 'Tất cả' },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} sao` })),
];
const STATUSES = [
  { value: '', label: 'Tất cả' },
  ...REVIEW_STATUSES.map((s) => ({ value: s, label: REVIEW_STATUS_LABELS[s] })),
];

export async function loader({ context, request }: Route.LoaderArgs) {
  // Spec §6: reviews are admin only; a sub_admin gets the 403 page.
  await requireUser(context, request, access.admin);
  const [{ page, filters }, companies] = await Promise.all([
    loadModerationList(context, request, companyReviewEndpoints.adminList, FILTERS),
    callApi(context, request, publicJobsEndpoints.companies, { query: { limit: 100, sort: 'danh-gia-cao' } }),
  ]);
  return {
    page,
    filters,
    companies: [
      { value: '', label: 'Tất cả công ty' },
      ...(companies.ok ? companies.data.items.map((c) => ({ value: String(c.id), label: c.name })) : []),
    ],
  };
}

const STATUS_COLORS = { published: 'green', hidden: 'gray', removed: 'red' } as const;

function ReviewCard({ review }: { review: AdminReview }) {
  return (
    <ModerationList.Row
      testId="admin-review"
      to={`/admin/review/${review.id}`}
      title={
        <>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)} {review.title}
        </>
      }
      badge={
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
      }
    >
      <Text size="sm" c="dimmed">
        {review.company_name} · {review.author.name}
        {review.anonymous ? ' (ẩn danh)' : ''} · {formatDateTime(review.created_at)}
      </Text>
      <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.content}
      </Text>
    </ModerationList.Row>
  );
}

type ReviewFiltersProps = Pick<Route.ComponentProps['loaderData'], 'filters' | 'companies'>;

/** The long filter form: search, company, stars, status, dates, reported only. */
function ReviewFilters({ filters, companies }: ReviewFiltersProps) {
  return (
    <ModerationList.Filters label="Lọc đánh giá" clearTo="/admin/review">
      <TextInput
        name="search"
        label="Tìm kiếm"
        placeholder="Tiêu đề, nội dung, người viết, công ty"
        defaultValue={filters.search}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <ModerationList.Select
          name="company_id"
          label="Công ty"
          value={filters.company_id}
          data={companies}
        />
        <ModerationList.Select name="rating" label="Số sao" value={filters.rating} data={RATINGS} />
        <ModerationList.Select name="status" label="Trạng thái" value={filters.status} data={STATUSES} />
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
    </ModerationList.Filters>
  );
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { page, filters, companies } = loaderData;
  return (
    <ModerationList
      title="Kiểm duyệt đánh giá"
      summary={<>{page.total} đánh giá</>}
      summaryTestId="reviews-total"
      filters={<ReviewFilters filters={filters} companies={companies} />}
      page={page}
      empty="Không có đánh giá nào."
      itemKey={(review) => review.id}
    >
      {(review) => <ReviewCard review={review} />}
    </ModerationList>
  );
}
