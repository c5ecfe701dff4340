import { type Resume, resumeFilePath } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import { resumes, uploads } from '../../db/schema/index.ts';
import type { UploadedFile } from '../../plugins/multipart.ts';
import type { Conn } from '../notifications/notifications.service.ts';
import type { FileStorage } from '../uploads/storage.ts';
import { saveUpload } from '../uploads/uploads.service.ts';

/*
 * A seeker's candidate profiles (ADR 0015): CV files (private uploads) and the one online profile.
 * Applying, introducing a profile, the profile page and the CV list all go through here.
 */

export const ONLINE_RESUME_NAME = 'Hồ sơ trực tuyến';

export type ResumeRow = typeof resumes.$inferSelect;

export function toResume(r: ResumeRow): Resume {
  return {
    id: r.id,
    kind: r.kind === 'online' ? 'online' : 'cv',
    name: r.name,
    created_at: r.createdAt.toISOString(),
    file_url: r.kind === 'cv' && r.uploadKey ? `/api${resumeFilePath(r.id)}` : null,
  };
}

/**
 * Stores a CV file (already checked by the contract's `resumeFile()` rule: size and sniffed type)
 * as a private upload and a `resumes` row. Call inside the transaction that uses it; the bytes are
 * written first, so a failed transaction leaves at worst an unreferenced file.
 */
export async function saveCvResume(
  tx: Conn,
  storage: FileStorage,
  userId: number,
  file: UploadedFile,
): Promise<ResumeRow> {
  const same = await findSameCv(tx, storage, userId, file);
  if (same) return same;
  const upload = await saveUpload(tx, storage, file, {
    ownerUserId: userId,
    kind: 'cv',
    visibility: 'private',
  });
  const [row] = await tx
    .insert(resumes)
    .values({ userId, kind: 'cv', uploadKey: upload.key, name: file.name.slice(0, 200) || 'CV' })
    .returning();
  if (!row) throw new Error('resume row not written');
  return row;
}

/**
 * A CV of this user with the very same file (name, size, type and bytes): sending the same file
 * again reuses it, so the seeker's list never shows one CV twice under the same label. Only rows
 * whose name and size match are read back from storage (rarely more than one).
 */
async function findSameCv(
  tx: Conn,
  storage: FileStorage,
  userId: number,
  file: UploadedFile,
): Promise<ResumeRow | undefined> {
  const name = file.name.slice(0, 200) || 'CV';
  const candidates = await tx
    .select({ resume: resumes, key: uploads.key })
    .from(resumes)
    .innerJoin(uploads, eq(uploads.key, resumes.uploadKey))
    .where(
      and(
        eq(resumes.userId, userId),
        eq(resumes.kind, 'cv'),
        eq(resumes.name, name),
        eq(uploads.size, file.size),
        eq(uploads.mimeType, file.mimeType),
      ),
    );
  for (const c of candidates) {
    const stored = await storage.get(c.key);
    if (stored?.equals(file.data)) return c.resume;
  }
  return undefined;
}

/** The seeker's online-profile resume, created on first need (one per user: unique index). */
export async function ensureOnlineResume(tx: Conn, userId: number): Promise<ResumeRow> {
  await tx.insert(resumes).values({ userId, kind: 'online', name: ONLINE_RESUME_NAME }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.kind, 'online')));
  if (!row) throw new Error('online resume missing');
  return row;
}

/** The seeker's profiles, newest first (the online one included once it exists). */
export async function listResumes(db: Conn, userId: number): Promise<ResumeRow[]> {
  return db
    .select()
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.createdAt), desc(resumes.id));
}

/** A resume of this user, or undefined (someone else's and a missing one look the same: 1051). */
export async function findOwnedResume(
  db: Conn,
  userId: number,
  resumeId: number,
): Promise<ResumeRow | undefined> {
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .limit(1);
  return row;
}

/** The upload row behind a CV resume (for serving the file). */
export async function resumeUpload(db: Conn, resume: ResumeRow) {
  if (!resume.uploadKey) return undefined;
  const [row] = await db.select().from(uploads).where(eq(uploads.key, resume.uploadKey)).limit(1);
  return row;
}
