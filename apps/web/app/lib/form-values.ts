import { toFileDescriptor } from '@app/contract';

/**
 * The browser's FormData as the values a contract schema checks: files as descriptors (an empty
 * file input is "no file"), repeated or comma-joined names (multi-selects) as lists.
 */
export function formValues(
  form: FormData,
  fields: { lists: readonly string[]; files: readonly string[] },
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    if (fields.lists.includes(key)) {
      values[key] = form
        .getAll(key)
        .flatMap((v) => String(v).split(','))
        .filter(Boolean);
    } else if (fields.files.includes(key)) {
      const file = form.get(key);
      values[key] = file instanceof File && file.size > 0 ? toFileDescriptor(file) : undefined;
    } else {
      values[key] = form.get(key);
    }
  }
  return values;
}
