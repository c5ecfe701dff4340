import { lazy, Suspense, useState } from 'react';
import classes from './CurrencyButton.module.css';

const loadDialog = () => import('./CurrencyDialog.tsx');
const LazyDialog = lazy(() => loadDialog().then((m) => ({ default: m.CurrencyDialog })));

/**
 * Opens the converter dialog. Its code (form, pickers, dialog) is fetched on the first click, so
 * the public pages carrying this button stay within their weight budgets (docs/performance.md).
 */
export function CurrencyButton({
  compact = false,
}: {
  /** Icon only on phones (the header). */ compact?: boolean;
}) {
  const [stage, setStage] = useState<'closed' | 'loading' | 'open'>('closed');
  const open = () => {
    if (stage !== 'closed') return;
    setStage('loading');
    loadDialog().then(
      () => setStage('open'),
      () => {
        // The chunk did not come (offline, new deployment): the page does the same job.
        window.location.assign('/currency-exchange');
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className={classes.trigger}
        aria-label={compact ? 'Quy đổi tiền tệ' : undefined}
        onClick={open}
        aria-haspopup="dialog"
        aria-busy={stage === 'loading' || undefined}
        data-testid="currency-open"
      >
        <span className={classes.sign} aria-hidden>
          ₫
        </span>
        <span className={compact ? classes.triggerText : undefined}>Quy đổi tiền tệ</span>
      </button>
      {stage === 'open' ? (
        <Suspense fallback={null}>
          <LazyDialog onClose={() => setStage('closed')} />
        </Suspense>
      ) : null}
    </>
  );
}
