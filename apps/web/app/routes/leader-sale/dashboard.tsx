import { access } from '@app/contract/client';
import { DashboardWelcome, type NextStep } from '../../features/layout/DashboardWelcome.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Bảng điều khiển', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, access.leaderSale);
  return { user };
}

const STEPS: readonly NextStep[] = [
  {
    label: 'Danh sách khách hàng',
    description: 'Xem và chăm sóc các khách hàng bạn phụ trách.',
    href: '/leader-sale/customers',
  },
  {
    label: 'Thông báo',
    description: 'Cập nhật những thay đổi mới nhất liên quan tới khách hàng.',
    href: '/leader-sale/notifications',
  },
];

export default function LeaderSaleDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardWelcome user={loaderData.user} area="leader-sale" title="Bảng điều khiển" steps={STEPS} />;
}
