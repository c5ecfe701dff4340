/**
 * Tells "the database is unreachable or gave up on us" apart from every other failure, so an outage
 * is answered 503 (code 1126) at once instead of 500, and logged once instead of per request.
 *
 * Drivers and Drizzle wrap errors (`DrizzleQueryError.cause`, `AggregateError.errors` when a host
 * has several addresses), so the whole chain is searched.
 */

/** Socket-level failures reaching the server (Node's `code`). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs meaning the server refused, dropped or stopped the work for reasons of its own state, not
 * the request's content: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting
 * up, recovery), 57P05 idle session timeout, 53300 too many connections, 57014 query canceled (the
 * statement timeout), 25P03 idle-in-transaction timeout. Class 08 (connection exception) as a whole.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300', '57014', '25P03']);

/** Messages of node-postgres and pg-pool for a dead, closed or unreachable connection. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // 'Connection terminated unexpectedly', '… due to connection timeout'
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^Query read timeout$/,
  /^PostgreSQL did not answer within \d+ ms$/, // client.ts's watchdog
];

function isUnavailableItself(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code))) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((re) => re.test(message));
}

/** True when `err`, or any error it wraps, says the database cannot be reached or used right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0 && seen.size < 20) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    if (isUnavailableItself(e)) return true;
    const { cause, errors } = e as { cause?: unknown; errors?: unknown };
    if (cause !== undefined) queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}

/**
 * A short description of the failure for logs: the driver's message (with its code) rather than
 * Drizzle's wrapper, which carries the SQL and its parameters.
 */
export function describeDatabaseError(err: unknown): string {
  let e: unknown = err;
  for (let i = 0; i < 5 && e instanceof Error && e.message.startsWith('Failed query') && e.cause; i++) {
    e = e.cause;
  }
  if (e instanceof Error) {
    const code = (e as { code?: unknown }).code;
    const text = e.message || e.constructor.name;
    return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
  }
  return String(e);
}
