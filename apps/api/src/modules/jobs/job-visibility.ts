import { and, eq, type SQL, sql } from 'drizzle-orm';
import { companies, jobs, users } from '../../db/schema/index.ts';

/**
 * Which jobs the public sees, as SQL conditions on `jobs` (ADR 0011): the one definition the job
 * list, the job detail, related jobs and the companies' job counts share.
 */

/** Open for applications: approved and the deadline not passed (Vietnam calendar, `todayInVietnam`). */
export function openJobCondition(today: string): SQL {
  return and(eq(jobs.status, 'approved'), sql`${jobs.deadline} >= ${today}::date`) as SQL;
}

/** Public: open (above) and the company's account activated. The query must join `companies`. */
export function publicJobCondition(today: string): SQL {
  return and(
    openJobCondition(today),
    sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${companies.userId} AND ${users.status} = 'activated')`,
  ) as SQL;
}
