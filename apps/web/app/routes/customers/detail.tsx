import { CustomerDetailPage } from '../../features/customers/CustomerDetailPage.tsx';
import {
  customerIdParam,
  customerQuickAction,
  loadCustomer,
  requireCustomerArea,
} from '../../features/customers/customers.server.ts';
import { skipFlashRevalidation } from '../../lib/flash.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/detail';

/** A customer's page in the admin's, the leader's and the sale's areas (routes.ts mounts it three times). */
export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  pageMeta({ title: d?.customer ? d.customer.company_name : 'Khách hàng', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const area = await requireCustomerArea(context, request);
  return loadCustomer(context, request, area, customerIdParam(params));
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const area = await requireCustomerArea(context, request);
  return customerQuickAction(context, request, area, customerIdParam(params));
}

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerDetailPage {...loaderData} result={actionData} />;
}
