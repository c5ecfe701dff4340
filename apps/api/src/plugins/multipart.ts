import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldError } from '../lib/app-error.ts';
import { sniffMimeType } from '../modules/uploads/file-type.ts';

/**
 * A file part, buffered (≤ the upload limit). It is a FileDescriptor of the contract's file
 * rules: `mimeType` is sniffed from the content, not taken from the browser.
 */
export interface UploadedFile {
  name: string;
  size: number;
  mimeType: string;
  declaredMimeType: string;
  data: Buffer;
}

function isFile(part: unknown): part is MultipartFile {
  return typeof part === 'object' && part !== null && 'file' in part && 'filename' in part;
}

/**
 * multipart/form-data bodies become plain objects: text fields → strings, files → UploadedFile,
 * so the same zod body schemas (and `_method` override) work for JSON, urlencoded and multipart.
 */
export const multipartPlugin = fp(async (app: FastifyInstance, opts: { fileSizeLimit: number }) => {
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: opts.fileSizeLimit, files: 10, fields: 100, fieldSize: 1_048_576 },
    throwFileSizeLimit: true,
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
    const flat: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(request.body as Record<string, unknown>)) {
      const parts = Array.isArray(raw) ? raw : [raw];
      const values = await Promise.all(
        parts.map(async (part) => {
          if (isFile(part)) {
            const data = await part.toBuffer();
            // An empty file input (no file chosen) is no file at all.
            if (part.filename === '' && data.length === 0) return undefined;
            const file: UploadedFile = {
              name: part.filename,
              size: data.length,
              mimeType: sniffMimeType(data),
              declaredMimeType: part.mimetype,
              data,
            };
            return file;
          }
          return (part as MultipartValue).value;
        }),
      );
      flat[key] = Array.isArray(raw) ? values : values[0];
    }
    request.body = flat;
  });
});

/** A file field that did not come from a multipart part (e.g. a JSON object shaped like a file). */
export const NOT_AN_UPLOAD_MESSAGE = 'Tệp phải được tải lên (multipart/form-data).';

/**
 * A validated file field back as the upload it came from (the file rules keep its bytes). The body
 * schemas accept any object shaped like a file, as JSON clients can send one: without bytes it is
 * the client's mistake, a 422 on that field, not a server error.
 */
export function asUpload(
  file: {
    name: string;
    size: number;
    mimeType: string;
    [k: string]: unknown;
  },
  field: string,
): UploadedFile {
  if (!Buffer.isBuffer(file.data)) throw fieldError(field, NOT_AN_UPLOAD_MESSAGE);
  return file as unknown as UploadedFile;
}
