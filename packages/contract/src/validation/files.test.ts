import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { collectFieldErrors } from './errors.ts';
import {
  businessLicenseFile,
  IMAGE_MAX_BYTES,
  imageFile,
  isAllowedMimeType,
  LICENSE_MAX_BYTES,
  RESUME_MAX_BYTES,
  requiredFile,
  resumeFile,
  toFileDescriptor,
  uploadFiles,
} from './files.ts';

const messages = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const file = (name: string, size: number, mimeType: string) => ({ name, size, mimeType });

describe('constants', () => {
  it('match the spec', () => {
    expect(IMAGE_MAX_BYTES).toBe(3_145_728);
    expect(RESUME_MAX_BYTES).toBe(10_485_760);
    expect(LICENSE_MAX_BYTES).toBe(10_485_760);
  });
});

describe('image', () => {
  const schema = imageFile();
  it('allows exactly 3 MB, not one byte more', () => {
    expect(messages(schema, file('a.jpg', 3_145_728, 'image/jpeg'))).toEqual([]);
    expect(messages(schema, file('a.jpg', 3_145_729, 'image/jpeg'))).toEqual([
      'Ảnh không được vượt quá 3 MB',
    ]);
  });
  it('allows jpeg, png and webp only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/PNG']) {
      expect(messages(schema, file('a', 10, type)), type).toEqual([]);
    }
    for (const type of ['image/gif', 'application/pdf', 'image/svg+xml', '']) {
      expect(messages(schema, file('a', 10, type)), type).toEqual([
        'Ảnh phải có định dạng jpeg, png, jpg hoặc webp',
      ]);
    }
  });
  it('reports size and type together', () => {
    expect(messages(schema, file('a.gif', 4_000_000, 'image/gif'))).toEqual([
      'Ảnh không được vượt quá 3 MB',
      'Ảnh phải có định dạng jpeg, png, jpg hoặc webp',
    ]);
  });
  it('accepts a browser File shape through toFileDescriptor', () => {
    const descriptor = toFileDescriptor({ name: 'avatar.png', size: 1000, type: 'image/png' });
    expect(descriptor).toEqual({ name: 'avatar.png', size: 1000, mimeType: 'image/png' });
    expect(messages(schema, descriptor)).toEqual([]);
  });
});

describe('resume', () => {
  const schema = resumeFile();
  it('allows exactly 10 MB, not one byte more', () => {
    expect(messages(schema, file('cv.pdf', 10_485_760, 'application/pdf'))).toEqual([]);
    expect(messages(schema, file('cv.pdf', 10_485_761, 'application/pdf'))).toEqual([
      'Tệp CV không được vượt quá 10 MB',
    ]);
  });
  it('takes PDF, Word and images, nothing else', () => {
    for (const type of [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/jpeg',
      'image/png',
      'image/webp',
    ])
      expect(messages(schema, file('cv', 100, type))).toEqual([]);
    expect(messages(schema, file('cv.pdf', 100, 'application/octet-stream'))).toEqual([
      'Tệp CV phải là PDF, Word (doc, docx) hoặc ảnh (jpg, png, webp)',
    ]);
    expect(messages(schema, file('cv.zip', 100, 'application/zip'))).toEqual([
      'Tệp CV phải là PDF, Word (doc, docx) hoặc ảnh (jpg, png, webp)',
    ]);
  });
});

describe('business licence', () => {
  const schema = businessLicenseFile();
  it('allows exactly 10 MB of jpg, png or pdf', () => {
    expect(messages(schema, file('gpkd.pdf', 10_485_760, 'application/pdf'))).toEqual([]);
    expect(messages(schema, file('gpkd.png', 100, 'image/png'))).toEqual([]);
    expect(messages(schema, file('gpkd.pdf', 10_485_761, 'application/pdf'))).toEqual([
      'Giấy phép kinh doanh không được vượt quá 10 MB',
    ]);
    expect(
      messages(
        schema,
        file('gpkd.docx', 100, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toEqual(['Giấy phép kinh doanh phải có định dạng jpg, jpeg, png hoặc pdf']);
    expect(messages(schema, file('gpkd.webp', 100, 'image/webp'))).toEqual([
      'Giấy phép kinh doanh phải có định dạng jpg, jpeg, png hoặc pdf',
    ]);
  });
});

describe('file_upload', () => {
  const schema = uploadFiles();
  it('checks every file with per-file messages', () => {
    const files = [
      file('ok.pdf', 3_145_728, 'application/pdf'),
      file('big.jpg', 3_145_729, 'image/jpeg'),
      file('doc.docx', 100, 'application/msword'),
      file('both.gif', 5_000_000, 'image/gif'),
      file('ok.png', 1, 'image/png'),
    ];
    expect(messages(schema, files)).toEqual([
      'Tệp big.jpg vượt quá 3 MB',
      'Tệp doc.docx không đúng định dạng (jpeg, png, jpg, pdf)',
      'Tệp both.gif vượt quá 3 MB',
      'Tệp both.gif không đúng định dạng (jpeg, png, jpg, pdf)',
    ]);
    expect(messages(schema, [])).toEqual([]);
  });
  it('reports under the upload field', () => {
    const result = schema.safeParse([file('x.exe', 1, 'application/x-msdownload')]);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(collectFieldErrors(result.error)).toEqual({
        _: ['Tệp x.exe không đúng định dạng (jpeg, png, jpg, pdf)'],
      });
    }
  });
});

describe('isAllowedMimeType', () => {
  it('ignores case and parameters', () => {
    expect(isAllowedMimeType('Application/PDF; name=a', ['application/pdf'])).toBe(true);
    expect(isAllowedMimeType('application/pdfx', ['application/pdf'])).toBe(false);
  });
});

describe('requiredFile', () => {
  const schema = requiredFile('Ảnh', imageFile());
  it('a missing or empty file is required; a present one gets its own rules', () => {
    for (const v of [undefined, null, '']) expect(messages(schema, v)).toEqual(['Ảnh không được để trống.']);
    expect(messages(schema, file('a.png', 10, 'image/png'))).toEqual([]);
    expect(messages(schema, file('a.png', 10, 'application/pdf'))).toEqual([
      'Ảnh phải có định dạng jpeg, png, jpg hoặc webp',
    ]);
  });
});
