import {
  HOURS_PER_MONTH,
  partTimeHoursPerMonth,
  STUDENT_PART_TIME,
  STUDENT_PART_TIME_OTHER,
  type VndRates,
} from '@app/contract';
import { and, asc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeRates, jobs } from '../../db/schema/index.ts';

export interface RateTable {
  rates: VndRates;
  /** The oldest date among the rates used (what a reader should be told). */
  asOf: string | null;
  /** Each currency's date (YYYY-MM-DD); VND has none. */
  dates: Readonly<Record<string, string>>;
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
  const dates: Record<string, string> = {};
  let asOf: string | null = null;
  for (const r of rows) {
    rates[r.currency] = r.vndPerUnit;
    dates[r.currency] = r.asOf;
    if (asOf === null || r.asOf < asOf) asOf = r.asOf;
  }
  const table = { rates, asOf, dates };
  cached = { db, at: now, table };
  return table;
}

/** After the rates change (seed, converter refresh). */
export function forgetVndRates(): void {
  cached = null;
}

/** Jobs re-normalised per statement after a rate refresh (short statements, no long lock). */
export const RENORMALISE_BATCH = 500;

/**
 * Stores the latest VND rate of each currency (one row per currency) in one transaction, then
 * re-normalises the stored salaries of every job quoted in another currency, in batches by id, so
 * the list's salary filter and sort follow the market (ADR 0028). Returns the jobs updated.
 */
export async function storeVndRates(
  db: Db,
  vndPerUnit: Record<string, number>,
  asOf: string,
  source: string,
): Promise<number> {
  const rows = Object.entries(vndPerUnit)
    .filter(([c, v]) => c !== 'VND' && Number.isFinite(v) && v > 0)
    .map(([currency, v]) => ({ currency, vndPerUnit: Math.round(v * 1e6) / 1e6, asOf, source }));
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx
      .insert(exchangeRates)
      .values(rows)
      .onConflictDoUpdate({
        target: exchangeRates.currency,
        set: {
          vndPerUnit: sql`excluded.vnd_per_unit`,
          asOf: sql`excluded.as_of`,
          source: sql`excluded.source`,
          updatedAt: sql`now()`,
        },
      });
  });
  forgetVndRates();
  return renormaliseSalaries(db);
}

/**
 * `hourlyBasis(kind, nation).hoursPerMonth` (packages/contract/src/work-hours.ts) as a SQL
 * expression over two columns: a student's part-time cap for study abroad, contract hours
 * otherwise. Literals from the contract's own table only (codes and numbers), so the string is
 * safe to inline; the bench's generated jobs use it too.
 */
export function hoursPerMonthSql(kind: string, nationCode: string): string {
  const byNation = Object.entries(STUDENT_PART_TIME)
    .map(([code, cap]) => `WHEN '${code.replace(/[^A-Z]/g, '')}' THEN ${partTimeHoursPerMonth(cap)}`)
    .join(' ');
  return `(CASE WHEN ${kind} = 'study_abroad' THEN (CASE ${nationCode} ${byNation} ELSE ${partTimeHoursPerMonth(
    STUDENT_PART_TIME_OTHER,
  )} END) ELSE ${HOURS_PER_MONTH} END)::numeric`;
}

const HOURS_PER_MONTH_SQL = sql.raw(hoursPerMonthSql('"jobs"."kind"', '"jobs"."nation_code"'));

/**
 * `monthlyVnd` (packages/contract/src/money.ts) in SQL: the amount per month (hours × the hours
 * the programme allows, years ÷ 12) times VND per unit, rounded; the two must agree (the currency
 * test checks jobs both ways).
 */
const monthlyVndSql = (amount: SQL, vndPerUnit: SQL) => sql`round((CASE ${jobs.salaryPeriod}
  WHEN 'hour' THEN ${amount} * ${HOURS_PER_MONTH_SQL} WHEN 'year' THEN ${amount} / 12 ELSE ${amount} END)
  * ${vndPerUnit})::bigint`;

/**
 * Re-normalises `salary_*_vnd` from the stored rates: every job quoted in another currency (joined
 * to its rate; a currency without one keeps its figures), and the VND jobs paid per hour (their
 * figure depends on the programme's hours, not on a rate). In batches of `batch` ids, short statements.
 */
export async function renormaliseSalaries(db: Db, batch = RENORMALISE_BATCH): Promise<number> {
  const foreign = await inBatches(db, batch, ne(jobs.salaryCurrency, 'VND'), (ids) =>
    db
      .update(jobs)
      .set({
        salaryMinVnd: monthlyVndSql(sql`${jobs.salaryMin}`, sql`${exchangeRates.vndPerUnit}`),
        salaryMaxVnd: monthlyVndSql(sql`${jobs.salaryMax}`, sql`${exchangeRates.vndPerUnit}`),
      })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currency, jobs.salaryCurrency), inArray(jobs.id, ids)))
      .returning({ id: jobs.id }),
  );
  const vnd = await inBatches(
    db,
    batch,
    and(eq(jobs.salaryCurrency, 'VND'), eq(jobs.salaryPeriod, 'hour')),
    (ids) =>
      db
        .update(jobs)
        .set({
          salaryMinVnd: monthlyVndSql(sql`${jobs.salaryMin}`, sql`1`),
          salaryMaxVnd: monthlyVndSql(sql`${jobs.salaryMax}`, sql`1`),
        })
        .where(inArray(jobs.id, ids))
        .returning({ id: jobs.id }),
  );
  return foreign + vnd;
}

/** Runs `update` on the ids of the jobs matching `where`, `batch` at a time in id order. */
async function inBatches(
  db: Db,
  batch: number,
  where: SQL | undefined,
  update: (ids: number[]) => Promise<{ id: number }[]>,
): Promise<number> {
  let last = 0;
  let updated = 0;
  for (;;) {
    const ids = (
      await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(where, gt(jobs.id, last)))
        .orderBy(asc(jobs.id))
        .limit(batch)
    ).map((r) => r.id);
    if (ids.length === 0) return updated;
    updated += (await update(ids)).length;
    last = ids[ids.length - 1] as number;
  }
}
