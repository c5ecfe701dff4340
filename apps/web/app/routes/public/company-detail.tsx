import { companyReviewEndpoints, publicJobsEndpoints, type ReviewSort } from '@app/contract';
import {
  Anchor,
  Avatar,
  Badge,
  Breadcrumbs,
  Container,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBriefcase,
  IconCalendar,
  IconCertificate,
  IconExternalLink,
  IconMapPin,
  IconStar,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { data, Link, redirect } from 'react-router';
import {
  ACTIVITY_COLORS,
  ACTIVITY_LABELS,
  LABOR_EXPORT_ACTIVITY,
  ratingText,
  websiteHref,
  websiteLabel,
} from '../../features/companies/company-labels.ts';
import {
  REVIEW_PAGE_PARAM,
  REVIEW_SORT_PARAM,
  type ReviewActionResult,
  ReviewsSection,
  type ReviewViewer,
} from '../../features/company-reviews/ReviewsSection.tsx';
import { COMPANIES_PATH, companyPath, formatDate } from '../../features/jobs/format.ts';
import { JobGrid } from '../../features/jobs/JobCard.tsx';
import { LinkPagination } from '../../features/jobs/JobListControls.tsx';
import { loadSavedIds } from '../../features/saved-jobs/saved-ids.server.ts';
import { SavedJobsProvider } from '../../features/saved-jobs/saved-jobs-context.tsx';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { errorText } from '../../lib/form-errors.ts';
import { fixedImageProps } from '../../lib/image-src.ts';
import { initials } from '../../lib/initials.ts';
import { absoluteUrl, pageMeta } from '../../lib/meta.ts';
import { getViewer } from '../../lib/session.server.ts';
import type { Route } from './+types/company-detail';

const JOBS_PAGE_SIZE = 12;
const REVIEWS_PAGE_SIZE = 10;

function positiveInt(raw: string | null): number {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) && n > 1 ? n : 1;
}
const notFound = () => data({ message: 'Công ty không tồn tại hoặc chưa được kích hoạt.' }, { status: 404 });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!/^[1-9][0-9]{0,15}$/.test(params.id)) throw notFound();
  const id = Number(params.id);
  const url = new URL(request.url);
  const rawPage = url.searchParams.get('page');
  const page = Number.parseInt(rawPage ?? '', 10);
  const pageNo = Number.isFinite(page) && page > 1 ? page : 1;
  if (rawPage !== null && String(pageNo) !== rawPage) {
    throw redirect(`${companyPath(id)}${pageNo > 1 ? `?page=${pageNo}` : ''}`);
  }
  const reviewPage = positiveInt(url.searchParams.get(REVIEW_PAGE_PARAM));
  const reviewSort: ReviewSort = url.searchParams.get(REVIEW_SORT_PARAM) === 'helpful' ? 'helpful' : 'newest';
  const [company, jobs, reviews, stats, viewer] = await Promise.all([
    callApi(context, request, publicJobsEndpoints.company, { params: { id } }),
    callApi(context, request, publicJobsEndpoints.companyJobs, {
      params: { id },
      query: { page: pageNo, limit: JOBS_PAGE_SIZE },
    }),
    callApi(context, request, companyReviewEndpoints.list, {
      params: { id },
      query: { page: reviewPage, limit: REVIEWS_PAGE_SIZE, sort: reviewSort },
    }),
    callApi(context, request, companyReviewEndpoints.stats, { params: { id } }),
    getViewer(context, request),
  ]);
  if (!company.ok) {
    if (company.status === 404 || company.status === 422) throw notFound();
    throw data({ message: company.error.message }, { status: company.status });
  }
  const { publicUrl } = getBridge(context);
  const c = company.data;
  const canonical = absoluteUrl(publicUrl, `${companyPath(id)}${pageNo > 1 ? `?page=${pageNo}` : ''}`);
  const site = websiteHref(c.website);
  const logo = absoluteUrl(publicUrl, c.logo);
  const jobPage = jobs.ok ? jobs.data : { items: [], total: 0, page: pageNo, limit: JOBS_PAGE_SIZE };
  const user = viewer.user;
  const reviewViewer: ReviewViewer = !user
    ? 'guest'
    : user.type === 'employee'
      ? 'employee'
      : user.type === 'company' && user.company?.id === id
        ? 'own-company'
        : 'other';
  const mine =
    reviewViewer === 'employee'
      ? await callApi(context, request, companyReviewEndpoints.mine, { params: { id } })
      : null;
  const reviewStats = stats.ok
    ? stats.data
    : {
        company_id: id,
        average: null,
        total: 0,
        distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 })),
        sub_ratings: {
          rating_costs: { average: null, count: 0 },
          rating_before_departure: { average: null, count: 0 },
          rating_abroad: { average: null, count: 0 },
        },
      };
  return {
    reviews: reviews.ok ? reviews.data : { items: [], total: 0, page: reviewPage, limit: REVIEWS_PAGE_SIZE },
    reviewSort,
    reviewStats,
    reviewViewer,
    myReview: mine?.ok ? mine.data : null,
    company: c,
    jobs: jobPage,
    savedIds: await loadSavedIds(
      context,
      request,
      jobPage.items.map((j) => j.id),
    ),
    canonical,
    logo,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: c.name,
      url: absoluteUrl(publicUrl, companyPath(id)),
      ...(logo ? { logo } : {}),
      ...(site ? { sameAs: site } : {}),
      ...(c.address
        ? { address: { '@type': 'PostalAddress', streetAddress: c.address, addressCountry: 'VN' } }
        : {}),
      ...(c.tax_code ? { taxID: c.tax_code } : {}),
      ...(reviewStats.total > 0 && reviewStats.average !== null
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: reviewStats.average,
              reviewCount: reviewStats.total,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}

const REVIEW_FIELDS = [
  'rating',
  'rating_costs',
  'rating_before_departure',
  'rating_abroad',
  'title',
  'content',
  'anonymous',
] as const;

/**
 * The review forms post here (write or edit a review, report one, the company's reply, a helpful
 * vote); the API checks and answers, its messages go back under the fields. The page never touches
 * the database.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const companyId = Number(params.id);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const reviewId = Number(form.get('review_id')) || null;
  const text = (name: string) => String(form.get(name) ?? '');
  const values: Record<string, string> = {};
  let res: Awaited<ReturnType<typeof callApi>>;
  if (intent === 'review') {
    for (const f of REVIEW_FIELDS) values[f] = text(f);
    const body = {
      rating: values.rating,
      rating_costs: values.rating_costs || null,
      rating_before_departure: values.rating_before_departure || null,
      rating_abroad: values.rating_abroad || null,
      title: values.title,
      content: values.content,
      anonymous: values.anonymous === 'on',
    };
    res = reviewId
      ? await callApi(context, request, companyReviewEndpoints.update, { params: { id: reviewId }, body })
      : await callApi(context, request, companyReviewEndpoints.create, {
          body: { ...body, company_id: companyId },
        });
  } else if (intent === 'report' && reviewId) {
    values.note = text('note');
    res = await callApi(context, request, companyReviewEndpoints.report, {
      params: { id: reviewId },
      body: { reason: text('reason'), ...(values.note ? { note: values.note } : {}) },
    });
  } else if (intent === 'reply' && reviewId) {
    values.content = text('content');
    res = await callApi(context, request, companyReviewEndpoints.reply, {
      params: { id: reviewId },
      body: { content: values.content },
    });
  } else if (intent === 'helpful' && reviewId) {
    res = await callApi(context, request, companyReviewEndpoints.helpful, {
      params: { id: reviewId },
      body: { helpful: text('helpful') !== '0' },
    });
  } else {
    return data(
      {
        intent,
        reviewId,
        ok: false,
        message: 'Yêu cầu không hợp lệ.',
        fieldErrors: {},
        values,
      } satisfies ReviewActionResult,
      { status: 400 },
    );
  }
  if (res.ok) {
    const message = res.message ?? (intent === 'helpful' ? 'Cảm ơn bạn đã đánh giá là hữu ích.' : '');
    return { intent, reviewId, ok: true, message, fieldErrors: {}, values: {} } satisfies ReviewActionResult;
  }
  return data(
    {
      intent,
      reviewId,
      ok: false,
      message: res.status === 422 ? 'Vui lòng kiểm tra lại các trường được đánh dấu.' : errorText(res.error),
      fieldErrors: res.error.errors ?? {},
      values,
    } satisfies ReviewActionResult,
    { status: res.status },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta({ title: 'Không tìm thấy công ty', noindex: true });
  const { company: c, jobs } = loaderData;
  const about = (c.description ?? '').replace(/\s+/g, ' ').trim();
  const description =
    about.length > 0
      ? about.length > 200
        ? `${about.slice(0, 197).replace(/\s+\S*$/, '')}…`
        : about
      : `${c.name}: ${jobs.total} chương trình đang tuyển, thông tin giấy phép, địa chỉ và đánh giá trên ViệcXa.`;
  return pageMeta({
    title: jobs.page > 1 ? `${c.name} – Trang ${jobs.page}` : c.name,
    description,
    canonical: loaderData.canonical,
    image: loaderData.logo,
    jsonLd: loaderData.jsonLd,
  });
};

function Row({ icon: Icon, children, color }: { icon: TablerIcon; children: ReactNode; color?: string }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Icon
        size={18}
        color={`var(--mantine-color-${color ?? 'gray-6'})`}
        style={{ flexShrink: 0, marginTop: 1 }}
        aria-hidden
      />
      <Text size="sm" style={{ minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

export default function CompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company: c, jobs, savedIds } = loaderData;
  const site = websiteHref(c.website);
  const laborExport = c.company_activity.includes(LABOR_EXPORT_ACTIVITY);
  const pages = Math.max(1, Math.ceil(jobs.total / jobs.limit));

  return (
    <SavedJobsProvider ids={savedIds}>
      <Container size="xl" px={{ base: 'md', sm: 'xl' }} py={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="lg">
          <Breadcrumbs separatorMargin={6} fz="sm">
            <Anchor component={Link} to="/" c="dimmed" inherit>
              Trang chủ
            </Anchor>
            <Anchor component={Link} to={COMPANIES_PATH} c="dimmed" inherit>
              Công ty
            </Anchor>
          </Breadcrumbs>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Group gap="md" wrap="nowrap" align="flex-start">
                <Avatar
                  src={c.logo}
                  alt={`Logo ${c.name}`}
                  imageProps={fixedImageProps(c.logo, 72, true)}
                  size={72}
                  radius="md"
                  color="blue"
                  style={{ border: '1px solid var(--mantine-color-gray-2)', flexShrink: 0 }}
                >
                  {initials(c.name, c.abbreviation)}
                </Avatar>
                <Stack gap={6} style={{ minWidth: 0 }}>
                  <Title order={1} fz={{ base: 20, sm: 28 }} lh={1.25}>
                    {c.name}
                  </Title>
                  {c.abbreviation ? (
                    <Text size="sm" c="dimmed">
                      {c.abbreviation}
                    </Text>
                  ) : null}
                  <Group gap={4}>
                    {c.company_activity.map((a) => (
                      <Badge key={a} variant="light" color={ACTIVITY_COLORS[a] ?? 'gray'} radius="sm">
                        {ACTIVITY_LABELS[a] ?? a}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {c.address ? <Row icon={IconMapPin}>{c.address}</Row> : null}
                {site ? (
                  <Row icon={IconExternalLink}>
                    <Anchor
                      href={site}
                      target="_blank"
                      rel="nofollow noopener noreferrer"
                      inherit
                      style={{ wordBreak: 'break-all' }}
                    >
                      {websiteLabel(site)}
                    </Anchor>
                  </Row>
                ) : null}
                {laborExport ? (
                  c.labor_license_number ? (
                    <Row icon={IconCertificate} color="green-7">
                      Giấy phép đưa người lao động đi làm việc ở nước ngoài:{' '}
                      <strong>{c.labor_license_number}</strong>
                      {c.labor_license_date ? `, cấp ngày ${formatDate(c.labor_license_date)}` : ''}
                    </Row>
                  ) : (
                    <Row icon={IconAlertTriangle} color="orange-7">
                      Chưa khai báo số giấy phép đưa người lao động đi làm việc ở nước ngoài.
                    </Row>
                  )
                ) : null}
                <Row icon={IconStar} color="yellow-7">
                  <span data-testid="company-rating">{ratingText(c.stats)}</span>
                </Row>
                <Row icon={IconBriefcase}>{c.job_count.toLocaleString('vi-VN')} chương trình đang tuyển</Row>
                <Row icon={IconCalendar}>Tham gia ViệcXa từ {formatDate(c.created_at)}</Row>
              </SimpleGrid>
              {c.fields.length > 0 ? (
                <div>
                  <Text size="sm" fw={600} mb={6}>
                    Lĩnh vực
                  </Text>
                  <Group gap={6}>
                    {c.fields.map((f) => (
                      <Badge
                        key={f.id}
                        variant="light"
                        color={ACTIVITY_COLORS[f.activity] ?? 'gray'}
                        radius="sm"
                        tt="none"
                        fw={500}
                        size="lg"
                      >
                        {f.name}
                      </Badge>
                    ))}
                  </Group>
                </div>
              ) : null}
              {c.tags.length > 0 ? (
                <div>
                  <Text size="sm" fw={600} mb={6}>
                    Thẻ
                  </Text>
                  <Group gap={6}>
                    {c.tags.map((t) => (
                      <Badge
                        key={t.id}
                        variant="outline"
                        color="gray"
                        radius="sm"
                        tt="none"
                        fw={500}
                        size="lg"
                      >
                        {t.name}
                      </Badge>
                    ))}
                  </Group>
                </div>
              ) : null}
            </Stack>
          </Paper>
          {c.description ? (
            <Paper
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'xl' }}
              component="section"
              aria-labelledby="gioi-thieu"
            >
              <Title order={2} fz={{ base: 18, sm: 22 }} mb="sm" id="gioi-thieu">
                Giới thiệu
              </Title>
              <Text lh={1.65} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {c.description}
              </Text>
            </Paper>
          ) : null}
          <Stack component="section" gap="md" aria-labelledby="dang-tuyen">
            <Title order={2} fz={{ base: 18, sm: 22 }} id="dang-tuyen">
              Chương trình đang tuyển ({jobs.total.toLocaleString('vi-VN')})
            </Title>
            {jobs.items.length > 0 ? (
              <JobGrid jobs={jobs.items} headingOrder={3} />
            ) : (
              <Paper withBorder radius="lg" py="xl" px="md">
                <EmptyState
                  icon={<IconBriefcase size={28} />}
                  variant="light"
                  title={
                    jobs.total > 0
                      ? 'Không còn chương trình ở trang này'
                      : 'Công ty chưa có chương trình đang tuyển'
                  }
                />
              </Paper>
            )}
            <LinkPagination
              page={jobs.page}
              pages={pages}
              href={(p) => `${companyPath(c.id)}${p > 1 ? `?page=${p}` : ''}`}
            />
          </Stack>
          <ReviewsSection
            companyPath={companyPath(c.id)}
            stats={loaderData.reviewStats}
            reviews={loaderData.reviews}
            sort={loaderData.reviewSort}
            viewer={loaderData.reviewViewer}
            mine={loaderData.myReview}
            result={actionData}
          />
        </Stack>
      </Container>
    </SavedJobsProvider>
  );
}
