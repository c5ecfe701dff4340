import { ZJobBody } from '@app/contract';
import { VALIDATION_MESSAGE } from '@app/contract/client';
import { Alert, List, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { FormSubmitBar } from '../layout/FormSubmitBar.tsx';
import { type CapFormFacts, CostSheetSection } from './CostSheetSection.tsx';
import type { JobFormOptions } from './form-options.server.ts';
import { CandidateSection, GeneralSection } from './JobFormSections.tsx';
import { DatesSection, DescriptionSection, MoneySection } from './JobFormTermsSections.tsx';
import { type JobFormDefaults, jobFormValues } from './job-form-values.ts';

/** Every field name the form posts. */
const FORM_FIELDS = new Set([
  'kind',
  'title',
  'nation_code',
  'province_code',
  'location',
  'work_id',
  'field_id',
  'tag_ids',
  'skill_ids',
  'equipment_ids',
  'quantity',
  'gender',
  'age_min',
  'age_max',
  'education',
  'working_type',
  'salary_currency',
  'salary_period',
  'salary_min',
  'salary_max',
  'expense_max',
  'bonus_main',
  'bonus_warranty',
  'deadline',
  'expected_flight_date',
  'description',
  'requirements',
  'benefits',
  'thumbnail',
  'contract_months',
  'cost_items',
]);

const labelOf = (
  groups: { items?: { value: string; label: string }[] }[],
  value: FormDataEntryValue | null,
) => groups.flatMap((g) => g.items ?? []).find((o) => o.value === value)?.label ?? null;

/** What the fee cap depends on, as the form holds it now (ADR 0031). */
function capFacts(
  form: HTMLFormElement | null,
  defaults: JobFormDefaults,
  options: JobFormOptions,
  currency: string,
): CapFormFacts {
  const values = form ? new FormData(form) : null;
  const read = (name: keyof JobFormDefaults) =>
    values ? values.get(name) : (defaults[name] as FormDataEntryValue | null);
  const salary = Number(
    String(read('salary_min') ?? '')
      .replace(/\./g, '')
      .replace(',', '.'),
  );
  return {
    salaryMin: Number.isFinite(salary) && salary > 0 ? salary : null,
    salaryCurrency: currency,
    salaryPeriod: (String(read('salary_period') ?? 'month') || 'month') as CapFormFacts['salaryPeriod'],
    nationCode: String(read('nation_code') ?? ''),
    occupation: labelOf(options.works, read('work_id')),
    field: labelOf([{ items: options.fields.labor }, { items: options.fields.study }], read('field_id')),
  };
}

/** A domestic job has a province instead of a nation, and no flight. */
function isShown(field: string, kind: string): boolean {
  if ((field === 'contract_months' || field === 'cost_items') && kind !== 'labor_export') return false;
  if (kind === 'domestic') return field !== 'nation_code' && field !== 'expected_flight_date';
  return field !== 'province_code';
}

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
  // The cost sheet's cap reads the other fields: re-read them on every change or move between fields.
  const formRef = useRef<HTMLFormElement>(null);
  const [, setTick] = useState(0);
  const refresh = () => setTick((t) => t + 1);
  // Typing in a picker's search box is not a value yet, and re-rendering the form then clears the
  // typed text of a picker whose options are rebuilt: the blur that follows a choice re-reads it.
  const refreshUnlessSearching = (event: { target: EventTarget }) => {
    if ((event.target as HTMLElement).getAttribute?.('aria-haspopup') === 'listbox') return;
    refresh();
  };
  const submitting = useNavigation().state === 'submitting';
  const errors = clientErrors ?? serverErrors;
  // 'thumbnail.name' and the like belong to the field they start with.
  const err = (f: string) =>
    [
      firstError(errors, f),
      ...Object.keys(errors ?? {})
        .filter((k) => k.startsWith(`${f}.`))
        .map((k) => firstError(errors, k)),
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const hasErrors = Object.keys(errors ?? {}).length > 0;
  // Errors for a field the form does not show (hidden for this kind of offer): listed in the alert.
  const unplaced = Object.entries(errors ?? {})
    .filter(([key]) => !FORM_FIELDS.has(key.split('.')[0] ?? key) || !isShown(key.split('.')[0] ?? key, kind))
    .flatMap(([, messages]) => messages);

  // Bring the first field in error into view (on a phone it is often screens away from the button).
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    const first = document.querySelector<HTMLElement>('form[data-job-form] [aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [errors]);

  return (
    <Form
      ref={formRef}
      onChange={refreshUnlessSearching}
      onBlurCapture={refresh}
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
        {kind === 'labor_export' ? (
          <CostSheetSection
            defaults={defaults}
            err={err}
            facts={capFacts(formRef.current, defaults, options, currency)}
          />
        ) : null}
        <DatesSection defaults={defaults} err={err} kind={kind} />
        <DescriptionSection defaults={defaults} err={err} />
        {hasErrors ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="form-errors">
            {VALIDATION_MESSAGE}
            {unplaced.length > 0 ? (
              <List size="sm" mt={4}>
                {unplaced.map((m) => (
                  <List.Item key={m}>{m}</List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        <FormSubmitBar cancelTo={cancelTo} submitLabel={submitLabel} submitting={submitting} />
      </Stack>
    </Form>
  );
}
