import { Button, Modal } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CustomerForm } from '../../../features/customers/CustomerForm.tsx';
import { CustomerListPage } from '../../../features/customers/CustomerListPage.tsx';
import {
  loadCustomerList,
  requireCustomerArea,
  submitCustomerCreate,
} from '../../../features/customers/customers.server.ts';
import { skipFlashRevalidation } from '../../../lib/flash.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { useActionFeedback } from '../../../lib/use-action-feedback.ts';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Khách hàng', noindex: true });

export const shouldRevalidate = skipFlashRevalidation;

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCustomerList(context, request, await requireCustomerArea(context, request));
}

/** "Thêm khách hàng": a prospect, optionally assigned to a sale at once; success opens it. */
export async function action({ context, request }: Route.ActionArgs) {
  await requireCustomerArea(context, request);
  return submitCustomerCreate(context, request);
}

export default function AdminCustomersPage({ loaderData, actionData }: Route.ComponentProps) {
  const [open, setOpen] = useState(false);
  useActionFeedback(actionData);
  // A refused form stays open with its errors under the fields.
  useEffect(() => {
    if (actionData) setOpen(true);
  }, [actionData]);
  return (
    <>
      <CustomerListPage
        {...loaderData}
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen(true)}>
            Thêm khách hàng
          </Button>
        }
      />
      <Modal opened={open} onClose={() => setOpen(false)} title="Thêm khách hàng" size="lg">
        <CustomerForm
          mode="create"
          salesPeople={loaderData.salesPeople}
          errors={actionData?.fieldErrors}
          submitLabel="Thêm khách hàng"
        />
      </Modal>
    </>
  );
}
