import './app.css';
import './styles/mantine-public.ts';
import './styles/fonts.css';
import { ErrorCode } from '@app/contract/client';
import bodyFontUrl from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-400-normal.woff2?url';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/ErrorPage.tsx';
import { NavigationOverlay } from './components/NavigationOverlay.tsx';
import { markPersonal } from './lib/cache-headers.server.ts';
import { getBridge } from './lib/context.ts';
import { clearedTokenCookies } from './lib/cookies.server.ts';
import { comingSoonGuard, getViewer } from './lib/session.server.ts';
import { cssVariablesResolver, theme } from './lib/theme.ts';

export const links: Route.LinksFunction = () => [
  // The body text's face (Latin letters of the regular weight, most of any page) is fetched with
  // the document instead of after the CSS, so text paints in it at once; the others swap in.
  { rel: 'preload', href: bodyFontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Answers that mean the token is no good (not a passing server error, which keeps it). */
const TOKEN_REFUSALS = new Set<number>([
  ErrorCode.TokenInvalid,
  ErrorCode.TokenExpired,
  ErrorCode.AccountDisabled,
  ErrorCode.AccountLocked,
]);

/** Runs around every page, data request, action and resource route (all are under root). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => markPersonal(request, await next()),
];

export async function loader({ context, request }: Route.LoaderArgs) {
  comingSoonGuard(context, request);
  const { user, refusedCode } = await getViewer(context, request);
  const bridge = getBridge(context);
  // A refused token (expired, revoked, locked) is cleared on public pages too (spec §4: a 401
  // clears the stored token), so it is not sent again with every request.
  const headers = new Headers();
  if (refusedCode !== null && TOKEN_REFUSALS.has(refusedCode)) {
    for (const c of clearedTokenCookies(bridge.secureCookies)) headers.append('Set-Cookie', c);
  }
  return data({ user, nonce: bridge.nonce }, { headers });
}

/** Pages without their own headers pass on the root loader's (the cookie clearing above). */
export const headers: Route.HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  for (const c of loaderHeaders.getSetCookie()) merged.append('Set-Cookie', c);
  return merged;
};

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

const NotificationsHost = lazy(() => import('./components/NotificationsHost.tsx'));

/**
 * The toasts' container (and its transitions, portal and styles) is fetched with the first toast
 * (lib/notify.ts): most visits never show one, and every page would otherwise load it.
 */
function LazyNotifications() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (notificationsStore.getState().notifications.length > 0) setNeeded(true);
    return notificationsStore.subscribe((state) => {
      if (state.notifications.length > 0) setNeeded(true);
    });
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useRootData()?.nonce;
  return (
    <html lang="vi" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6bcb" />
        <ColorSchemeScript nonce={nonce} defaultColorScheme="light" />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <LazyNotifications />
          <NavigationOverlay />
          {children}
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets tests (and CSS) tell server HTML from the hydrated, interactive page.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/** Spec §7: after a deploy, an old page may ask for a chunk that no longer exists: reload once. */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    const key = 'vx-chunk-reload';
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    window.location.reload();
  }, [error]);
  return <ErrorPage error={error} />;
}
