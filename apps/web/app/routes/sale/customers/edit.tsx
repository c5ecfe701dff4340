import { access } from '@app/contract/client';
import { CustomerEditPage } from '../../../features/customers/CustomerEditPage.tsx';
import {
  customerIdParam,
  loadCustomer,
  submitCustomerEdit,
} from '../../../features/customers/customers.server.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import type { Route } from './+types/edit';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Sửa khách hàng', noindex: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context, request, access.sale);
  return loadCustomer(context, request, 'sale', customerIdParam(params));
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context, request, access.sale);
  return submitCustomerEdit(context, request, 'sale', customerIdParam(params));
}

export default function EditCustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerEditPage area="sale" {...loaderData} result={actionData} />;
}
