import {
  EDITOR_CLEANUP_MAX_FILES,
  type EditorImage,
  type ErrorBody,
  editorImageKeyOf,
  imageFile,
  toFileDescriptor,
} from '@app/contract';
import { RuleMessage } from '@app/contract/client';
import { errorText } from '../../lib/form-errors.ts';
import { NETWORK_ERROR_MESSAGE, postFormWithProgress } from '../../lib/upload.ts';

export { NETWORK_ERROR_MESSAGE };

/** Upload path of the editor images; the cleanup path sits beside it. */
export const DEFAULT_EDITOR_UPLOAD_URL = '/api/company/uploads/tinymce';

export function cleanupUrlFor(uploadUrl: string): string {
  return uploadUrl.replace(/\/tinymce\/?$/, '/cleanup');
}

/** An upload refused by the browser check or the server, with the message to show. */
export class EditorUploadError extends Error {}

/** The browser's check of a picked file (its declared type and size), with the API's rule and messages. */
export function checkImageFile(file: { name: string; size: number; type: string }): string | null {
  const parsed = imageFile().safeParse(toFileDescriptor(file));
  return parsed.success ? null : parsed.error.issues.map((i) => i.message).join(' ');
}

/** The message for a failed upload answer: 422 field messages, else per status, else the server's text. */
export function uploadErrorMessage(status: number, body: Partial<ErrorBody> | null): string {
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  if (status === 422 && body?.errors) {
    const messages = Object.values(body.errors).flat();
    if (messages.length > 0) return messages.join(' ');
  }
  // The body limit answers a generic "data too large"; for a picture the image rule says more.
  if (status === 413) return RuleMessage.imageTooLarge;
  return errorText(body);
}

/**
 * Posts one image with progress (the shared XHR upload, with the session cookie). Resolves with
 * the server's `{ location, key }`; rejects with an EditorUploadError carrying the Vietnamese message.
 */
export async function uploadEditorImage(
  file: File,
  url: string,
  onProgress?: (loaded: number, total: number) => void,
): Promise<EditorImage> {
  const refused = checkImageFile(file);
  if (refused) throw new EditorUploadError(refused);
  const form = new FormData();
  form.append('file', file);
  const { status, body } = await postFormWithProgress(url, form, onProgress);
  const image = body?.data as EditorImage | undefined;
  if (status === 200 && body?.success && image?.location) return image;
  throw new EditorUploadError(uploadErrorMessage(status, body));
}

/**
 * Images this editor uploaded that the content no longer shows (compared by storage key, so a
 * relative and an absolute url of one image are the same image). Only these are ever sent to cleanup.
 */
export function unusedUploads(uploaded: Iterable<string>, shown: Iterable<string>): string[] {
  const shownKeys = new Set<string>();
  for (const src of shown) {
    const key = editorImageKeyOf(src);
    if (key) shownKeys.add(key);
  }
  const out = new Set<string>();
  for (const location of uploaded) {
    const key = editorImageKeyOf(location);
    if (key && !shownKeys.has(key)) out.add(location);
  }
  return [...out];
}

/**
 * Best effort, also while the page unloads (`keepalive`): asks the server to delete images the
 * user uploaded and then dropped. The server deletes only the caller's own images that no saved
 * text uses, so a wrong guess here costs nothing.
 */
export function requestCleanup(uploadUrl: string, files: string[]): void {
  if (typeof fetch !== 'function') return;
  for (let i = 0; i < files.length; i += EDITOR_CLEANUP_MAX_FILES) {
    fetch(cleanupUrlFor(uploadUrl), {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ files: files.slice(i, i + EDITOR_CLEANUP_MAX_FILES) }),
    }).catch(() => {});
  }
}
