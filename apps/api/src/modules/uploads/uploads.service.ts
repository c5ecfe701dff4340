import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { asUpload, type UploadedFile } from '../../plugins/multipart.ts';
import { PRIVATE_NO_STORE } from '../../plugins/security.ts';
import { EXTENSION_BY_MIME } from './file-type.ts';
import type { FileStorage, StoredStream } from './storage.ts';

export type UploadKind =
  | 'company-logo'
  | 'business-license'
  | 'labor-license'
  | 'editor-image'
  | 'job-thumbnail'
  | 'blog-thumbnail'
  | 'cv'
  | 'avatar';
export type UploadRow = typeof uploads.$inferSelect;

/** Public files are served at this path by key. */
export const publicFileUrl = (key: string) => `/api/files/${key}`;

/** `ownerUserId` null: a file sent without an account (a guest's CV). */
export async function saveUpload(
  db: Pick<Db, 'insert'>,
  storage: FileStorage,
  file: UploadedFile,
  opts: { ownerUserId: number | null; kind: UploadKind; visibility: 'public' | 'private' },
): Promise<UploadRow> {
  const ext = EXTENSION_BY_MIME[file.mimeType] ?? 'bin';
  const key = `${opts.kind}/${randomBytes(16).toString('hex')}.${ext}`;
  await storage.put(key, file.data, { contentType: file.mimeType });
  const [row] = await db
    .insert(uploads)
    .values({
      key,
      ownerUserId: opts.ownerUserId,
      kind: opts.kind,
      visibility: opts.visibility,
      mimeType: file.mimeType,
      size: file.size,
      originalName: file.name.slice(0, 200),
    })
    .returning();
  if (!row) throw new Error('upload row not written');
  return row;
}

/**
 * The file of an optional form field, saved: null when the field was not sent, its 422 when the field
 * holds a file's shape without bytes (see asUpload).
 */
export async function saveFieldUpload(
  db: Pick<Db, 'insert'>,
  storage: FileStorage,
  field: string,
  file: Parameters<typeof asUpload>[0] | undefined,
  opts: Parameters<typeof saveUpload>[3],
): Promise<UploadRow | null> {
  return file ? saveUpload(db, storage, asUpload(file, field), opts) : null;
}

export async function findUpload(db: Db, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row;
}

/** Uploads of one kind among `keys` that belong to the user (others are left out silently). */
export async function findOwnedUploads(
  db: Db,
  ownerUserId: number,
  kind: UploadKind,
  keys: readonly string[],
): Promise<UploadRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(
      and(eq(uploads.ownerUserId, ownerUserId), eq(uploads.kind, kind), inArray(uploads.key, [...keys])),
    );
}

/**
 * Deletes an upload: the row first, then the bytes, so a failure leaves at worst an unserved file,
 * never a row without its file. False when the row was already gone (a concurrent delete).
 */
export async function deleteUpload(db: Db, storage: FileStorage, upload: UploadRow): Promise<boolean> {
  const gone = await db.delete(uploads).where(eq(uploads.id, upload.id)).returning({ id: uploads.id });
  if (gone.length === 0) return false;
  await storage.delete(upload.key);
  return true;
}

/** The extension a stored upload was saved with ("pdf", "docx", "png"). */
export const uploadExtension = (upload: UploadRow) => upload.key.split('.').pop() ?? 'bin';

/**
 * A private document that browsers never cache: a download, or (opts.inline, for a PDF or an
 * image the page embeds) shown in place; never sniffed into anything else. Streamed from the
 * storage (after the caller's access check), never handed out by the bucket itself (ADR 0034).
 */
export function sendPrivateFile(
  reply: FastifyReply,
  upload: UploadRow,
  file: StoredStream,
  /** ASCII name (e.g. from cvFileName); `inline` shows it in the browser (a PDF or an image). */
  opts: { filename?: string; inline?: boolean } = {},
): FastifyReply {
  const filename = opts.filename ?? `${upload.kind}-${upload.id}.${uploadExtension(upload)}`;
  return reply
    .header('content-type', upload.mimeType)
    .header('content-disposition', `${opts.inline ? 'inline' : 'attachment'}; filename="${filename}"`)
    .header('cache-control', PRIVATE_NO_STORE)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', String(file.size))
    .send(file.body);
}
