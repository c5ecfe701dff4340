import { jobAlertEndpoints, publicJobsEndpoints } from '@app/contract';
import { JOB_ALERT_FREQUENCIES, JobAlertFrequencyLabel } from '@app/contract/endpoints/job-alerts-text';
import { useState } from 'react';
import { data, Link, redirect } from 'react-router';
import { Icon } from '../../features/icons/Icon.tsx';
import { JobAlertControl, type JobAlertFormResult } from '../../features/job-alerts/JobAlertControl.tsx';
import { loadFilterOptions } from '../../features/jobs/filter-options.server.ts';
import { activeFilters, listHeading } from '../../features/jobs/filter-options.ts';
import { serverOptions } from '../../features/jobs/filter-options-source.ts';
import { LIST_PATH } from '../../features/jobs/format.ts';
import { cardJob, JobGrid } from '../../features/jobs/JobCard.tsx';
import { JobFilterForm } from '../../features/jobs/JobFilters.tsx';
import classes from '../../features/jobs/JobList.module.css';
import {
  ActiveFilterPills,
  KeywordSearch,
  LinkPagination,
  SortForm,
} from '../../features/jobs/JobListControls.tsx';
import controls from '../../features/jobs/ListControls.module.css';
import {
  activeFilterCount,
  apiQuery,
  filterSearch,
  isIndexable,
  readFilters,
  tidySearch,
} from '../../features/jobs/search-params.ts';
import { EmptyResult } from '../../features/layout/EmptyResult.tsx';
import { Sheet } from '../../features/layout/Sheet.tsx';
import shell from '../../features/layout/Shell.module.css';
import { loadSavedIds } from '../../features/saved-jobs/saved-ids.server.ts';
import { SavedJobsProvider } from '../../features/saved-jobs/saved-jobs-context.tsx';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { errorText } from '../../lib/form-errors.ts';
import { absoluteUrl, pageMeta } from '../../lib/meta.ts';
import { getViewer } from '../../lib/session.server.ts';
import type { Route } from './+types/jobs';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A GET form sent without JavaScript carries its empty fields: answer with the tidy URL.
  const tidy = tidySearch(url.searchParams);
  if (tidy !== url.search) throw redirect(`${LIST_PATH}${tidy}`);
  const filters = readFilters(url.searchParams);
  const [list, options] = await Promise.all([
    callApi(context, request, publicJobsEndpoints.list, { query: apiQuery(filters) }),
    loadFilterOptions(context, request),
  ]);
  if (!list.ok) {
    if (list.status === 422 && url.search !== '') {
      // A hand-edited value (nation=xyz, age=5): drop the refused parameters and show the rest.
      const params = new URLSearchParams(url.searchParams);
      for (const key of Object.keys(list.error.errors ?? {})) params.delete(key.split('.')[0] as string);
      const next = tidySearch(params);
      throw redirect(`${LIST_PATH}${next === url.search ? '' : next}`);
    }
    throw data({ message: list.error.message }, { status: list.status });
  }
  const { publicUrl } = getBridge(context);
  const { user } = await getViewer(context, request);
  serverOptions.hold(filters, options);
  return {
    filters,
    page: { ...list.data, items: list.data.items.map(cardJob) },
    // The labels the page shows of the option lists (the lists themselves stay out of its data).
    heading: listHeading(filters, options),
    active: activeFilters(filters, options),
    savedIds: await loadSavedIds(
      context,
      request,
      list.data.items.map((j) => j.id),
    ),
    canonical: absoluteUrl(publicUrl, `${LIST_PATH}${filterSearch(filters)}`),
    indexable: isIndexable(filters) && list.data.items.length > 0,
    /**
     * The job-alert form: guests give an address, a candidate's alert goes to the account's; other
     * accounts cannot have alerts (1181), so they do not see the form.
     */
    alertForm: !user ? ('guest' as const) : user.type === 'employee' ? ('candidate' as const) : null,
    alertFrequencies: JOB_ALERT_FREQUENCIES.map((f) => ({ value: f, label: JobAlertFrequencyLabel[f] })),
  };
}

/** The list's filters a job alert keeps (ADR 0036); the others are named as left out. */
const ALERT_KEYS = new Set(['kind', 'nation', 'province', 'field', 'salary_min', 'salary_max']);

/** "Nhận việc làm mới qua email": the search of this URL saved as a job alert (issue 18 item 4). */
export async function action({ context, request }: Route.ActionArgs) {
  const f = readFilters(new URL(request.url).searchParams);
  const form = await request.formData();
  const res = await callApi(context, request, jobAlertEndpoints.create, {
    body: {
      search: f.search,
      kind: f.kind,
      nation: f.nation,
      province: f.province,
      field: f.field,
      salary_min: f.salary_min,
      salary_max: f.salary_max,
      frequency: String(form.get('frequency') ?? 'daily'),
      email: String(form.get('email') ?? ''),
    },
  });
  if (res.ok) return { ok: true, message: res.message ?? '' } satisfies JobAlertFormResult;
  const fieldError = Object.values(res.error.errors ?? {})[0]?.[0];
  return data({ ok: false, message: fieldError ?? errorText(res.error) } satisfies JobAlertFormResult, {
    status: res.status,
  });
}

