import { formValues } from '../../lib/form-values.ts';

/** The company profile form's values for the contract schema (lib/form-values.ts). */
export function profileFormValues(form: FormData): Record<string, unknown> {
  return formValues(form, {
    lists: ['activities', 'field_ids', 'tag_ids'],
    files: ['logo', 'business_license', 'labor_license_file'],
  });
}
