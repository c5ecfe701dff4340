import { publicJobsEndpoints, scamEndpoints } from '@app/contract';
import { ReportText, SCAM_REPORT_PATH } from '@app/contract/scam-text';
import { data, Form, useNavigation } from 'react-router';
import classes from '../../features/scam/Report.module.css';
import { ReportForm, type ReportResult, type ReportTarget } from '../../features/scam/ReportForm.tsx';
import { callApi } from '../../lib/api.server.ts';
import { errorText } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/report-scam';

const FIELDS = ['job_id', 'company_id', 'reason', 'details', 'contact', 'website'] as const;

const idParam = (v: string | null): number | undefined => {
  const n = Number(v);
  return v && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** `/bao-cao-tin-dang-ngo?job=ID` or `?company=ID`: what is reported, named when it is public. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target: ReportTarget = { job_id: idParam(url.searchParams.get('job')) };
  if (!target.job_id) target.company_id = idParam(url.searchParams.get('company'));
  let name: string | null = null;
  if (target.job_id) {
    const res = await callApi(context, request, publicJobsEndpoints.detail, {
      params: { id: target.job_id, x: '-' },
    });
    name = res.ok ? res.data.name : null;
  } else if (target.company_id) {
    const res = await callApi(context, request, publicJobsEndpoints.company, {
      params: { id: target.company_id },
    });
    name = res.ok ? res.data.name : null;
  }
  return { target, name };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: ReportText.title, description: ReportText.intro, noindex: true });

/** The form posts here, from this page or from the dialog's fetcher; the API checks and keeps it. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')]));
  const res = await callApi(context, request, scamEndpoints.report, { body: values });
  if (res.ok) return { ok: true, message: res.message ?? ReportText.thanks } satisfies ReportResult;
  const { website: _, ...kept } = values;
  return data(
    {
      ok: false,
      message: res.status === 422 ? ReportText.checkFields : errorText(res.error),
      fieldErrors: res.error.errors ?? {},
      values: kept,
    } satisfies ReportResult,
    { status: res.status },
  );
}

export default function ReportScam({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending =
    navigation.state === 'submitting' && navigation.formAction?.startsWith(SCAM_REPORT_PATH) === true;
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{ReportText.title}</h1>
      <p className={classes.lead}>
        {loaderData.name ? (
          <>
            Bạn đang báo cáo: <strong>{loaderData.name}</strong>.{' '}
          </>
        ) : null}
        {ReportText.intro}
      </p>
      <section className={classes.card} aria-label={ReportText.title}>
        <ReportForm target={loaderData.target} result={actionData} sending={sending} FormComponent={Form} />
      </section>
    </div>
  );
}
