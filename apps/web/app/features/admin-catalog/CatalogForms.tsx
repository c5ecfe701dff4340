import { CatalogLabel, FIELD_ACTIVITIES } from '@app/contract/client';
import { Checkbox, Group, Paper, Radio, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { type FieldErrors, firstError } from '../../lib/form-errors.ts';
import { FormSubmitBar } from '../layout/FormSubmitBar.tsx';

interface FormProps {
  errors: FieldErrors | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  cancelTo: string;
}

/** Name and activity of a company field (lĩnh vực). */
export function FieldForm(props: FormProps & { defaults?: { name: string; activity: number } }) {
  const submitting = useNavigation().state === 'submitting';
  const err = (f: string) => firstError(props.errors, f);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Form method="post" noValidate onSubmit={props.onSubmit} data-testid="field-form">
        <Stack gap="md">
          <TextInput
            name="name"
            label={CatalogLabel.fieldName}
            defaultValue={props.defaults?.name}
            error={err('name')}
            withAsterisk
            autoComplete="off"
          />
          <Radio.Group
            name="activity"
            label={CatalogLabel.activity}
            defaultValue={props.defaults ? String(props.defaults.activity) : undefined}
            error={err('activity')}
            withAsterisk
          >
            <Group gap="lg" mt={6}>
              {FIELD_ACTIVITIES.map((a) => (
                <Radio key={a.value} value={String(a.value)} label={a.label} />
              ))}
            </Group>
          </Radio.Group>
          <FormSubmitBar cancelTo={props.cancelTo} submitLabel={props.submitLabel} submitting={submitting} />
        </Stack>
      </Form>
    </Paper>
  );
}

/** Name and suggested flag of a tag (suggested tags are offered first, `/suggested-tags`). */
export function TagForm(props: FormProps & { defaults?: { name: string; suggested: boolean } }) {
  const submitting = useNavigation().state === 'submitting';
  const err = (f: string) => firstError(props.errors, f);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Form method="post" noValidate onSubmit={props.onSubmit} data-testid="tag-form">
        <Stack gap="md">
          <input type="hidden" name="intent" value="save" />
          <TextInput
            name="name"
            label={CatalogLabel.tagName}
            defaultValue={props.defaults?.name}
            error={err('name')}
            withAsterisk
            autoComplete="off"
          />
          <Checkbox
            name="suggested"
            label={CatalogLabel.suggested}
            description="Thẻ gợi ý được đưa lên đầu khi công ty chọn thẻ cho tin tuyển dụng"
            defaultChecked={props.defaults?.suggested ?? false}
            error={err('suggested')}
          />
          <FormSubmitBar cancelTo={props.cancelTo} submitLabel={props.submitLabel} submitting={submitting} />
        </Stack>
      </Form>
    </Paper>
  );
}
