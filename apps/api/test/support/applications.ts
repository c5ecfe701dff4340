import type { ApplicationStatus } from '@app/contract';
import { eq } from 'drizzle-orm';
import { applications, jobs, users } from '../../src/db/schema/index.ts';
import { recordApplicationEvent } from '../../src/modules/applications/applications.repo.ts';
import type { TestContext } from '../helpers.ts';

let seq = 0;

/**
 * An application written straight to the database (for tests of screens that read or move
 * applications; applying itself is tested through its calls). A guest when `userId` is omitted.
 */
export async function insertApplication(
  t: TestContext,
  opts: {
    jobId: number;
    userId?: number;
    status?: ApplicationStatus;
    name?: string;
    phone?: string;
    email?: string;
    cvUploadKey?: string | null;
    createdAt?: Date;
  },
): Promise<number> {
  seq += 1;
  const stamp = `${Date.now().toString(36)}${seq}`;
  const at = opts.createdAt ?? new Date();
  return t.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({
        jobId: opts.jobId,
        userId: opts.userId ?? null,
        source: opts.userId ? 'account' : 'guest',
        name: opts.name ?? 'Nguyễn Văn Ứng Viên',
        phone: opts.phone ?? `09${String(seq).padStart(8, '0')}`,
        email: opts.email ?? `ungvien.${stamp}@example.com`,
        cvUploadKey: opts.cvUploadKey ?? null,
        status: opts.status ?? 'submitted',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: applications.id });
    if (!row) throw new Error('application not written');
    await recordApplicationEvent(tx, {
      applicationId: row.id,
      actorId: opts.userId ?? null,
      from: null,
      to: 'submitted',
    });
    return row.id;
  });
}

/** The id of a seeded account by email. */
export async function userIdByEmail(t: TestContext, email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The company id of a job. */
export async function companyOfJob(t: TestContext, jobId: number): Promise<number> {
  const [row] = await t.database.db.select({ c: jobs.companyId }).from(jobs).where(eq(jobs.id, jobId));
  if (!row) throw new Error(`no job ${jobId}`);
  return row.c;
}
