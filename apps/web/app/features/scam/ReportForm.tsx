import {
  REPORT_CONTACT_MAX,
  REPORT_DETAILS_MAX,
  REPORT_HONEYPOT,
  REPORT_REASONS,
  ReportText,
  SCAM_WARNING_PATH,
} from '@app/contract/scam-text';
import type { ComponentType, ReactNode } from 'react';
import classes from './Report.module.css';
import { type ReportTarget, reportHref } from './report-trigger.ts';

export type { ReportTarget } from './report-trigger.ts';

/** What the report page's action answers (to the page, or to the dialog's fetcher). */
export type ReportResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: Record<string, string[]>; values: Record<string, string> };

/** React Router's <Form> or a fetcher's: the props this form passes to either. */
type FormLike = ComponentType<{
  method: 'post';
  action: string;
  className?: string;
  noValidate?: boolean;
  children: ReactNode;
}>;

/**
 * The report form: a plain POST to /bao-cao-tin-dang-ngo (works before scripts load), rendered by
 * the page with React Router's <Form> and by the dialog with a fetcher's, so both share one action.
 * After a success it gives way to the thank-you message.
 */
export function ReportForm({
  target,
  result,
  sending,
  FormComponent,
  idPrefix = 'report',
}: {
  target: ReportTarget;
  result: ReportResult | undefined;
  sending: boolean;
  FormComponent: FormLike;
  idPrefix?: string;
}) {
  if (result?.ok) {
    return (
      <div className={classes.form}>
        <p className={`${classes.alert} ${classes.success}`} role="status" data-testid="report-thanks">
          {result.message}
        </p>
        <a href={SCAM_WARNING_PATH}>{ReportText.warningLink}</a>
      </div>
    );
  }
  const errors = result && !result.ok ? result.fieldErrors : {};
  const values = result && !result.ok ? result.values : {};
  const err = (k: string) => errors[k]?.join(' ');
  const id = (k: string) => `${idPrefix}-${k}`;
  const described = (k: string, hint?: boolean) =>
    err(k) ? `${id(k)}-error` : hint ? `${id(k)}-hint` : undefined;
  const targetError = err('job_id') ?? err('company_id');
  return (
    <FormComponent method="post" action={reportHref(target)} className={classes.form} noValidate>
      {result && !result.ok ? (
        <p className={`${classes.alert} ${classes.failure}`} role="alert">
          {targetError ?? result.message}
        </p>
      ) : null}
      {target.job_id ? <input type="hidden" name="job_id" value={target.job_id} /> : null}
      {target.company_id ? <input type="hidden" name="company_id" value={target.company_id} /> : null}
      <div className={classes.field}>
        <label className={classes.label} htmlFor={id('reason')}>
          {ReportText.reason}
        </label>
        <select
          className={classes.input}
          id={id('reason')}
          name="reason"
          defaultValue={values.reason ?? ''}
          required
          aria-invalid={err('reason') ? true : undefined}
          aria-describedby={described('reason')}
        >
          <option value="" disabled>
            {ReportText.reasonPlaceholder}
          </option>
          {REPORT_REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
        {err('reason') ? (
          <p className={classes.error} id={`${id('reason')}-error`}>
            {err('reason')}
          </p>
        ) : null}
      </div>
      <div className={classes.field}>
        <label className={classes.label} htmlFor={id('details')}>
          {ReportText.details}
        </label>
        <textarea
          className={classes.input}
          id={id('details')}
          name="details"
          maxLength={REPORT_DETAILS_MAX}
          defaultValue={values.details}
          required
          aria-invalid={err('details') ? true : undefined}
          aria-describedby={described('details', true)}
        />
        {err('details') ? (
          <p className={classes.error} id={`${id('details')}-error`}>
            {err('details')}
          </p>
        ) : (
          <p className={classes.hint} id={`${id('details')}-hint`}>
            {ReportText.detailsHint}
          </p>
        )}
      </div>
      <div className={classes.field}>
        <label className={classes.label} htmlFor={id('contact')}>
          {ReportText.contact}
        </label>
        <input
          className={classes.input}
          id={id('contact')}
          name="contact"
          autoComplete="email"
          maxLength={REPORT_CONTACT_MAX}
          defaultValue={values.contact}
          aria-invalid={err('contact') ? true : undefined}
          aria-describedby={described('contact', true)}
        />
        {err('contact') ? (
          <p className={classes.error} id={`${id('contact')}-error`}>
            {err('contact')}
          </p>
        ) : (
          <p className={classes.hint} id={`${id('contact')}-hint`}>
            {ReportText.contactHint}
          </p>
        )}
      </div>
      <div className={classes.honeypot} aria-hidden>
        <label htmlFor={id('website')}>Website</label>
        <input id={id('website')} name={REPORT_HONEYPOT} tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className={classes.submit} disabled={sending}>
        {sending ? ReportText.sending : ReportText.submit}
      </button>
      <a href={SCAM_WARNING_PATH} className={classes.hint}>
        {ReportText.warningLink}
      </a>
    </FormComponent>
  );
}
