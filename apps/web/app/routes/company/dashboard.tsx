import type { UserInfo } from '@app/contract';
import { DashboardWelcome, type NextStep } from '../../features/layout/DashboardWelcome.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { requireCompany } from '../../lib/session.server.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Bảng điều khiển', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireCompany(context, request);
  return { user };
}

const POST_JOB: NextStep = {
  label: 'Đăng tin tuyển dụng',
  description: 'Tạo chương trình mới; tin được quản trị viên duyệt trước khi hiển thị.',
  href: '/company/jobs/create',
};
const APPLICATIONS: NextStep = {
  label: 'Hồ sơ ứng tuyển',
  description: 'Xem và phản hồi hồ sơ ứng viên gửi tới công ty.',
  href: '/company/applications',
};
/** A verified company is not asked to get verified again (issue 19 item 4). */
function settingsStep(status: UserInfo['status']): NextStep {
  return {
    label: 'Thông tin công ty',
    description:
      status === 'activated'
        ? 'Giữ thông tin, logo và giới thiệu công ty luôn cập nhật cho ứng viên.'
        : 'Cập nhật thông tin và giấy phép để được xác thực.',
    href: '/company/settings',
  };
}

export default function CompanyDashboard({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  // Sub-users cannot open the company settings.
  const steps =
    user.parent_id === null ? [POST_JOB, settingsStep(user.status), APPLICATIONS] : [POST_JOB, APPLICATIONS];
  return <DashboardWelcome user={user} area="company" title="Bảng điều khiển" steps={steps} />;
}
