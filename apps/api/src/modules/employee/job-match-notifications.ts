import { sql } from 'drizzle-orm';
import { employeeProfiles, jobs, notifications, users } from '../../db/schema/index.ts';
import { notificationMessages as msg } from '../notifications/notification-messages.ts';
import type { Conn } from '../notifications/notifications.service.ts';

/**
 * Notification 13 (ADR 0015, docs/notifications.md): when an admin approves a job, every activated
 * employee whose wished nations include the job's nation or whose wished fields include its field
 * hears about it — in the approval's transaction, in ONE `INSERT … SELECT` (no per-user loop), and
 * never twice for the same seeker and job (`NOT EXISTS` on type 13 for that job), so approving
 * again after an edit does not repeat it. Only a job that is open (approved, deadline not passed)
 * notifies. Returns how many seekers were notified.
 */
export async function notifyMatchingSeekers(
  tx: Conn,
  job: { id: number; title: string },
  today: string,
): Promise<number> {
  const result = await tx.execute(sql`
    INSERT INTO ${notifications} (user_id, type, message, target_id, link)
    SELECT p.user_id, 13, ${msg.jobMatchesWishes(job.title)}, j.id, j.slug
    FROM ${employeeProfiles} p
    JOIN ${users} u ON u.id = p.user_id
    JOIN ${jobs} j ON j.id = ${job.id}
    WHERE u.type = 'employee' AND u.status = 'activated'
      AND j.status = 'approved' AND j.deadline >= ${today}::date
      AND (j.nation_code = ANY(p.wished_nation_codes)
           OR (j.field_id IS NOT NULL AND j.field_id = ANY(p.wished_field_ids)))
      AND NOT EXISTS (
        SELECT 1 FROM ${notifications} n
        WHERE n.user_id = p.user_id AND n.type = 13 AND n.target_id = j.id
      )`);
  return Number(
    (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0,
  );
}
