import { type EditorCleanupResult, type EditorImage, editorImageKeyOf } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import type { UploadedFile } from '../../plugins/multipart.ts';
import { isReferenced } from './upload-references.ts';
import { deleteUpload, findOwnedUploads, publicFileUrl, saveUpload } from './uploads.service.ts';

/*
 * Images of the rich-text editor, for companies (job descriptions) and admins (blog posts) alike.
 * An image is public from its upload on (the editor shows it at once); the text that uses it is
 * saved later, or never: the editor asks to clean up what it uploaded and no longer shows, and only
 * the uploader's own images that no stored text references are deleted (ADR 0011).
 */

/** Stores an editor image (its type already checked by content) and says where it is served. */
export async function saveEditorImage(
  app: FastifyInstance,
  user: UserRow,
  file: UploadedFile,
): Promise<EditorImage> {
  const row = await saveUpload(app.db, app.storage, file, {
    ownerUserId: user.id,
    kind: 'editor-image',
    visibility: 'public',
  });
  return { location: publicFileUrl(row.key), key: row.key };
}

/**
 * Deletes the user's own editor images among `refs` (urls or keys) that no stored text uses.
 * Anything else (other users' images, other kinds, unknown or malformed references) is skipped
 * without a word, so the answer reveals nothing about files that are not the caller's.
 */
export async function cleanupEditorImages(
  app: FastifyInstance,
  user: UserRow,
  refs: readonly string[],
): Promise<EditorCleanupResult> {
  const keys = [...new Set(refs.map(editorImageKeyOf).filter((k): k is string => k !== null))];
  const owned = await findOwnedUploads(app.db, user.id, 'editor-image', keys);
  let deleted = 0;
  for (const upload of owned) {
    if (await isReferenced(app.db, upload.key)) continue;
    if (await deleteUpload(app.db, app.storage, upload)) deleted++;
  }
  return { deleted };
}
