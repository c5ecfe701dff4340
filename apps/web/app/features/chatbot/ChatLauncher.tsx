import { ChatLabel } from '@app/contract/client';
import { lazy, Suspense, useState } from 'react';
import classes from './ChatLauncher.module.css';

const loadPanel = () => import('./ChatPanel.tsx');
const LazyChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));

/**
 * The adviser's floating button on every page of the default layout. The panel's code (and its
 * CSS) is fetched on the first click only, so the public pages carry just this button.
 */
export function ChatLauncher() {
  const [stage, setStage] = useState<'closed' | 'loading' | 'open'>('closed');
  const open = () => {
    if (stage !== 'closed') return;
    setStage('loading');
    loadPanel().then(
      () => setStage('open'),
      () => setStage('closed'),
    );
  };
  return (
    <>
      <button
        type="button"
        className={classes.launcher}
        aria-label={ChatLabel.open}
        aria-haspopup="dialog"
        aria-busy={stage === 'loading' || undefined}
        data-testid="chat-open"
        onClick={open}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm5 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm5 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z"
          />
        </svg>
      </button>
      {stage === 'open' ? (
        <Suspense fallback={null}>
          <LazyChatPanel onClose={() => setStage('closed')} />
        </Suspense>
      ) : null}
    </>
  );
}
