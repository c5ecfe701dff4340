import { ErrorCode } from '@app/contract';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, fieldError } from '../lib/app-error.ts';
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

/** The API's multipart limits; the page scope derives its whole-body limit from them (web.ts). */
export const MULTIPART_LIMITS = { files: 10, fields: 100, fieldSize: 1_048_576 } as const;

/**
 * The largest multipart body worth reading: every file at the upload limit plus the text fields
 * within the body limit. Page forms (web.ts) are refused with 413 past it.
 */
export function multipartBodyLimit(limits: { uploadLimit: number; bodyLimit: number }): number {
  return MULTIPART_LIMITS.files * limits.uploadLimit + limits.bodyLimit;
}

async function toValue(part: Multipart): Promise<UploadedFile | string | undefined> {
  if (part.type === 'field') return String(part.value);
  const data = await part.toBuffer();
  // An empty file input (no file chosen) is no file at all.
  if (part.filename === '' && data.length === 0) return undefined;
  return {
    name: part.filename,
    size: data.length,
    mimeType: sniffMimeType(data),
    declaredMimeType: part.mimetype,
    data,
  };
}

/** 413 in the error handler's envelope ("Dữ liệu gửi lên quá lớn"). */
function tooLarge(): AppError {
  return new AppError(ErrorCode.PayloadTooLarge, { status: 413 });
}

/** 400 for a body that cannot be read as its content type says (the error handler's wording). */
export function unreadableBody(): AppError {
  return new AppError(ErrorCode.Validation, { message: 'Dữ liệu gửi lên không hợp lệ', status: 400 });
}

/** A part's error with a client status keeps it (413 for limits); anything else is a broken body. */
function asClientError(err: unknown): unknown {
  const status = (err as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  return unreadableBody();
}

/**
 * multipart/form-data bodies become plain objects: text fields → strings, files → UploadedFile,
 * so the same zod body schemas (and `_method` override) work for JSON, urlencoded and multipart.
 * A body busboy cannot read (no boundary, cut short) is a 400, never a 500.
 */
export const multipartPlugin = fp(
  async (app: FastifyInstance, opts: { fileSizeLimit: number; bodyLimit: number }) => {
    await app.register(multipart, {
      limits: { fileSize: opts.fileSizeLimit, ...MULTIPART_LIMITS },
      throwFileSizeLimit: true,
    });
    // Each part is bounded, but 10 files and 100 fields of 1 MB would still be buffered whole: the
    // body as a whole gets the page forms' limit too (a declared length at once, the rest as read).
    const wholeLimit = multipartBodyLimit({ uploadLimit: opts.fileSizeLimit, bodyLimit: opts.bodyLimit });
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart()) return;
      if (Number(request.headers['content-length'] ?? 0) > wholeLimit) throw tooLarge();
      const flat: Record<string, unknown> = {};
      const repeated = new Set<string>();
      let read = 0;
      try {
        for await (const part of request.parts()) {
          const value = await toValue(part);
          read += typeof value === 'string' ? Buffer.byteLength(value) : (value?.size ?? 0);
          if (read > wholeLimit) throw tooLarge();
          const name = part.fieldname;
          if (!(name in flat)) flat[name] = value;
          else if (repeated.has(name)) (flat[name] as unknown[]).push(value);
          else {
            flat[name] = [flat[name], value];
            repeated.add(name);
          }
        }
      } catch (err) {
        throw asClientError(err);
      }
      request.body = flat;
    });
  },
);

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
