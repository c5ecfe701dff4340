import { access } from '@app/contract/client';
import { CustomerListPage } from '../../../features/customers/CustomerListPage.tsx';
import { loadCustomerList } from '../../../features/customers/customers.server.ts';
import { skipFlashRevalidation } from '../../../lib/flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { requireUser } from '../../../lib/session.server.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Danh sách khách hàng', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.sale);
  return loadCustomerList(context, request, 'sale');
}

export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  return <CustomerListPage area="sale" {...loaderData} />;
}
