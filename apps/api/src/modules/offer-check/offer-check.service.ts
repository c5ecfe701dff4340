import type { OfferCheckResult } from '@app/contract';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { publicCompanyCondition } from '../companies/public-companies.repo.ts';
import { loadVndRates } from '../jobs/exchange-rates.ts';
import { nationMedianVnd } from '../scam/scam-evaluate.ts';
import { evaluateOffer } from './offer-check.ts';
import type { KnownCompany } from './offer-company.ts';
import { nationsOf } from './offer-signs.ts';

/** The public companies an offer may name: labour-export activity declared, or a licence ever sent. */
async function labourCompanies(db: Db): Promise<KnownCompany[]> {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      abbreviation: companies.abbreviation,
      licenceNumber: companies.laborLicenseNumber,
      licenceState: companies.licenceState,
      licenceExpiresOn: companies.licenceExpiresOn,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(
      and(
        publicCompanyCondition(),
        or(sql`${companies.activities} @> ARRAY[2]::smallint[]`, ne(companies.licenceState, 'none')) as SQL,
      ),
    )
    .orderBy(asc(companies.id));
}

/** How long a nation's median wage is reused: it moves with published orders, slowly. */
const MEDIAN_TTL_MS = 10 * 60_000;
const medianCache = new WeakMap<Db, Map<string, { at: number; median: number | null }>>();

/**
 * The median wage of a nation's published orders (the salary rule's base, ADR 0032), held for
 * MEDIAN_TTL_MS per database: an aggregate over every approved order to that nation is too much
 * work to repeat for each offer a visitor or the adviser checks.
 */
async function cachedMedian(db: Db, nation: string, now = Date.now()): Promise<number | null> {
  let byNation = medianCache.get(db);
  if (!byNation) {
    byNation = new Map();
    medianCache.set(db, byNation);
  }
  const hit = byNation.get(nation);
  if (hit && now - hit.at < MEDIAN_TTL_MS) return hit.median;
  const median = await nationMedianVnd(db, nation, null);
  byNation.set(nation, { at: now, median });
  return median;
}

/**
 * "Kiểm tra đơn hàng" (issue 30 item 3): the offer's red flags with the law behind each, the company
 * it names with its licence state, what to do and where to report. Reads the public labour-export
 * companies (a few hundred at most, like ADR 0030's look-alike check), the stored exchange rates,
 * and the median wage of each nation the text names (cached); writes nothing.
 */
export async function checkOffer(
  db: Db,
  input: { text: string; company?: string | undefined; licence?: string | undefined },
  today: string,
): Promise<OfferCheckResult> {
  const nations = nationsOf(input.text).slice(0, 3);
  const [known, { rates }, medians] = await Promise.all([
    labourCompanies(db),
    loadVndRates(db),
    Promise.all(nations.map(async (n) => [n, await cachedMedian(db, n)] as const)),
  ]);
  const nationMedians: Record<string, number> = {};
  for (const [n, m] of medians) if (m !== null) nationMedians[n] = m;
  return evaluateOffer({ ...input, today, rates, nationMedians, companies: known });
}
