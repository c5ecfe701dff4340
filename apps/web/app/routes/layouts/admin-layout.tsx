import '../../styles/mantine-full.ts';
// Chart styles for the dashboard's charts, same layer; never on public pages (DESIGN §5).
import '@mantine/charts/styles.layer.css';
import { access } from '@app/contract/client';
import { Outlet } from 'react-router';
import { RoleAreaError } from '../../features/layout/RoleAreaError.tsx';
import { RoleShell } from '../../features/layout/RoleShell.tsx';
import { adminNav } from '../../features/navigation/nav-items.ts';
import { noticeFromUrl } from '../../lib/notices.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/admin-layout';

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, access.adminOrSubAdmin);
  return { user, notice: noticeFromUrl(request.url) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, notice } = loaderData;
  return (
    <RoleShell user={user} nav={adminNav(user)} areaLabel="Trang quản trị" notice={notice}>
      <Outlet />
    </RoleShell>
  );
}

// A named function export: React Router finds route exports by their declarations.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoleAreaError error={error} />;
}
