import {
  type CustomerDetail,
  type SalesPerson,
  ZCustomerAssignBody,
  ZCustomerCreateBody,
} from '@app/contract';
import { CustomerLabel } from '@app/contract/customers-text';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { VnDateInput } from '../company-jobs/VnDateInput.tsx';
import {
  ACTIVITY_CHOICES,
  customerFormValues,
  saleOptions,
  sourceOptions,
  stageOptions,
} from './customer-area.ts';

/**
 * The customer's data as a form: the admin's "Thêm khách hàng" (with a first note) and the edit page
 * of every area. The sale field is shown where the area may assign (`salesPeople` given). Checked
 * in the browser with the API's own schema, field errors under the fields.
 */
export function CustomerForm(props: {
  mode: 'create' | 'edit';
  defaults?: CustomerDetail;
  salesPeople?: readonly SalesPerson[];
  errors?: FieldErrors;
  submitLabel: string;
  cancelTo?: string;
}) {
  const d = props.defaults;
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const errors = clientErrors ?? props.errors;
  const err = (f: string) => firstError(errors, f);
  const busy = useNavigation().state === 'submitting';
  const schema = props.mode === 'create' ? ZCustomerCreateBody : ZCustomerAssignBody;
  return (
    <Form
      method="post"
      noValidate
      onSubmit={(event) => {
        const checked = validateForm(schema, customerFormValues(new FormData(event.currentTarget)));
        setClientErrors(checked.ok ? undefined : checked.errors);
        if (!checked.ok) event.preventDefault();
      }}
    >
      {props.mode === 'create' && <input type="hidden" name="intent" value="create" />}
      <input type="hidden" name="activities_sent" value="1" />
      <Stack gap="md">
        <TextInput
          name="company_name"
          label={CustomerLabel.companyName}
          required
          defaultValue={d?.company_name}
          error={err('company_name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            name="contact_name"
            label={CustomerLabel.contactName}
            defaultValue={d?.contact_name ?? ''}
            error={err('contact_name')}
          />
          <TextInput
            name="phone"
            type="tel"
            label={CustomerLabel.phone}
            defaultValue={d?.phone ?? ''}
            error={err('phone')}
          />
          <TextInput
            name="email"
            type="email"
            label={CustomerLabel.email}
            defaultValue={d?.email ?? ''}
            error={err('email')}
          />
          <Select
            name="source"
            label={CustomerLabel.source}
            data={sourceOptions}
            defaultValue={d?.source ?? 'other'}
            allowDeselect={false}
            error={err('source')}
          />
          <Select
            name="stage"
            label={CustomerLabel.stage}
            data={stageOptions}
            defaultValue={d?.stage ?? 'new'}
            allowDeselect={false}
            error={err('stage')}
          />
          {props.salesPeople && (
            <Select
              name="sale_id"
              label={CustomerLabel.sale}
              placeholder="Chưa giao"
              data={saleOptions(props.salesPeople, false)}
              defaultValue={d?.sale ? String(d.sale.id) : null}
              searchable
              clearable
              clearButtonProps={{ 'aria-label': 'Bỏ giao sale' }}
              error={err('sale_id')}
            />
          )}
          <VnDateInput
            name="next_follow_up_on"
            label={CustomerLabel.nextFollowUp}
            defaultValue={d?.next_follow_up_on ?? null}
            error={err('next_follow_up_on')}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={CustomerLabel.activities}
          defaultValue={(d?.activities ?? []).map(String)}
          error={err('activities')}
        >
          <Group gap="md" mt={4}>
            {ACTIVITY_CHOICES.map((a) => (
              <Checkbox key={a.value} name="activities" value={a.value} label={a.label} />
            ))}
          </Group>
        </Checkbox.Group>
        {props.mode === 'create' && (
          <Textarea name="note" label="Ghi chú đầu tiên" autosize minRows={2} error={err('note')} />
        )}
        <Group gap="sm">
          <Button type="submit" loading={busy}>
            {props.submitLabel}
          </Button>
          {props.cancelTo && (
            <Button component={Link} to={props.cancelTo} variant="default">
              Hủy
            </Button>
          )}
        </Group>
      </Stack>
    </Form>
  );
}
