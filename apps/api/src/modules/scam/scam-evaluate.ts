import { type ScamRuleCode, todayInVietnam } from '@app/contract';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { companies, jobs, scamCases, scamEvents } from '../../db/schema/index.ts';
import { loadCostItems } from '../jobs/job-cost-sheet.ts';
import { notificationMessages as msg } from '../notifications/notification-messages.ts';
import { type Conn, notify } from '../notifications/notifications.service.ts';
import { firedRules, SALARY_SAMPLE_MIN } from './scam-rules.ts';

/**
 * Median `salary_min_vnd` of the approved labour-export orders to a nation (the job itself left
 * out; null: every one, as the offer check asks), or null below SALARY_SAMPLE_MIN orders: the salary
 * rule's base (ADR 0032).
 */
export async function nationMedianVnd(
  db: Conn,
  nationCode: string,
  jobId: number | null,
): Promise<number | null> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      median: sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${jobs.salaryMinVnd})::float8`,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, 'labor_export'),
        eq(jobs.status, 'approved'),
        eq(jobs.nationCode, nationCode),
        isNotNull(jobs.salaryMinVnd),
        jobId === null ? undefined : ne(jobs.id, jobId),
      ),
    );
  if (!row || row.n < SALARY_SAMPLE_MIN || row.median === null) return null;
  return Number(row.median);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * Runs the scam rules on a job, in the caller's transaction (its submission, edit or approval), and
 * keeps its queue item in step: new fired rules open (or reopen) the item and tell the admins (type
 * 25); a job edited until no rule fires closes an item nobody reported. Never refuses the job: the
 * admins decide. Returns the codes that fire.
 */
export async function evaluateJob(
  tx: Conn,
  jobId: number,
  today = todayInVietnam(),
): Promise<ScamRuleCode[]> {
  const [row] = await tx
    .select({ job: jobs, company: companies })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId));
  if (!row) return [];
  const { job, company } = row;
  const fired = firedRules({
    job,
    company,
    costItems: job.kind === 'labor_export' ? await loadCostItems(tx, jobId) : [],
    today,
    nationMedianVnd: job.kind === 'labor_export' ? await nationMedianVnd(tx, job.nationCode, jobId) : null,
  });
  const [existing] = await tx.select().from(scamCases).where(eq(scamCases.jobId, jobId));
  if (!existing) {
    if (fired.length === 0) return fired;
    const [created] = await tx
      .insert(scamCases)
      .values({ jobId, companyId: job.companyId, rules: fired })
      .returning({ id: scamCases.id });
    if (!created) return fired;
    await tx.insert(scamEvents).values({ caseId: created.id, actorId: null, action: 'flag', rules: fired });
    await notify(tx, { toAdmins: true, type: 25, message: msg.scamFlagged(job.title), targetId: created.id });
    return fired;
  }
  if (sameSet(existing.rules, fired)) return fired;
  const added = fired.filter((c) => !existing.rules.includes(c));
  const now = new Date();
  if (added.length > 0) {
    // A new sign reopens an item even if an admin closed it for the old ones.
    await tx
      .update(scamCases)
      .set({ rules: fired, status: 'open', outcome: null, updatedAt: now })
      .where(eq(scamCases.id, existing.id));
    await tx.insert(scamEvents).values({ caseId: existing.id, actorId: null, action: 'flag', rules: added });
    await notify(tx, {
      toAdmins: true,
      type: 25,
      message: msg.scamFlagged(job.title),
      targetId: existing.id,
    });
    return fired;
  }
  // Fewer rules fire than before (the company corrected the job).
  const cleared = fired.length === 0 && existing.reportCount === 0 && existing.status !== 'closed';
  await tx
    .update(scamCases)
    .set({ rules: fired, updatedAt: now, ...(cleared ? { status: 'closed', outcome: null } : {}) })
    .where(eq(scamCases.id, existing.id));
  if (fired.length === 0)
    await tx.insert(scamEvents).values({ caseId: existing.id, actorId: null, action: 'clear', rules: [] });
  return fired;
}
