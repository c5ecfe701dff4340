import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { companies, jobs, users } from '../../db/schema/index.ts';
import { jobLicenceCondition, licenceValidSql } from '../licences/licence-valid.ts';

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
 * Public: open (above), the company's account activated and, for a labour-export order, its licence
 * verified and not expired (ADR 0030). The query must join `companies`.
 */
export function publicJobCondition(today: string | Placeholder): SQL {
  return and(
    openJobCondition(today),
    jobLicenceCondition(today),
    sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${companies.userId} AND ${users.status} = 'activated')`,
  ) as SQL;
}

/**
 * Still shown to the seekers who saved it: approved, of an activated company, whatever the
 * deadline (a saved job past it reads as `expired`). The query must join `companies`.
 */
export function shownJobCondition(): SQL {
  return and(
    eq(jobs.status, 'approved'),
    sql`(${jobs.kind} <> 'labor_export' OR ${licenceValidSql()})`,
    sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${companies.userId} AND ${users.status} = 'activated')`,
  ) as SQL;
}
