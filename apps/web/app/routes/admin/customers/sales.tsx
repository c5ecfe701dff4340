import { access } from '@app/contract/client';
import { loadSalesTeams, submitSalesTeam } from '../../../features/customers/customers.server.ts';
import { SalesTeamsPage } from '../../../features/customers/SalesTeamsPage.tsx';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/sales';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Nhân viên sale và nhóm', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request, access.adminOrSubAdmin);
  return { people: await loadSalesTeams(context, request), editable: user.type === 'admin' };
}

/** Putting a sale in a team is the admin's alone (ADR 0026). */
export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request, access.admin);
  return submitSalesTeam(context, request);
}

export default function SalesTeamsRoute({ loaderData, actionData }: Route.ComponentProps) {
  useActionFeedback(actionData);
  return <SalesTeamsPage {...loaderData} />;
}
