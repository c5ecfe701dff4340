import { editorUploadEndpoints, type ZEditorCleanupBody, type ZEditorImageBody } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { keyedLimit } from '../../lib/keyed-limit.ts';
import { type HandlerInput, route } from '../../lib/route.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { asUpload } from '../../plugins/multipart.ts';
import { cleanupEditorImages, saveEditorImage } from './editor-uploads.service.ts';

/**
 * Stored images per user (company and admin routes counted together): a long description with
 * many pictures fits, filling the disk from one account does not. On top of the global per-IP limit.
 */
export const EDITOR_UPLOAD_LIMIT = { max: 30, windowMs: 10 * 60_000 };

type Input<B extends z.ZodType> = HandlerInput<unknown, unknown, z.output<B>>;

export function editorUploadRoutes(app: FastifyInstance) {
  const perUser = keyedLimit(app, 'editor-image-upload', EDITOR_UPLOAD_LIMIT);
  // One piece of logic for the company and the admin paths; only the access rule differs.
  const upload = async ({ request, body }: Input<typeof ZEditorImageBody>) => {
    const { user } = currentAuth(request);
    // Counted once the guard knows the user; refused files (422) are not stored and not counted.
    await perUser(request, String(user.id));
    return saveEditorImage(app, user, asUpload(body.file, 'file'));
  };
  const cleanup = async ({ request, body }: Input<typeof ZEditorCleanupBody>) =>
    cleanupEditorImages(app, currentAuth(request).user, body.files);
  return [
    route(editorUploadEndpoints.companyUpload, upload),
    route(editorUploadEndpoints.companyCleanup, cleanup),
    route(editorUploadEndpoints.adminUpload, upload),
    route(editorUploadEndpoints.adminCleanup, cleanup),
  ];
}
