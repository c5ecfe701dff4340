import { bearer } from '../helpers.ts';

export type Part = string | string[] | { name: string; data: Buffer; type?: string };

/** A multipart/form-data request body for app.inject (files as `{name, data}`). */
export function multipartForm(fields: Record<string, Part | undefined>, token?: string) {
  const boundary = '----vxform';
  const chunks: Buffer[] = [];
  const field = (k: string, v: string) =>
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (typeof v === 'string') field(k, v);
    else if (Array.isArray(v)) for (const x of v) field(k, x);
    else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${v.name}"\r\nContent-Type: ${v.type ?? 'image/png'}\r\n\r\n`,
        ),
        v.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? bearer(token) : {}) },
  };
}

/** The smallest bytes each sniffed type is recognised by. */
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
export const PDF_BYTES = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
