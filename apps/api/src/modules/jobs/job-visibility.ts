import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import { VN_TODAY } from '../licences/licence-valid.ts';

/**
 * Which jobs the public sees, as SQL conditions on `jobs` (ADR 0011): the one definition the job
 * list, the job detail, related jobs and the companies' job counts share.
 */

/**
 * Open for applications: approved and the deadline not passed (Vietnam calendar, `todayInVietnam`;
 * or its placeholder in a query prepared once per shape, lib/prepared.ts).
 */
export function openJobCondition(today: string | Placeholder): SQL {
  return and(eq(jobs.status, 'approved'), sql`${jobs.deadline} >= ${today}::date`) as SQL;
}

/**
 * Public: open (above), and listed by its company — account activated and, for a labour-export
 * order, its licence verified and not expired (ADR 0030) — which the database keeps on the row as
 * `listed_until` (ADR 0038, migration 0029): one column of the covering indexes, no join.
 */
export function publicJobCondition(today: string | Placeholder): SQL {
  return and(openJobCondition(today), sql`${jobs.listedUntil} >= ${today}::date`) as SQL;
}

/**
 * Still shown to the seekers who saved it: approved and listed by its company today (Vietnam
 * calendar), whatever the deadline (a saved job past it reads as `expired`).
 */
export function shownJobCondition(): SQL {
  return and(eq(jobs.status, 'approved'), sql`${jobs.listedUntil} >= ${VN_TODAY}`) as SQL;
}
