import { useEffect } from 'react';
import { type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router';
import { notifySuccess } from './notify.ts';

/**
 * Success toasts carried across a redirect as `?ok=key`: the action redirects with `withFlash`,
 * the target page shows the message of the key once with `useFlash(messages)`.
 */
export function withFlash(path: string, key: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}ok=${key}`;
}

/** Shows the success toast of `?ok=key` once, then drops the parameter from the address. */
export function useFlash(messages: Readonly<Record<string, string | undefined>>): void {
  const [params, setParams] = useSearchParams();
  const key = params.get('ok');
  useEffect(() => {
    if (!key) return;
    const message = Object.hasOwn(messages, key) ? messages[key] : undefined;
    if (message) notifySuccess(message);
    setParams(
      (p) => {
        p.delete('ok');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [key, setParams, messages]);
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
