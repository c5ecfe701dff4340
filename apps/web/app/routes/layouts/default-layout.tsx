import { Outlet } from 'react-router';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { PublicShell } from '../../features/layout/PublicShell.tsx';
import { noticeFromUrl } from '../../lib/notices.ts';
import { useRootData } from '../../root.tsx';
import type { Route } from './+types/default-layout';

export function loader({ request }: Route.LoaderArgs) {
  return { notice: noticeFromUrl(request.url) };
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  const user = useRootData()?.user ?? null;
  return (
    <PublicShell user={user} notice={loaderData.notice}>
      <Outlet />
    </PublicShell>
  );
}

/** Errors of public pages (the 404 above all) keep the site header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const user = useRootData()?.user ?? null;
  return (
    <PublicShell user={user}>
      <ErrorPage error={error} />
    </PublicShell>
  );
}
