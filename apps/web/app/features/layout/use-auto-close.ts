import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Closes a phone-only panel (drawer, collapsible sidebar) when the viewport grows past the
 * `sm` breakpoint (48em = 768 px) and when the visitor navigates elsewhere.
 */
export function useAutoClose(opened: boolean, close: () => void) {
  const wide = useMediaQuery('(min-width: 48em)');
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
