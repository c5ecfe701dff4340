import { salesDashboardEndpoints } from '@app/contract';
import { access } from '@app/contract/client';
import { data } from 'react-router';
import { SalesDashboardView } from '../../features/sales-dashboard/SalesDashboardView.tsx';
import { callApi } from '../../lib/api.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Bảng điều khiển', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, access.leaderSale);
  const res = await callApi(context, request, salesDashboardEndpoints.leaderSale);
  if (!res.ok) throw data({ message: res.error.message }, { status: res.status });
  return { user, figures: res.data };
}

export default function LeaderSaleDashboard({ loaderData }: Route.ComponentProps) {
  return <SalesDashboardView user={loaderData.user} area="leader-sale" figures={loaderData.figures} />;
}
