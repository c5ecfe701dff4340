import type { VndRates } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/index.ts';

export interface RateTable {
  rates: VndRates;
  /** The oldest date among the rates used (what a reader should be told). */
  asOf: string | null;
}

const TTL_MS = 5 * 60_000;
let cached: { db: Db; at: number; table: RateTable } | null = null;

/**
 * VND per unit of each currency. Read once every 5 minutes per process: rates change daily at
 * most, and salaries are normalised when a job is written, so a stale minute changes nothing shown.
 */
export async function loadVndRates(db: Db, now = Date.now()): Promise<RateTable> {
  if (cached && cached.db === db && now - cached.at < TTL_MS) return cached.table;
  const rows = await db.select().from(exchangeRates);
  const rates: Record<string, number> = { VND: 1 };
  let asOf: string | null = null;
  for (const r of rows) {
    rates[r.currency] = r.vndPerUnit;
    if (asOf === null || r.asOf < asOf) asOf = r.asOf;
  }
  const table = { rates, asOf };
  cached = { db, at: now, table };
  return table;
}

/** After the rates change (seed, converter refresh). */
export function forgetVndRates(): void {
  cached = null;
}
