import { access } from '@app/contract';
import { DashboardWelcome, type NextStep } from '../../features/layout/DashboardWelcome.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Bảng điều khiển', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, access.employee);
  return { user };
}

const STEPS: readonly NextStep[] = [
  {
    label: 'Danh sách chương trình',
    description: 'Tìm chương trình xuất khẩu lao động, du học và việc làm phù hợp.',
    href: '/user/job-list',
  },
  {
    label: 'Hồ sơ cá nhân',
    description: 'Hoàn thiện hồ sơ để ứng tuyển nhanh hơn.',
    href: '/user/profile',
  },
  {
    label: 'Hồ sơ đã ứng tuyển',
    description: 'Theo dõi trạng thái các hồ sơ bạn đã gửi.',
    href: '/user/job-apply',
  },
];

export default function UserDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardWelcome user={loaderData.user} area="user" title="Bảng điều khiển" steps={STEPS} />;
}
