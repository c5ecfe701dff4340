import { VALIDATION_MESSAGE, ZJobBody } from '@app/contract';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import type { JobFormOptions } from './form-options.server.ts';
import {
  CandidateSection,
  DatesSection,
  DescriptionSection,
  GeneralSection,
  MoneySection,
} from './JobFormSections.tsx';
import { type JobFormDefaults, jobFormValues } from './job-form-values.ts';

export interface JobFormProps {
  defaults: JobFormDefaults;
  options: JobFormOptions;
  /** The stored thumbnail when editing. */
  thumbnail?: string | null | undefined;
  serverErrors?: FieldErrors | undefined;
  submitLabel: string;
  cancelTo: string;
}

/**
 * The posting form of /company/jobs/create and /company/jobs/edit/:id. It checks with the API's
 * own schema before sending (same rules, same messages) and shows the server's 422 errors under
 * the same fields.
 */
export function JobForm({ defaults, options, thumbnail, serverErrors, submitLabel, cancelTo }: JobFormProps) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const [kind, setKind] = useState(defaults.kind);
  const [currency, setCurrency] = useState(defaults.salary_currency);
  const submitting = useNavigation().state === 'submitting';
  const errors = clientErrors ?? serverErrors;
  const err = (f: string) => firstError(errors, f);
  const hasErrors = Object.keys(errors ?? {}).length > 0;

  // Bring the first field in error into view (on a phone it is often screens away from the button).
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    const first = document.querySelector<HTMLElement>('form[data-job-form] [aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [errors]);

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      data-job-form
      onSubmit={(event) => {
        const checked = validateForm(ZJobBody, jobFormValues(new FormData(event.currentTarget)));
        setClientErrors(checked.ok ? undefined : checked.errors);
        if (!checked.ok) event.preventDefault();
      }}
    >
      <Stack gap="lg">
        <GeneralSection
          defaults={defaults}
          err={err}
          options={options}
          kind={kind}
          onKind={(k) => {
            setKind(k);
            // A domestic job is paid in đồng; abroad the company picks the currency.
            if (k === 'domestic') setCurrency('VND');
          }}
          thumbnail={thumbnail ?? null}
        />
        <CandidateSection defaults={defaults} err={err} options={options} />
        <MoneySection defaults={defaults} err={err} currency={currency} onCurrency={setCurrency} />
        <DatesSection defaults={defaults} err={err} kind={kind} />
        <DescriptionSection defaults={defaults} err={err} />
        {hasErrors ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="form-errors">
            {VALIDATION_MESSAGE}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={cancelTo} variant="default" size="md">
            Hủy
          </Button>
          <Button type="submit" size="md" loading={submitting} leftSection={<IconSend size={18} />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
