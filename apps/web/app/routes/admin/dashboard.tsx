import { access } from '@app/contract/client';
import { DashboardWelcome, type NextStep } from '../../features/layout/DashboardWelcome.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Trang quản trị', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, access.adminOrSubAdmin);
  return { user };
}

const STEPS: readonly NextStep[] = [
  { label: 'Tài khoản', description: 'Duyệt, khóa hoặc mở khóa tài khoản người dùng.', href: '/admin/users' },
  {
    label: 'Việc làm',
    description: 'Kiểm duyệt tin đăng trước khi hiển thị công khai.',
    href: '/admin/jobs',
  },
  {
    label: 'Ứng viên',
    description: 'Theo dõi hồ sơ ứng tuyển gửi tới các chương trình.',
    href: '/admin/applications',
  },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardWelcome user={loaderData.user} area="admin" title="Trang quản trị" steps={STEPS} />;
}
