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

/** An ISO calendar date (YYYY-MM-DD, already a Vietnam day) as DD/MM, for chart axes. */
export function formatDayMonth(isoDate: string): string {
  return `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;
}

/**
 * How long something has waited, from `since` to `now` (both ISO instants; pass the loader's time as
 * `now` so the server and the browser print the same words): "12 phút", "5 giờ", "3 ngày".
 */
export function waitedFor(since: string, now: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(now) - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} phút`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} giờ`;
  return `${Math.floor(hours / 24)} ngày`;
}
