import { toFileDescriptor } from '@app/contract';

const FILE_FIELDS = ['logo', 'business_license'];
const LIST_FIELDS = ['activities', 'field_ids', 'tag_ids'];

/**
 * The browser's FormData as the values the contract schema checks: files as descriptors (an
 * empty file input is "no file"), repeated names as lists.
 */
export function profileFormValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    if (LIST_FIELDS.includes(key)) {
      values[key] = form
        .getAll(key)
        .flatMap((v) => String(v).split(','))
        .filter(Boolean);
    } else if (FILE_FIELDS.includes(key)) {
      const file = form.get(key);
      values[key] = file instanceof File && file.size > 0 ? toFileDescriptor(file) : undefined;
    } else {
      values[key] = form.get(key);
    }
  }
  return values;
}
