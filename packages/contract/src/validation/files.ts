import { z } from 'zod';
import { fileTooLargeMessage, fileTypeMessage, RuleMessage, requiredMessage } from './messages.ts';

/*
 * File rules run on a plain descriptor so browser and server share them: the browser builds it from
 * `File` (`toFileDescriptor`), the server from the upload with `mimeType` sniffed from magic bytes.
 * Types are checked on the MIME type only ('jpg' and 'jpeg' are both image/jpeg); sizes are in bytes,
 * "Mb"/"MB" meaning 1024 × 1024. Size and type are independent checks: a file can report both.
 */

export interface FileDescriptor {
  name: string;
  size: number;
  mimeType: string;
}

// Loose: the server's upload object carries its bytes along (`data`), which must survive parsing.
export const fileDescriptorSchema = z.looseObject({
  name: z.string(),
  size: z.number().int().nonnegative(),
  mimeType: z.string(),
});

const MB = 1024 * 1024;
/** image: 3 MB. */
export const IMAGE_MAX_BYTES = 3_145_728;
/** file_upload: 3 MB per file. */
export const UPLOAD_FILE_MAX_BYTES = 3 * MB;
/** Resume (CV): 10 MB. */
export const RESUME_MAX_BYTES = 10 * MB;
/** business_license_file: 10 MB. */
export const LICENSE_MAX_BYTES = 10 * MB;

/** image: jpeg, png, jpg or webp. */
export const IMAGE_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** file_upload: jpeg, png, jpg or pdf. */
export const UPLOAD_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'];
/**
 * Resume (CV): PDF, Word (doc, docx) or a photo of a paper CV (jpeg, png, webp). Ours: the spec
 * sets only the size; the issue asks for "PDF, Word, or an image", checked by content.
 */
export const RESUME_MIME_TYPES: readonly string[] = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'image/webp',
];
/** The `accept` attribute of a CV file input (a hint only; the server checks the bytes). */
export const RESUME_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png,.webp';
/** business_license_file: jpg, jpeg, png or pdf. */
export const LICENSE_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'];

/** Browser side: `toFileDescriptor(input.files[0])`. */
export function toFileDescriptor(file: { name: string; size: number; type: string }): FileDescriptor {
  return { name: file.name, size: file.size, mimeType: file.type };
}

/** Case-insensitive, parameters ignored ('image/PNG; x=y' is image/png). */
export function isAllowedMimeType(mimeType: string, allowed: readonly string[]): boolean {
  const essence = (mimeType.split(';')[0] ?? '').trim().toLowerCase();
  return allowed.includes(essence);
}

interface SingleFileRule {
  rule: string;
  maxBytes: number;
  tooLarge: string;
  /** Omitted: any type (the spec limits the resume by size only). */
  types?: { allowed: readonly string[]; message: string };
}

function singleFile({ rule, maxBytes, tooLarge, types }: SingleFileRule) {
  return fileDescriptorSchema.superRefine((file, ctx) => {
    if (file.size > maxBytes) {
      ctx.addIssue({ code: 'custom', message: tooLarge, input: file, params: { rule, problem: 'size' } });
    }
    if (types && !isAllowedMimeType(file.mimeType, types.allowed)) {
      ctx.addIssue({
        code: 'custom',
        message: types.message,
        input: file,
        params: { rule, problem: 'type' },
      });
    }
  });
}

/** image: jpeg/png/jpg/webp, at most 3 MB (3,145,728 bytes). */
export const imageFile = () =>
  singleFile({
    rule: 'image',
    maxBytes: IMAGE_MAX_BYTES,
    tooLarge: RuleMessage.imageTooLarge,
    types: { allowed: IMAGE_MIME_TYPES, message: RuleMessage.imageType },
  });

/** Resume (CV) upload: at most 10 MB; PDF, Word or an image (RESUME_MIME_TYPES). */
export const resumeFile = () =>
  singleFile({
    rule: 'resume',
    maxBytes: RESUME_MAX_BYTES,
    tooLarge: RuleMessage.resumeTooLarge,
    types: { allowed: RESUME_MIME_TYPES, message: RuleMessage.resumeType },
  });

/** business_license_file: jpg/jpeg/png/pdf, at most 10 MB. */
export const businessLicenseFile = () =>
  singleFile({
    rule: 'business_license_file',
    maxBytes: LICENSE_MAX_BYTES,
    tooLarge: RuleMessage.licenseTooLarge,
    types: { allowed: LICENSE_MIME_TYPES, message: RuleMessage.licenseType },
  });

/** The labour-export licence's scan (ADR 0030): the business licence's types and size. */
export const laborLicenseFile = () =>
  singleFile({
    rule: 'labor_license_file',
    maxBytes: LICENSE_MAX_BYTES,
    tooLarge: RuleMessage.laborLicenseTooLarge,
    types: { allowed: LICENSE_MIME_TYPES, message: RuleMessage.laborLicenseType },
  });

/**
 * file_upload: several files, each jpeg/png/jpg/pdf and at most 3 MB. The per-file messages name the
 * file, so they are reported on the list's own path (one list of messages under the upload field),
 * with the file's position in `params.index`.
 */
export const uploadFiles = () =>
  z.array(fileDescriptorSchema).superRefine((files, ctx) => {
    files.forEach((file, index) => {
      if (file.size > UPLOAD_FILE_MAX_BYTES) {
        ctx.addIssue({
          code: 'custom',
          message: fileTooLargeMessage(file.name),
          input: file,
          params: { rule: 'file_upload', problem: 'size', index },
        });
      }
      if (!isAllowedMimeType(file.mimeType, UPLOAD_MIME_TYPES)) {
        ctx.addIssue({
          code: 'custom',
          message: fileTypeMessage(file.name),
          input: file,
          params: { rule: 'file_upload', problem: 'type', index },
        });
      }
    });
  });

/**
 * required, for a file field: no part, or an empty one (no file chosen, an empty form value), gives
 * `${label} không được để trống.`; otherwise the file's own rules run.
 */
export function requiredFile<T extends z.ZodType<unknown, object>>(label: string, schema: T) {
  const message = requiredMessage(label);
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .unknown()
      .refine((v) => v !== undefined, { error: message, params: { rule: 'required' }, abort: true })
      .pipe(schema),
  );
}
