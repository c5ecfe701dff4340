import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, jobs, uploads, users } from '../../db/schema/index.ts';
import { registerUploadReferenceChecker } from '../uploads/upload-references.ts';

/**
 * Editor images are referenced by URL in job rich text. Only the uploader's company's jobs can
 * contain them (the editor runs in the company workspace), so the scan stays on that company's
 * rows (jobs_company_idx) instead of every job.
 */
async function companyJobsUse(db: Db, key: string): Promise<boolean> {
  const [owner] = await db
    .select({ companyId: companies.id })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.ownerUserId))
    .innerJoin(companies, eq(companies.userId, sql`coalesce(${users.parentId}, ${users.id})`))
    .where(eq(uploads.key, key))
    .limit(1);
  if (!owner) return false;
  const pattern = `%${key}%`;
  const [hit] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.companyId, owner.companyId),
        or(
          sql`${jobs.description} LIKE ${pattern}`,
          sql`${jobs.requirements} LIKE ${pattern}`,
          sql`${jobs.benefits} LIKE ${pattern}`,
        ),
      ),
    )
    .limit(1);
  return hit !== undefined;
}

registerUploadReferenceChecker(companyJobsUse);
