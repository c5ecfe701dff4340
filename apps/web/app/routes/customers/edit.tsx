import { CustomerEditPage } from '../../features/customers/CustomerEditPage.tsx';
import {
  customerIdParam,
  loadCustomer,
  requireCustomerArea,
  submitCustomerEdit,
} from '../../features/customers/customers.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/edit';

/** A customer's edit page in the admin's, the leader's and the sale's areas (mounted three times). */
export const meta: Route.MetaFunction = () => pageMeta({ title: 'Sửa khách hàng', noindex: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const area = await requireCustomerArea(context, request);
  return loadCustomer(context, request, area, customerIdParam(params));
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const area = await requireCustomerArea(context, request);
  return submitCustomerEdit(context, request, area, customerIdParam(params));
}

export default function EditCustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerEditPage {...loaderData} result={actionData} />;
}
