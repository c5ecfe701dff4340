import { access } from '@app/contract/client';
import { CustomerDetailPage } from '../../../features/customers/CustomerDetailPage.tsx';
import {
  customerIdParam,
  customerQuickAction,
  loadCustomer,
} from '../../../features/customers/customers.server.ts';
import { skipFlashRevalidation } from '../../../lib/flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  pageMeta({ title: d?.customer ? d.customer.company_name : 'Khách hàng', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  return loadCustomer(context, request, 'admin', customerIdParam(params));
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context, request, access.adminOrSubAdmin);
  return customerQuickAction(context, request, 'admin', customerIdParam(params));
}

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerDetailPage area="admin" {...loaderData} result={actionData} />;
}
