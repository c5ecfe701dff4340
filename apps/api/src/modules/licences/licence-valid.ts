import type { LicenceState } from '@app/contract';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';

/** Whether a company's labour-export licence counts today (ADR 0030), in SQL and in JavaScript. */

/** Vietnam's calendar day in SQL (the default `today` of the licence and shown conditions). */
export const VN_TODAY = sql`(now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date`;

/**
 * The company (joined as `companies`) holds a verified licence that has not expired: the at-read
 * check, so a licence past its expiry stops counting the day after, before any sweep runs.
 */
export function licenceValidSql(today: string | Placeholder | null = null): SQL<boolean> {
  const day = today === null ? VN_TODAY : sql`${today}::date`;
  return sql<boolean>`(${companies.licenceState} = 'verified' AND (${companies.licenceExpiresOn} IS NULL OR ${companies.licenceExpiresOn} >= ${day}))`;
}

export function licenceIsValid(
  c: { licenceState: LicenceState; licenceExpiresOn: string | null },
  today: string,
): boolean {
  return c.licenceState === 'verified' && (c.licenceExpiresOn === null || c.licenceExpiresOn >= today);
}
