import type { CustomerDetail, SalesPerson } from '@app/contract';
import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import { CustomerForm } from './CustomerForm.tsx';
import { type CustomerArea, canAssign, customersBase } from './customer-area.ts';

/** The edit page of every area: contact data, stage, follow-up, and the sale where the area assigns. */
export function CustomerEditPage(props: {
  area: CustomerArea;
  customer: CustomerDetail;
  salesPeople: readonly SalesPerson[];
  result?: ActionFeedback;
}) {
  const { area, customer } = props;
  useActionFeedback(props.result);
  const back = `${customersBase(area)}/${customer.id}`;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {customer.company_name}
        </Group>
      </Anchor>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        Sửa khách hàng
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <CustomerForm
          mode="edit"
          defaults={customer}
          salesPeople={canAssign(area) ? props.salesPeople : undefined}
          errors={props.result?.fieldErrors}
          submitLabel="Lưu thay đổi"
          cancelTo={back}
        />
      </Paper>
    </Stack>
  );
}
