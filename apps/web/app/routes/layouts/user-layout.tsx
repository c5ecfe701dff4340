import '../../styles/mantine-full.ts';
import { access } from '@app/contract/client';
import { Outlet } from 'react-router';
import { RoleAreaError } from '../../features/layout/RoleAreaError.tsx';
import { RoleShell } from '../../features/layout/RoleShell.tsx';
import { userNav } from '../../features/navigation/nav-items.ts';
import { noticeFromUrl } from '../../lib/notices.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/user-layout';

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, access.employee);
  return { user, notice: noticeFromUrl(request.url) };
}

export default function UserLayout({ loaderData }: Route.ComponentProps) {
  const { user, notice } = loaderData;
  return (
    <RoleShell user={user} nav={userNav} areaLabel="Tài khoản ứng viên" notice={notice}>
      <Outlet />
    </RoleShell>
  );
}

// A named function export: React Router finds route exports by their declarations.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoleAreaError error={error} />;
}
