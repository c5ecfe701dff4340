import { access } from '@app/contract/client';
import { DashboardWelcome, type NextStep } from '../../features/layout/DashboardWelcome.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Bảng điều khiển', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, access.sale);
  return { user };
}

const STEPS: readonly NextStep[] = [
  {
    label: 'Danh sách khách hàng',
    description: 'Xem và chăm sóc các khách hàng bạn phụ trách.',
    href: '/sale/customers',
  },
  {
    label: 'Thông báo',
    description: 'Cập nhật những thay đổi mới nhất liên quan tới khách hàng.',
    href: '/sale/notifications',
  },
];

export default function SaleDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardWelcome user={loaderData.user} area="sale" title="Bảng điều khiển" steps={STEPS} />;
}
