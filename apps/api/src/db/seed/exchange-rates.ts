import type { Db } from '../client.ts';
import { exchangeRates } from '../schema/index.ts';

/**
 * VND per unit, approximate market rates of early November 2026 (Vietcombank transfer rates
 * rounded). They only normalise salaries for filtering; the currency converter refreshes the
 * table from a provider (`source` then names it).
 */
export const SEED_RATES_AS_OF = '2026-11-02';
export const SEED_VND_RATES: Record<string, number> = {
  USD: 26_310,
  EUR: 30_480,
  JPY: 171.5,
  KRW: 18.45,
  TWD: 818,
  SGD: 20_260,
  MYR: 6_240,
  AUD: 17_150,
};

/** Inserts the seed rates where a currency has none (a refreshed rate is never overwritten). */
export async function seedExchangeRates(db: Db): Promise<void> {
  await db
    .insert(exchangeRates)
    .values(
      Object.entries(SEED_VND_RATES).map(([currency, vndPerUnit]) => ({
        currency,
        vndPerUnit,
        asOf: SEED_RATES_AS_OF,
        source: 'seed',
      })),
    )
    .onConflictDoNothing({ target: exchangeRates.currency });
}
