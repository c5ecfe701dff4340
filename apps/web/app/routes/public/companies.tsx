import { publicJobsEndpoints } from '@app/contract';
import { COMPANY_SORTS, DOMESTIC_ACTIVITY, LICENCE_VERIFIED_LABEL } from '@app/contract/client';
import { Button, Container, EmptyState, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { data, Link, redirect, useNavigate } from 'react-router';
import { CompanyCard } from '../../features/companies/CompanyCard.tsx';
import { COMPANIES_PATH } from '../../features/jobs/format.ts';
import { LinkPagination, SearchBox } from '../../features/jobs/JobListControls.tsx';
import controls from '../../features/jobs/ListControls.module.css';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { absoluteUrl, pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/companies';

interface CompanyFilters {
  search: string;
  activity: '' | '1' | '2' | '3';
  /** '' is the default order (hiring now first); 'danh-gia-cao' the best rated first. */
  sort: '' | 'danh-gia-cao';
  /** Only companies with a verified labour-export licence (ADR 0030). */
  licence: boolean;
  page: number;
}

function readCompanyFilters(params: URLSearchParams): CompanyFilters {
  const activity = params.get('activity') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: (params.get('search') ?? '').trim().replace(/\s+/g, ' '),
    activity: activity === '1' || activity === '2' || activity === '3' ? activity : '',
    sort: params.get('sort') === 'danh-gia-cao' ? 'danh-gia-cao' : '',
    licence: params.get('licence_verified') === '1',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

function companySearch(f: CompanyFilters, change: Partial<CompanyFilters> = {}): string {
  const next = { ...f, ...change };
  const qs = new URLSearchParams();
  if (next.search) qs.set('search', next.search);
  if (next.activity) qs.set('activity', next.activity);
  if (next.sort) qs.set('sort', next.sort);
  if (next.licence) qs.set('licence_verified', '1');
  if (next.page > 1) qs.set('page', String(next.page));
  const s = qs.toString();
  return s ? `?${s}` : '';
}

const ACTIVITY_TABS = [
  { value: '', label: 'Tất cả' },
  { value: '2', label: 'Xuất khẩu lao động' },
  { value: '1', label: 'Du học' },
  { value: String(DOMESTIC_ACTIVITY), label: 'Việc làm trong nước' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = readCompanyFilters(url.searchParams);
  const known = new Set(['search', 'activity', 'sort', 'licence_verified', 'page']);
  const extra = [...url.searchParams.keys()].some((k) => !known.has(k));
  // Tidy URLs (a form sent without JavaScript carries empty fields); tracking parameters stay.
  if (!extra && companySearch(filters) !== url.search)
    throw redirect(`${COMPANIES_PATH}${companySearch(filters)}`);
  const res = await callApi(context, request, publicJobsEndpoints.companies, {
    query: {
      search: filters.search,
      activity: filters.activity,
      ...(filters.sort ? { sort: filters.sort } : {}),
      ...(filters.licence ? { licence_verified: '1' } : {}),
      page: filters.page,
      limit: 20,
    },
  });
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return {
    filters,
    page: res.data,
    canonical: absoluteUrl(getBridge(context).publicUrl, `${COMPANIES_PATH}${companySearch(filters)}`),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const f = loaderData?.filters;
  const heading =
    f?.activity === '2'
      ? 'Công ty xuất khẩu lao động'
      : f?.activity === '1'
        ? 'Công ty tư vấn du học'
        : f?.activity === '3'
          ? 'Công ty tuyển dụng việc làm trong nước'
          : 'Công ty xuất khẩu lao động và du học';
  return pageMeta({
    title: [f?.search ? `Tìm “${f.search}”` : null, heading, f && f.page > 1 ? `Trang ${f.page}` : null]
      .filter(Boolean)
      .join(' – '),
    description: `${loaderData?.page.total.toLocaleString('vi-VN') ?? ''} ${heading.toLowerCase()} trên ViệcXa: giấy phép, địa chỉ, đánh giá và các chương trình đang tuyển.`,
    canonical: loaderData?.canonical,
    // Keyword results are not worth indexing; the plain and per-activity lists are.
    ...(f?.search || loaderData?.page.items.length === 0 ? { robots: 'noindex, follow' as const } : {}),
  });
};

export default function CompaniesPage({ loaderData }: Route.ComponentProps) {
  const { filters, page } = loaderData;
  const navigate = useNavigate();
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    navigate(
      `${COMPANIES_PATH}${companySearch({ ...filters, search: String(form.get('search') ?? '').trim(), page: 1 })}`,
    );
  };

  return (
    <Container size="xl" px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 30 }}>
            Công ty xuất khẩu lao động và du học
          </Title>
          <Text c="dimmed">
            Tài khoản doanh nghiệp đã được quản trị viên kích hoạt. Hãy kiểm tra giấy phép trước khi nộp hồ
            sơ.
          </Text>
        </Stack>
        <search aria-label="Tìm công ty">
          <SearchBox
            key={filters.search}
            action={COMPANIES_PATH}
            label="Tên công ty"
            placeholder="Tên công ty…"
            defaultValue={filters.search}
            onSubmit={onSubmit}
          >
            {filters.activity ? <input type="hidden" name="activity" value={filters.activity} /> : null}
            {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
            {filters.licence ? <input type="hidden" name="licence_verified" value="1" /> : null}
          </SearchBox>
        </search>
        <Group justify="space-between" gap="sm">
          <Group gap={6} component="nav" aria-label="Lĩnh vực hoạt động">
            {ACTIVITY_TABS.map((t) => {
              const current = filters.activity === t.value;
              return (
                <Link
                  key={t.value}
                  to={`${COMPANIES_PATH}${companySearch(filters, { activity: t.value as CompanyFilters['activity'], page: 1 })}`}
                  aria-current={current ? 'page' : undefined}
                  className={`${controls.button} ${controls.tab}`}
                  data-variant={current ? undefined : 'default'}
                >
                  {t.label}
                </Link>
              );
            })}
          </Group>
          <Text fw={600} data-testid="company-count">
            {page.total.toLocaleString('vi-VN')} công ty
          </Text>
        </Group>
        <Group gap={6} component="nav" aria-label="Sắp xếp công ty">
          {COMPANY_SORTS.map((s) => {
            const value = s.value === 'danh-gia-cao' ? 'danh-gia-cao' : '';
            const current = filters.sort === value;
            return (
              <Link
                key={s.value}
                to={`${COMPANIES_PATH}${companySearch(filters, { sort: value, page: 1 })}`}
                aria-current={current ? 'page' : undefined}
                className={`${controls.button} ${controls.tab}`}
                data-variant={current ? undefined : 'default'}
              >
                {s.label}
              </Link>
            );
          })}
          <Link
            to={`${COMPANIES_PATH}${companySearch(filters, { licence: !filters.licence, page: 1 })}`}
            aria-current={filters.licence ? 'true' : undefined}
            className={`${controls.button} ${controls.tab}`}
            data-variant={filters.licence ? undefined : 'default'}
            data-testid="licence-filter"
          >
            {LICENCE_VERIFIED_LABEL}
          </Link>
        </Group>
        {page.items.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={{ base: 'sm', sm: 'lg' }}>
            {page.items.map((c) => (
              <CompanyCard key={c.id} company={c} />
            ))}
          </SimpleGrid>
        ) : (
          <Paper withBorder radius="lg" py="xl" px="md">
            <EmptyState
              icon={<IconBuildingOff size={28} />}
              variant="light"
              title="Không tìm thấy công ty phù hợp"
              description="Hãy thử tìm bằng tên ngắn hơn hoặc bỏ lọc lĩnh vực."
            >
              <EmptyState.Actions>
                <Button component={Link} to={COMPANIES_PATH} variant="light">
                  Xem tất cả công ty
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Paper>
        )}
        <LinkPagination
          page={page.page}
          pages={pages}
          href={(p) => `${COMPANIES_PATH}${companySearch(filters, { page: p })}`}
        />
      </Stack>
    </Container>
  );
}
