import { publicJobsEndpoints, todayInVietnam } from '@app/contract';
import { data, redirect } from 'react-router';
import {
  ApplyAction,
  ApplyDialogOnDemand,
  useApplyDialog,
} from '../../features/applications/ApplyAction.tsx';
import { loadApplyState } from '../../features/applications/apply-state.server.ts';
import {
  costText,
  formatDate,
  jobPlace,
  kindLabel,
  LIST_PATH,
  salaryText,
} from '../../features/jobs/format.ts';
import { cardJob, JobGrid, KIND_COLORS } from '../../features/jobs/JobCard.tsx';
import { CompanyPanel } from '../../features/jobs/JobCompanyPanel.tsx';
import { JobCostSheet } from '../../features/jobs/JobCostSheet.tsx';
import classes from '../../features/jobs/JobDetail.module.css';
import { ApplyPanel, JobBadges, KeyFacts, RichSection } from '../../features/jobs/JobDetailParts.tsx';
import { jobPostingJsonLd } from '../../features/jobs/job-posting-ld.ts';
import { WorkerKeeps } from '../../features/jobs/WorkerKeeps.tsx';
import { workerKeepsFor } from '../../features/jobs/worker-keeps.server.ts';
import { Crumbs } from '../../features/layout/Crumbs.tsx';
import shell from '../../features/layout/Shell.module.css';
import { SaveJobButton } from '../../features/saved-jobs/SaveJobButton.tsx';
import { loadSavedIds } from '../../features/saved-jobs/saved-ids.server.ts';
import { SavedJobsProvider } from '../../features/saved-jobs/saved-jobs-context.tsx';
import { ReportButton } from '../../features/scam/ReportButton.tsx';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { fileSrcSet } from '../../lib/image-src.ts';
import { absoluteUrl, pageMeta } from '../../lib/meta.ts';
import { renderOnly } from '../../lib/render-only.ts';
import type { Route } from './+types/job-detail';

const RELATED_SIZE = 4;

/**
 * The JobPosting JSON-LD, for the server's HTML only: it repeats the job (its description above
 * all), which the loader data holds already. Search engines read the server's page; the browser's
 * head keeps the script it was sent (React does not rewrite a script's content when hydrating),
 * and a job page reached by a link has only the posting's `@id` there (its own key, so the last
 * job's script is replaced).
 */
const jsonLdOf = renderOnly<object, Record<string, unknown>>();

const notFound = () =>
  data({ message: 'Chương trình không tồn tại hoặc đã ngừng nhận hồ sơ.' }, { status: 404 });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!/^[1-9][0-9]{0,15}$/.test(params.id) || !Number.isSafeInteger(id)) throw notFound();
  const x = params.slug || '-';
  // Related jobs need only the id: ask for both at once.
  const [res, related] = await Promise.all([
    callApi(context, request, publicJobsEndpoints.detail, { params: { id, x } }),
    callApi(context, request, publicJobsEndpoints.related, {
      params: { id, x },
      query: { limit: RELATED_SIZE },
    }),
  ]);
  if (!res.ok) {
    if (res.status === 404 || res.status === 422) throw notFound();
    throw data({ message: res.error.message }, { status: res.status });
  }
  const job = res.data;
  // Open jobs, and closed ones past their deadline (reached from saved jobs and applications);
  // disabled or unapproved jobs are never shown, even if the API answered.
  if (job.state !== 'approved' && job.state !== 'expired') throw notFound();
  const open = job.state === 'approved';
  if (params.slug !== job.slug) {
    const url = new URL(request.url);
    throw redirect(`${job.url}${url.search}`, 301);
  }
  const { publicUrl } = getBridge(context);
  const relatedJobs = related.ok ? related.data : [];
  const [savedIds, apply] = await Promise.all([
    loadSavedIds(context, request, [job.id, ...relatedJobs.map((j) => j.id)]),
    loadApplyState(context, request, job.id),
  ]);
  // A closed posting leaves search engines (Google asks to drop its JobPosting).
  if (open) jsonLdOf.hold(job, jobPostingJsonLd(job, publicUrl));
  return {
    job,
    related: relatedJobs.map(cardJob),
    savedIds,
    apply,
    today: todayInVietnam(),
    // What a worker keeps (labour export): computed here from the job and the query's assumptions.
    keeps: workerKeepsFor(job, new URL(request.url)),
    canonical: absoluteUrl(publicUrl, job.url),
    image: absoluteUrl(publicUrl, job.thumbnail ?? job.company_card.logo),
    noindex: !open,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta({ title: 'Không tìm thấy chương trình', noindex: true });
  const { job } = loaderData;
  const cost = costText(job.expense_max);
  const description = [
    `${kindLabel(job.kind)} – ${jobPlace(job)}`,
    `Lương ${salaryText(job)}`,
    cost ? `chi phí ${cost}` : null,
    `hạn nộp ${formatDate(job.deadline)}`,
    `${job.company_card.name}.`,
  ]
    .filter(Boolean)
    .join(', ');
  return pageMeta({
    title: job.name,
    description,
    canonical: loaderData.canonical,
    image: loaderData.image,
    type: 'article',
    jsonLd: loaderData.noindex ? undefined : (jsonLdOf.get(job) ?? { '@id': loaderData.canonical }),
    // Closed: out of the index, its links (company, related jobs) still followed.
    ...(loaderData.noindex ? { robots: 'noindex, follow' as const } : {}),
  });
};

