import { CustomerListPage } from '../../features/customers/CustomerListPage.tsx';
import { loadCustomerList, requireCustomerArea } from '../../features/customers/customers.server.ts';
import { skipFlashRevalidation } from '../../lib/flash.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/list';

/** The sale's and the leader's customer lists (the admin's adds "Thêm khách hàng": routes/admin/customers). */
export const meta: Route.MetaFunction = () => pageMeta({ title: 'Danh sách khách hàng', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCustomerList(context, request, await requireCustomerArea(context, request));
}

export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  return <CustomerListPage {...loaderData} />;
}
