import { inArray, sql } from 'drizzle-orm';
import { uploads } from '../../db/schema/index.ts';
import { rowsOf } from '../jobs/search-stats.ts';
import { isReferenced } from '../uploads/upload-references.ts';
import { deleteUpload, type UploadRow } from '../uploads/uploads.service.ts';
import type { TaskContext } from './scheduler.ts';

/*
 * Clean-up tasks (ADR 0035): expired one-time tokens, and uploads nothing uses any more.
 */

const DAY = 86_400_000;

/**
 * An expired or spent token is kept one more day: within it a late click still reads "expired" or
 * "already used" (codes 1004/1011) rather than "invalid". Newsletter unsubscribe tokens never
 * expire (every link ever mailed must keep working) and are not touched.
 */
const TOKEN_KEEP_MS = DAY;

/** Deletes expired and spent tokens of every kind; returns how many of each. */
export async function purgeExpiredTokens(ctx: TaskContext): Promise<Record<string, number>> {
  const before = new Date(ctx.now.getTime() - TOKEN_KEEP_MS).toISOString();
  const t = sql`${before}::timestamptz`;
  const statements: Record<string, ReturnType<typeof sql>> = {
    email_codes: sql`delete from email_codes where expires_at < ${t} or consumed_at < ${t}`,
    password_resets: sql`delete from password_resets where expires_at < ${t} or used_at < ${t}`,
    auth_tokens: sql`delete from auth_tokens where expires_at < ${t} or revoked_at < ${t}`,
    oauth_states: sql`delete from oauth_states where expires_at < ${t}`,
    login_codes: sql`delete from login_codes where expires_at < ${t} or used_at < ${t}`,
    newsletter_tokens: sql`delete from newsletter_tokens
      where purpose = 'confirm' and (expires_at < ${t} or used_at < ${t})`,
  };
  const counts: Record<string, number> = {};
  for (const [table, statement] of Object.entries(statements)) {
    const result = await ctx.db.execute(
      sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`,
    );
    counts[table] = Number(rowsOf(result)[0]?.n ?? 0);
  }
  return counts;
}

/**
 * How old an upload must be before it may count as orphaned: bytes are stored before the row and
 * the form that uses them are saved, and an editor image before the text that shows it (a job
 * description may be written for hours).
 */
export const ORPHAN_GRACE_MS = DAY;
const BATCH = 200;

/**
 * Upload rows past the grace period that no column and no rich text uses. Each column that holds an
 * upload is listed here, matched on its end (some hold the key, some the public URL ending in it);
 * a module adding such a column adds it here. Rich text is asked through the reference checkers.
 */
async function unreferencedUploads(ctx: TaskContext, cutoff: Date, afterId: number): Promise<UploadRow[]> {
  const uses = (table: string, column: string) =>
    sql`exists (select 1 from ${sql.raw(table)} r where r.${sql.raw(column)} = u.key
                 or r.${sql.raw(column)} like '%/' || u.key)`;
  const result = await ctx.db.execute(sql`
    select u.id from uploads u
     where u.created_at < ${cutoff.toISOString()}::timestamptz and u.id > ${afterId}
       and not ${uses('companies', 'logo')}
       and not ${uses('companies', 'business_license_file')}
       and not ${uses('companies', 'labor_license_file')}
       and not ${uses('users', 'avatar')}
       and not ${uses('jobs', 'thumbnail')}
       and not ${uses('blogs', 'thumbnail')}
       and not ${uses('resumes', 'upload_key')}
       and not ${uses('applications', 'cv_upload_key')}
     order by u.id
     limit ${BATCH}`);
  const ids = rowsOf(result).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return ctx.db.select().from(uploads).where(inArray(uploads.id, ids)).orderBy(uploads.id);
}

/**
 * Deletes orphaned uploads through `app.storage` only (whatever the driver): first the rows (and
 * their files) nothing uses, then stored files that have no row at all (a save whose transaction
 * failed after the bytes were written). Anything in doubt is kept: a checker that throws fails
 * the run before it deletes.
 */
export async function cleanOrphanUploads(ctx: TaskContext): Promise<{ rows: number; files: number }> {
  const cutoff = new Date(ctx.now.getTime() - ORPHAN_GRACE_MS);
  let rows = 0;
  let afterId = 0;
  for (;;) {
    if (ctx.signal.aborted) return { rows, files: 0 };
    const batch = await unreferencedUploads(ctx, cutoff, afterId);
    for (const upload of batch) {
      afterId = upload.id;
      if (await isReferenced(ctx.db, upload.key)) continue;
      if (await deleteUpload(ctx.db, ctx.app.storage, upload)) rows++;
    }
    if (batch.length < BATCH) break;
  }

  let files = 0;
  let pending: string[] = [];
  const flush = async () => {
    const known = await ctx.db
      .select({ key: uploads.key })
      .from(uploads)
      .where(inArray(uploads.key, pending));
    const kept = new Set(known.map((k) => k.key));
    for (const key of pending) {
      if (kept.has(key)) continue;
      await ctx.app.storage.delete(key);
      files++;
    }
    pending = [];
  };
  for await (const file of ctx.app.storage.list('')) {
    if (ctx.signal.aborted) break;
    if (file.modifiedAt.getTime() >= cutoff.getTime()) continue;
    pending.push(file.key);
    if (pending.length >= BATCH) await flush();
  }
  if (pending.length > 0) await flush();
  return { rows, files };
}
