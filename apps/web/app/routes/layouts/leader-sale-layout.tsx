import { access } from '@app/contract';
import { Outlet } from 'react-router';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { PublicShell } from '../../features/layout/PublicShell.tsx';
import { RoleShell } from '../../features/layout/RoleShell.tsx';
import { saleNav } from '../../features/navigation/nav-items.ts';
import { noticeFromUrl } from '../../lib/notices.ts';
import { requireUser } from '../../lib/session.server.ts';
import { useRootData } from '../../root.tsx';
import type { Route } from './+types/leader-sale-layout';

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, access.leaderSale);
  return { user, notice: noticeFromUrl(request.url) };
}

export default function LeaderSaleLayout({ loaderData }: Route.ComponentProps) {
  const { user, notice } = loaderData;
  return (
    <RoleShell user={user} nav={saleNav('leader-sale')} areaLabel="Trang Leader Sale" notice={notice}>
      <Outlet />
    </RoleShell>
  );
}

/** Guard refusals (403 for another account type) and page errors, inside the public chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const user = useRootData()?.user ?? null;
  return (
    <PublicShell user={user}>
      <ErrorPage error={error} />
    </PublicShell>
  );
}
