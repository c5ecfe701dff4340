import { ReportText } from '@app/contract/scam-text';
import { useFetcher } from 'react-router';
import { Sheet } from '../layout/Sheet.tsx';
import classes from './Report.module.css';
import { ReportForm, type ReportResult, type ReportTarget } from './ReportForm.tsx';

/**
 * The report form in a dialog, loaded on the first click (ReportButton.tsx); it posts to the report
 * page's action through a fetcher, so the page under it stays where it is.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const fetcher = useFetcher<ReportResult>();
  return (
    <Sheet
      id="report-dialog"
      label={ReportText.title}
      title={ReportText.title}
      closeLabel={ReportText.cancel}
      position="right"
      size="min(100vw, 440px)"
      onClose={onClose}
    >
      <div className={classes.body}>
        <p className={classes.hint}>{ReportText.intro}</p>
        <br />
        <ReportForm
          target={target}
          result={fetcher.data}
          sending={fetcher.state !== 'idle'}
          FormComponent={fetcher.Form}
          idPrefix="report-dialog"
        />
      </div>
    </Sheet>
  );
}
