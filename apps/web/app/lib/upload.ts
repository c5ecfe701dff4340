import type { ErrorBody } from '@app/contract';

/** Shown when the browser got no answer at all (offline, aborted, blocked). */
export const NETWORK_ERROR_MESSAGE = 'Không thể kết nối tới máy chủ. Vui lòng thử lại.';

/** A JSON answer of the API: status 0 means no answer arrived. */
export interface UploadAnswer {
  status: number;
  body: ({ success?: boolean; data?: unknown; message?: string } & Partial<ErrorBody>) | null;
}

function parseBody(text: string): UploadAnswer['body'] {
  try {
    return JSON.parse(text) as UploadAnswer['body'];
  } catch {
    return null;
  }
}

/**
 * Posts a form with XMLHttpRequest (fetch reports no upload progress) to the API on the same
 * origin, with the session cookie. Resolves with whatever the server answered (status 0 when
 * nothing came back); callers decide what a failure means. Editor images and CVs use it.
 */
export function postFormWithProgress(
  url: string,
  form: FormData,
  onProgress?: (loaded: number, total: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.onabort = () => resolve({ status: 0, body: null });
    xhr.send(form);
  });
}
