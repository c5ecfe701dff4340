import { REPORT_BUTTON_LABEL } from '@app/contract/scam-label';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { type ReportTarget, reportHref, reportTriggerClass } from './report-trigger.ts';

const loadDialog = () => import('./ReportDialog.tsx');
const LazyDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportDialog })));

/**
 * "Báo cáo tin đáng ngờ" on job and company pages. A link to the report page (works without
 * scripts); with scripts a click opens the dialog instead, its code fetched on that first click so
 * the public pages stay within their byte budgets (like the converter's button).
 */
export function ReportButton({
  target,
  label = REPORT_BUTTON_LABEL,
}: {
  target: ReportTarget;
  label?: string;
}) {
  const [stage, setStage] = useState<'closed' | 'loading' | 'open'>('closed');
  const href = reportHref(target);
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window: the page does it.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    if (stage !== 'closed') return;
    setStage('loading');
    loadDialog().then(
      () => setStage('open'),
      () => window.location.assign(href),
    );
  };
  return (
    <>
      <a
        href={href}
        className={reportTriggerClass}
        onClick={open}
        aria-haspopup="dialog"
        aria-busy={stage === 'loading' || undefined}
        data-testid="report-open"
        rel="nofollow"
      >
        <span aria-hidden>⚠</span>
        {label}
      </a>
      {stage === 'open' ? (
        <Suspense fallback={null}>
          <LazyDialog target={target} onClose={() => setStage('closed')} />
        </Suspense>
      ) : null}
    </>
  );
}
