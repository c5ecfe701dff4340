import { companyReviewEndpoints, publicJobsEndpoints, type ReviewSort } from '@app/contract';
import { REPORT_COMPANY_BUTTON_LABEL } from '@app/contract/scam-label';
import { Container, EmptyState, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { data, redirect } from 'react-router';
import { CompanyHeader } from '../../features/companies/CompanyHeader.tsx';
import { websiteHref } from '../../features/companies/company-labels.ts';
import {
  REVIEW_PAGE_PARAM,
  REVIEW_SORT_PARAM,
  ReviewsSection,
  type ReviewViewer,
} from '../../features/company-reviews/ReviewsSection.tsx';
import { reviewAction } from '../../features/company-reviews/review-action.server.ts';
import { COMPANIES_PATH, companyPath } from '../../features/jobs/format.ts';
import { cardJob, JobGrid } from '../../features/jobs/JobCard.tsx';
import { LinkPagination } from '../../features/jobs/JobListControls.tsx';
import { Crumbs } from '../../features/layout/Crumbs.tsx';
import { loadSavedIds } from '../../features/saved-jobs/saved-ids.server.ts';
import { SavedJobsProvider } from '../../features/saved-jobs/saved-jobs-context.tsx';
import { ReportLink } from '../../features/scam/ReportLink.tsx';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
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
    // The cards' data trimmed to what a card shows (it is serialised into the page).
    jobs: { ...jobPage, items: jobPage.items.map(cardJob) },
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

/**
 * The review forms post here (write or edit a review, report one, the company's reply, a helpful
 * vote); the API checks and answers, its messages go back under the fields. The page never touches
 * the database.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  return reviewAction(context, request, Number(params.id));
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

export default function CompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company: c, jobs, savedIds } = loaderData;
  const pages = Math.max(1, Math.ceil(jobs.total / jobs.limit));

  return (
    <SavedJobsProvider ids={savedIds}>
      <Container size="xl" px={{ base: 'md', sm: 'xl' }} py={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="lg">
          <Crumbs
            items={[
              { to: '/', label: 'Trang chủ' },
              { to: COMPANIES_PATH, label: 'Công ty' },
            ]}
          />
          <CompanyHeader company={c} />
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
          <div>
            <ReportLink target={{ company_id: c.id }} label={REPORT_COMPANY_BUTTON_LABEL} />
          </div>
        </Stack>
      </Container>
    </SavedJobsProvider>
  );
}
