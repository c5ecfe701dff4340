import { access } from '@app/contract/client';
import { ChangePasswordForm } from '../../features/account/ChangePasswordForm.tsx';
import { changePasswordAction } from '../../features/account/change-password.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/change-password';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Đổi mật khẩu', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.leaderSale);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request, access.leaderSale);
  return changePasswordAction(context, request);
}

export default function ChangePasswordPage() {
  return <ChangePasswordForm />;
}
