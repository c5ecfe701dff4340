import '../../styles/mantine-full.ts';
// The dashboards' charts: signed-in areas only, never on public pages.
import '@mantine/charts/styles.layer.css';
import { Outlet } from 'react-router';
import { RoleAreaError } from '../../features/layout/RoleAreaError.tsx';
import { RoleShell } from '../../features/layout/RoleShell.tsx';
import { companyNav } from '../../features/navigation/nav-items.ts';
import { noticeFromUrl } from '../../lib/notices.ts';
import { pageUrl, requireCompany } from '../../lib/session.server.ts';
import type { Route } from './+types/company-layout';

const WAITING_PATH = '/company/waiting-approval';

export async function loader({ context, request }: Route.LoaderArgs) {
  // Also applies the company status flow (waiting page, fill-in-your-info redirects).
  const user = await requireCompany(context, request);
  const url = pageUrl(request);
  // The waiting page shows the same message itself.
  return { user, notice: url.pathname === WAITING_PATH ? null : noticeFromUrl(url) };
}

export default function CompanyLayout({ loaderData }: Route.ComponentProps) {
  const { user, notice } = loaderData;
  // A company waiting for its first approval can only wait: no sidebar to pages it cannot open.
  const nav = user.status === 'wait_activation' ? null : companyNav(user);
  return (
    <RoleShell user={user} nav={nav} areaLabel="Trang nhà tuyển dụng" notice={notice}>
      <Outlet />
    </RoleShell>
  );
}

// A named function export: React Router finds route exports by their declarations.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoleAreaError error={error} />;
}