/** Saving an alert changes nothing the list shows: no reload of the list after it. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}) {
  return formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta({ title: 'Chương trình XKLĐ, du học và việc làm' });
  const { filters, page, heading } = loaderData;
  const title = [
    filters.search ? `Tìm “${filters.search}”` : null,
    heading,
    filters.page > 1 ? `Trang ${filters.page}` : null,
  ]
    .filter(Boolean)
    .join(' – ');
  return pageMeta({
    title,
    description: `${page.total_capped ? 'Hơn ' : ''}${page.total.toLocaleString('vi-VN')} ${heading.charAt(0).toLowerCase()}${heading.slice(1)} đang tuyển: mức lương, chi phí, hạn nộp hồ sơ ghi rõ, tin đã được kiểm duyệt trên ViệcXa.`,
    canonical: loaderData.canonical,
    ...(loaderData.indexable ? {} : { robots: 'noindex, follow' as const }),
  });
};

export default function JobListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, page, active } = loaderData;
  const [drawerOpened, setDrawerOpened] = useState(false);
  const closeDrawer = () => setDrawerOpened(false);
  // Uncontrolled forms start again from the loaded filters whenever those change.
  const stateKey = filterSearch(filters);
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  const count = activeFilterCount(filters);
  const pageHref = (p: number) => `${LIST_PATH}${filterSearch(filters, { page: p })}`;

  return (
    <div className={`${shell.container} ${classes.page}`}>
      <h1 className={classes.title}>{loaderData.heading}</h1>
      <KeywordSearch key={`k${filters.search}`} filters={filters} />
      <div className={classes.layout}>
        <aside id="bo-loc" className={classes.aside} aria-labelledby="bo-loc-title">
          <div className={classes.panel}>
            <div className={classes.panelHead}>
              <h2 className={classes.panelTitle} id="bo-loc-title">
                Bộ lọc
              </h2>
              <a
                href="#danh-sach"
                className={`${controls.button} ${classes.phoneOnly}`}
                data-variant="subtle"
                data-size="compact"
                data-section
              >
                <Icon name="x" size={16} />
                Đóng
              </a>
            </div>
            <JobFilterForm key={`a${stateKey}`} filters={filters} />
          </div>
        </aside>
        <div className={classes.results} id="danh-sach">
          <div className={classes.bar}>
            <p className={classes.count} data-testid="result-count" aria-live="polite">
              {`${page.total_capped ? 'Hơn ' : ''}${page.total.toLocaleString('vi-VN')} chương trình`}
            </p>
            <div className={classes.barActions}>
              {/* biome-ignore lint/a11y/useValidAnchor: without JavaScript it opens the #bo-loc sheet */}
              <a
                href="#bo-loc"
                className={`${controls.button} ${classes.phoneOnly}`}
                data-variant="default"
                data-section
                onClick={(e) => {
                  e.preventDefault();
                  setDrawerOpened(true);
                }}
              >
                <Icon name="adjustments" />
                Bộ lọc
                {count > 0 ? <span className={controls.count}>{count}</span> : null}
              </a>
              <SortForm key={`s${stateKey}`} filters={filters} />
            </div>
          </div>
          <ActiveFilterPills filters={filters} active={active} />
          {loaderData.alertForm ? (
            <JobAlertControl
              action={`${LIST_PATH}${filterSearch(filters, { page: 1 })}`}
              criteria={
                [
                  filters.search ? `“${filters.search}”` : null,
                  ...active.filter((a) => ALERT_KEYS.has(a.key)).map((a) => a.label),
                ]
                  .filter(Boolean)
                  .join(' · ') || null
              }
              left={active.filter((a) => !ALERT_KEYS.has(a.key)).map((a) => a.label)}
              askEmail={loaderData.alertForm === 'guest'}
              frequencies={loaderData.alertFrequencies}
              result={actionData}
            />
          ) : null}
          {page.keyword_match === 'similar' && page.items.length > 0 ? (
            <p className={classes.similar}>
              Không có chương trình chứa đúng “{filters.search}”. Dưới đây là các kết quả có cách viết gần
              giống.
            </p>
          ) : null}
          {page.items.length > 0 ? (
            <SavedJobsProvider ids={loaderData.savedIds}>
              <JobGrid jobs={page.items} maxCols={3} headingOrder={2} />
            </SavedJobsProvider>
          ) : (
            <EmptyResult
              icon="search"
              title={
                page.total > 0 ? 'Không còn chương trình ở trang này' : 'Không tìm thấy chương trình phù hợp'
              }
              text={
                page.total > 0
                  ? 'Trang bạn mở vượt quá số kết quả hiện có.'
                  : 'Hãy thử bỏ bớt bộ lọc, hoặc tìm bằng từ khóa ngắn hơn.'
              }
            >
              <Link
                to={page.total > 0 ? pageHref(1) : LIST_PATH}
                className={shell.button}
                data-variant="light"
              >
                {page.total > 0 ? 'Về trang đầu' : 'Xem tất cả chương trình'}
              </Link>
            </EmptyResult>
          )}
          <LinkPagination page={page.page} pages={pages} href={pageHref} />
        </div>
      </div>
      {drawerOpened ? (
        <Sheet
          label="Bộ lọc"
          title="Bộ lọc"
          closeLabel="Đóng bộ lọc"
          position="bottom"
          size="92%"
          onClose={closeDrawer}
        >
          <JobFilterForm filters={filters} onApplied={closeDrawer} />
        </Sheet>
      ) : null}
    </div>
  );
}
