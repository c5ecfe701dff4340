/**
 * Dates and times as the product shows them: in Vietnam's time whatever the device's or the
 * server's time zone, the same on the server and in the browser (no hydration drift). One place
 * for every page (issue 19 item 4).
 */
export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: VN_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(iso: string) {
  const map = Object.fromEntries(dateParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return map as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
}

/** DD/MM/YYYY in Vietnam's time, the same on the server and in the browser (no hydration drift). */
export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  const p = parts(iso);
  return `${p.day}/${p.month}/${p.year}`;
}

/** HH:mm DD/MM/YYYY (spec §9). */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  const p = parts(iso);
  return `${p.hour}:${p.minute} ${p.day}/${p.month}/${p.year}`;
}
