import { type AppliedApplication, type FileDescriptor, toFileDescriptor } from '@app/contract';
import { ErrorCode, RuleMessage } from '@app/contract/client';
import { errorText, type FieldErrors } from '../../lib/form-errors.ts';
import { NETWORK_ERROR_MESSAGE, postFormWithProgress } from '../../lib/upload.ts';

export type ApplyOutcome =
  | { ok: true; data: AppliedApplication; message: string }
  /** `errors`: field messages for the form (422); `message`: the alert's text; `code`: the API's. */
  | { ok: false; errors: FieldErrors; message: string | null; code: number | string | null };

/** Where each kind of application goes (the API, same origin, session cookie). */
export const applyUrl = (jobId: number) => `/api/jobs/${jobId}/apply`;
export const GUEST_APPLY_URL = '/api/guest-apply';

const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * The browser's view of a picked CV for the contract's `resumeFile()` rule. Some systems give no
 * type for Word files; the extension stands in then. The server checks the bytes anyway.
 */
export function cvDescriptor(file: File): FileDescriptor {
  const d = toFileDescriptor(file);
  if (d.mimeType) return d;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return { ...d, mimeType: BY_EXTENSION[ext] ?? '' };
}

/** Posts an application with upload progress and turns the answer into what the dialog shows. */
export async function submitApplication(
  url: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<ApplyOutcome> {
  const { status, body } = await postFormWithProgress(url, form, (loaded, total) =>
    onProgress?.(Math.round((loaded / total) * 100)),
  );
  if (status === 200 && body?.success) {
    return { ok: true, data: body.data as AppliedApplication, message: body.message ?? '' };
  }
  if (status === 0) return { ok: false, errors: {}, message: NETWORK_ERROR_MESSAGE, code: null };
  // The upload limit answers before the CV rule can: say what the rule would.
  if (status === 413)
    return { ok: false, errors: { cv: [RuleMessage.resumeTooLarge] }, message: null, code: 1109 };
  const code = body?.code ?? status;
  if (status === 422 && body?.errors && code === ErrorCode.Validation) {
    const { job_id: jobErrors, ...fields } = body.errors;
    return { ok: false, errors: fields, message: jobErrors ? jobErrors.join(' ') : null, code };
  }
  return { ok: false, errors: {}, message: errorText(body), code };
}
