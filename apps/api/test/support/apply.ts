import { todayInVietnam } from '@app/contract';
import { and, desc, eq, gte, notExists, sql } from 'drizzle-orm';
import {
  applicationEvents,
  applications,
  companies,
  jobs,
  notifications,
  users,
} from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import { multipartForm, type Part, PDF_BYTES, PNG_BYTES } from './multipart.ts';

/** A small PDF, as a seeker's CV. */
export const CV_PDF = { name: 'cv-nguyen-van-an.pdf', data: PDF_BYTES, type: 'application/pdf' };
/** A photo of a paper CV, named .pdf: the content decides (it is an image, which is allowed). */
export const CV_PNG_NAMED_PDF = { name: 'cv-chup.pdf', data: PNG_BYTES, type: 'application/pdf' };
/** A Windows program renamed .pdf: refused by content. */
export const EXE_NAMED_PDF = {
  name: 'cv.pdf',
  data: Buffer.concat([Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1'), Buffer.alloc(64)]),
  type: 'application/pdf',
};

/** Public jobs of the company whose admin account has this email (oldest first), with no application yet. */
export async function publicJobsOf(t: TestContext, companyEmail: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(
      and(
        eq(users.email, companyEmail),
        eq(jobs.status, 'approved'),
        gte(jobs.deadline, todayInVietnam()),
        // Not the ones the demo data already has applications on.
        notExists(
          t.database.db.select({ one: sql`1` }).from(applications).where(eq(applications.jobId, jobs.id)),
        ),
      ),
    )
    .orderBy(jobs.id);
  return rows.map((r) => r.id);
}

/**
 * An application form with the consent box ticked (ADR 0033), unless the test names `consent`
 * itself (undefined leaves it out: the refusal case).
 */
export function applyForm(fields: Record<string, Part | undefined>, token?: string) {
  return multipartForm('consent' in fields ? fields : { ...fields, consent: 'on' }, token);
}

export async function applicationsOfJob(t: TestContext, jobId: number) {
  return t.database.db
    .select()
    .from(applications)
    .where(eq(applications.jobId, jobId))
    .orderBy(desc(applications.id));
}

export async function eventsOf(t: TestContext, applicationId: number) {
  return t.database.db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId));
}

export async function notificationsFor(t: TestContext, type: number, targetId: number) {
  return t.database.db
    .select({ userId: notifications.userId, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.type, type), eq(notifications.targetId, targetId)));
}
