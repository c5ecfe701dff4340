/**
 * A file input left empty arrives as a nameless, empty file. Re-encoded for the API (undici writes
 * it without a filename), it becomes a non-file part whose value is not '', so an optional file
 * rule reports 'logo.name' instead of "no file". Such entries are dropped: no file was chosen.
 */
export function withoutEmptyFiles(form: FormData): FormData {
  const out = new FormData();
  for (const [key, value] of form) {
    if (typeof value !== 'string' && value.size === 0 && !value.name) continue;
    out.append(key, value);
  }
  return out;
}
