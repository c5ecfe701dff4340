import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../roles.ts';
import { imageFile, requiredFile } from '../validation/index.ts';

/**
 * Images inserted by the rich-text editor (job descriptions for companies, blog posts for admins).
 * The paths keep the spec's TinyMCE names; the answer carries TinyMCE's `location` field inside
 * our usual success envelope.
 */

/** Public path of an editor image: `/api/files/editor-image/<32 hex>.<ext>`. */
export const EDITOR_IMAGE_PATH_PATTERN = /^\/api\/files\/(editor-image\/[a-f0-9]{32}\.[a-z0-9]{2,5})$/;
export const EDITOR_IMAGE_KEY_PATTERN = /^editor-image\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/;
/** At most this many files per cleanup call (the editor sends the few it uploaded). */
export const EDITOR_CLEANUP_MAX_FILES = 50;

export const ZEditorImageBody = z.object({
  file: requiredFile('Ảnh', imageFile()),
});
export type EditorImageBody = z.input<typeof ZEditorImageBody>;

export const ZEditorImage = z
  .object({
    /** Where the image is served (TinyMCE's field name): `/api/files/editor-image/…`. */
    location: z.string(),
    /** The storage key, e.g. `editor-image/<32 hex>.png`. */
    key: z.string(),
  })
  .meta({ id: 'EditorImage' });
export type EditorImage = z.infer<typeof ZEditorImage>;

export const ZEditorCleanupBody = z.object({
  /** Public urls (relative or absolute) or storage keys of editor images no longer used. */
  files: z.array(z.string().max(500)).max(EDITOR_CLEANUP_MAX_FILES),
});
export type EditorCleanupBody = z.input<typeof ZEditorCleanupBody>;

export const ZEditorCleanupResult = z.object({ deleted: z.number().int().nonnegative() });
export type EditorCleanupResult = z.infer<typeof ZEditorCleanupResult>;

const upload = (path: string, who: string, rule: typeof access.company | typeof access.adminOrSubAdmin) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary: `Tải ảnh lên cho trình soạn thảo (${who}; multipart, trường file: jpeg/png/webp ≤ 3 MB)`,
    tag: 'Editor uploads',
    access: rule,
    multipart: true,
    body: ZEditorImageBody,
    response: ZEditorImage,
  });

const cleanup = (path: string, who: string, rule: typeof access.company | typeof access.adminOrSubAdmin) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary: `Xóa ảnh trình soạn thảo đã tải lên nhưng không còn dùng (${who}); tệp của người khác hoặc đang được dùng bị bỏ qua`,
    tag: 'Editor uploads',
    access: rule,
    body: ZEditorCleanupBody,
    response: ZEditorCleanupResult,
  });

export const editorUploadEndpoints = {
  companyUpload: upload('/company/uploads/tinymce', 'công ty', access.company),
  companyCleanup: cleanup('/company/uploads/cleanup', 'công ty', access.company),
  adminUpload: upload('/admin/uploads/tinymce', 'quản trị viên', access.adminOrSubAdmin),
  adminCleanup: cleanup('/admin/uploads/cleanup', 'quản trị viên', access.adminOrSubAdmin),
};

/**
 * The storage key an editor image is known by, from its key, its public path or an absolute url of
 * that path (a browser's `img.src`); null for anything else.
 */
export function editorImageKeyOf(ref: string): string | null {
  const value = ref.trim();
  if (EDITOR_IMAGE_KEY_PATTERN.test(value)) return value;
  let path: string;
  try {
    const url = new URL(value, 'http://relative.invalid');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.search || url.hash) return null;
    path = url.pathname;
  } catch {
    return null;
  }
  return EDITOR_IMAGE_PATH_PATTERN.exec(path)?.[1] ?? null;
}
