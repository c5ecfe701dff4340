import { type ReportTarget, reportHref, reportTriggerClass } from './report-trigger.ts';

/**
 * The report trigger as a plain link to the report page, for the company page. The job page's
 * trigger (ReportButton) opens the form in a dialog instead; a component shared by both pages would
 * ride in the chunk every public page loads (vite.config.ts), so the company page takes this one.
 */
export function ReportLink({ target, label }: { target: ReportTarget; label: string }) {
  return (
    <a href={reportHref(target)} className={reportTriggerClass} data-testid="report-open" rel="nofollow">
      <span aria-hidden>⚠</span>
      {label}
    </a>
  );
}