export default function JobDetailPage({ loaderData }: Route.ComponentProps) {
  const { job, related, today, savedIds, apply, keeps } = loaderData;
  const applyDialog = useApplyDialog();
  const opening = applyDialog.stage === 'loading';
  const kindHref = `${LIST_PATH}?kind=${job.kind}`;
  return (
    <SavedJobsProvider ids={savedIds}>
      <div className={`${shell.container} ${classes.page}`}>
        <div className={classes.stack}>
          <Crumbs
            rowGap={4}
            items={[
              { to: '/', label: 'Trang chủ' },
              { to: LIST_PATH, label: 'Chương trình' },
              { to: kindHref, label: kindLabel(job.kind) },
            ]}
          />
          <div className={classes.layout}>
            <div className={classes.stack}>
              {job.thumbnail ? (
                <div className={classes.hero}>
                  {/* The page's largest picture (its LCP): fetched first, never lazy. */}
                  <img
                    src={job.thumbnail}
                    srcSet={fileSrcSet(job.thumbnail, [480, 960])}
                    sizes="(min-width: 75em) 860px, 100vw"
                    alt={job.name}
                    width={960}
                    height={420}
                    fetchPriority="high"
                    decoding="async"
                  />
                </div>
              ) : null}
              <div className={classes.paper}>
                <div className={classes.stack}>
                  <div className={classes.head}>
                    <div className={classes.row}>
                      <span className={`${shell.badge} ${classes.badge}`} data-color={KIND_COLORS[job.kind]}>
                        {kindLabel(job.kind)}
                      </span>
                      <p className={`${classes.sm} ${classes.dimmed}`}>
                        Đăng ngày {formatDate(job.published_at ?? job.created_at)}
                      </p>
                    </div>
                    <div className={classes.titleRow}>
                      <h1 className={classes.title}>{job.name}</h1>
                      <SaveJobButton jobId={job.id} />
                    </div>
                    <p className={`${classes.sm} ${classes.dimmed}`}>{job.company_card.name}</p>
                  </div>
                  <KeyFacts job={job} />
                  <JobBadges job={job} />
                </div>
              </div>
              {job.cost_sheet ? <JobCostSheet sheet={job.cost_sheet} /> : null}
              {keeps ? <WorkerKeeps view={keeps} action={job.url} /> : null}
              <RichSection title="Mô tả công việc" html={job.description} id="mo-ta" />
              <RichSection title="Yêu cầu" html={job.requirements} id="yeu-cau" />
              <RichSection title="Quyền lợi" html={job.benefits} id="quyen-loi" />
            </div>
            <aside className={classes.side} aria-label="Ứng tuyển và công ty">
              <ApplyPanel
                job={job}
                today={today}
                action={<ApplyAction job={job} state={apply} onOpen={applyDialog.open} opening={opening} />}
              />
              <CompanyPanel job={job} />
              <ReportButton target={{ job_id: job.id }} />
            </aside>
          </div>
          {related.length > 0 ? (
            <section className={classes.related} aria-labelledby="lien-quan">
              <h2 className={classes.h2} id="lien-quan">
                Chương trình liên quan
              </h2>
              <JobGrid jobs={related} headingOrder={3} />
            </section>
          ) : null}
          <div className={classes.bottomBar} data-bottom-bar>
            <div className={classes.bar}>
              <div>
                <p className={`${classes.xs} ${classes.dimmed}`}>Hạn nộp hồ sơ</p>
                <p className={classes.deadline}>
                  {formatDate(job.deadline)}
                  {job.state === 'expired' ? <span> (đã qua hạn)</span> : null}
                </p>
              </div>
              {apply.viewer === 'other' ? (
                <a href="#ung-tuyen" className={shell.button} data-variant="light">
                  Cách ứng tuyển
                </a>
              ) : (
                <ApplyAction job={job} state={apply} onOpen={applyDialog.open} opening={opening} compact />
              )}
            </div>
          </div>
        </div>
      </div>
      <ApplyDialogOnDemand job={job} state={apply} dialog={applyDialog} />
    </SavedJobsProvider>
  );
}
