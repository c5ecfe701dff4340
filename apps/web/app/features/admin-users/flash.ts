import { useEffect } from 'react';
import { type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router';
import { notifySuccess } from '../../lib/notify.ts';
import { type FlashKey, flashMessages } from './account-labels.ts';

/** The page an action redirects to after success, carrying which success toast to show. */
export function withFlash(path: string, key: FlashKey): string {
  return `${path}${path.includes('?') ? '&' : '?'}ok=${key}`;
}

/** Shows the success toast of `?ok=key` once, then drops the parameter from the address. */
export function useFlash(): void {
  const [params, setParams] = useSearchParams();
  const key = params.get('ok');
  useEffect(() => {
    if (!key) return;
    const message = key in flashMessages ? flashMessages[key as FlashKey] : undefined;
    if (message) notifySuccess(message);
    setParams(
      (p) => {
        p.delete('ok');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [key, setParams]);
}

/** Dropping `?ok=` changes nothing the page shows: its loader need not run again. */
export function skipFlashRevalidation(args: ShouldRevalidateFunctionArgs): boolean {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
  if (formMethod || currentUrl.pathname !== nextUrl.pathname || !currentUrl.searchParams.has('ok'))
    return defaultShouldRevalidate;
  const without = new URLSearchParams(currentUrl.searchParams);
  without.delete('ok');
  return without.toString() === nextUrl.searchParams.toString() ? false : defaultShouldRevalidate;
}
