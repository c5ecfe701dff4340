import { lazy, Suspense, useState } from 'react';
import classes from './ChatLauncher.module.css';

const ChatPanel = lazy(() => import('./ChatPanel.tsx'));

/**
 * The button's name, kept here rather than with the panel's texts in the contract: any import of
 * those from the page's own code would put them all in the shared bundle of every public page.
 */
const OPEN_LABEL = 'Mở trợ lý tư vấn';

/**
 * The adviser's floating button on every page of the default layout. The panel's code (and its
 * CSS and texts) is fetched on the first click only, so the public pages carry just this button.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={classes.launcher}
        aria-label={OPEN_LABEL}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4V6a2 2 0 0 1 0-2Z" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
