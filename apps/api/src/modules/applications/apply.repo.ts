import { type ApplicationStatus, type JobStatus, jobState } from '@app/contract';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { applications, companies, jobs, users } from '../../db/schema/index.ts';
import type { Conn } from '../notifications/notifications.service.ts';

/** A job as applying needs it: whether it takes applications, and who hears about them. */
export interface ApplyTarget {
  id: number;
  title: string;
  slug: string;
  companyId: number;
  companyName: string;
  /** The company's contact email, else its admin account's email. */
  companyEmail: string;
  /** 'open', 'closed' (1118: expired, disabled, company not active) or 'hidden' (404). */
  availability: 'open' | 'closed' | 'hidden';
}

export async function findApplyTarget(
  db: Conn,
  jobId: number,
  today: string,
): Promise<ApplyTarget | undefined> {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      slug: jobs.slug,
      status: jobs.status,
      deadline: jobs.deadline,
      companyId: companies.id,
      companyName: companies.name,
      contactEmail: companies.contactEmail,
      ownerEmail: users.email,
      ownerStatus: users.status,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!row) return undefined;
  const state = jobState(row.status as JobStatus, row.deadline, today);
  // Never public (waiting for approval, rejected): the same 404 as a missing job. A job that was
  // public and stopped (deadline passed, disabled, company locked) says why: 1118.
  const availability =
    state === 'waiting' || state === 'rejected'
      ? 'hidden'
      : state === 'approved' && row.ownerStatus === 'activated'
        ? 'open'
        : 'closed';
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    companyId: row.companyId,
    companyName: row.companyName,
    companyEmail: row.contactEmail?.trim() || row.ownerEmail,
    availability,
  };
}

export async function insertApplication(
  tx: Conn,
  values: typeof applications.$inferInsert,
): Promise<typeof applications.$inferSelect> {
  const [row] = await tx.insert(applications).values(values).returning();
  if (!row) throw new Error('application not written');
  return row;
}

export async function resumeAlreadyApplied(db: Conn, jobId: number, resumeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.resumeId, resumeId)))
    .limit(1);
  return row !== undefined;
}

/** A guest application to this job with the same phone or the same email (case-insensitive). */
export async function guestAlreadyApplied(
  db: Conn,
  jobId: number,
  phone: string,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobId),
        isNull(applications.userId),
        or(eq(applications.phone, phone), sql`lower(${applications.email}) = lower(${email})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The caller's latest application per job among `jobIds`. */
export async function latestApplications(
  db: Conn,
  userId: number,
  jobIds: number[],
): Promise<Map<number, { id: number; status: ApplicationStatus }>> {
  const out = new Map<number, { id: number; status: ApplicationStatus }>();
  if (jobIds.length === 0) return out;
  const rows = await db
    .select({ id: applications.id, jobId: applications.jobId, status: applications.status })
    .from(applications)
    .where(and(eq(applications.userId, userId), inArray(applications.jobId, jobIds)))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  for (const r of rows) if (!out.has(r.jobId)) out.set(r.jobId, { id: r.id, status: r.status });
  return out;
}

/** An application with the job's company, for access checks and the company notice. */
export async function findApplicationWithJob(db: Conn, id: number) {
  const [row] = await db
    .select({ application: applications, companyId: jobs.companyId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id))
    .limit(1);
  return row;
}

/**
 * Whether a resume was sent to a job of this company under consent not withdrawn (the company may
 * then read the CV).
 */
export async function resumeSentToCompany(db: Conn, resumeId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.resumeId, resumeId),
        eq(jobs.companyId, companyId),
        isNull(applications.consentWithdrawnAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
