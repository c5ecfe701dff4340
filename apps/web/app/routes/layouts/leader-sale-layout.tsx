import '../../styles/mantine-full.ts';
// The dashboards' charts: signed-in areas only, never on public pages.
import '@mantine/charts/styles.layer.css';
import { access } from '@app/contract/client';
import { Outlet } from 'react-router';
import { RoleAreaError } from '../../features/layout/RoleAreaError.tsx';
import { RoleShell } from '../../features/layout/RoleShell.tsx';
import { saleNav } from '../../features/navigation/nav-items.ts';
import { noticeFromUrl } from '../../lib/notices.ts';
import { requireUser } from '../../lib/session.server.ts';
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

// A named function export: React Router finds route exports by their declarations.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoleAreaError error={error} />;
}
