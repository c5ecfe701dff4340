/**
 * CSV for spreadsheets (RFC 4180, CRLF rows), opened by Excel as UTF-8 thanks to the byte order mark.
 *
 * A cell that starts with `=`, `+`, `-`, `@` (or a tab / carriage return, which some spreadsheets
 * skip before reading a formula) is prefixed with `'`, so a visitor's text is never run as a formula
 * on an admin's machine (OWASP "CSV injection").
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The whole file: BOM, header row, one row per record. */
export function toCsv(
  header: readonly string[],
  rows: Iterable<readonly (string | number | null)[]>,
): string {
  let out = CSV_BOM + csvRow(header);
  for (const row of rows) out += csvRow(row);
  return out;
}

/** `Content-Disposition` for a download with an ASCII name. */
export function attachment(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;
}
