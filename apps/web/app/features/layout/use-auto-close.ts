import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const WIDE = '(min-width: 48em)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(WIDE);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the viewport is at least `sm` (48em = 768 px); false on the server. */
function useWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

/**
 * Closes a phone-only panel (drawer, collapsible sidebar) when the viewport grows past the
 * `sm` breakpoint (48em = 768 px) and when the visitor navigates elsewhere.
 */
export function useAutoClose(opened: boolean, close: () => void) {
  const wide = useWide();
  const location = useLocation();
  const here = location.pathname + location.search;
  const openedAt = useRef(here);

  useEffect(() => {
    if (opened && wide) close();
  }, [opened, wide, close]);

  useEffect(() => {
    if (!opened) openedAt.current = here;
    else if (openedAt.current !== here) close();
  }, [opened, here, close]);
}
