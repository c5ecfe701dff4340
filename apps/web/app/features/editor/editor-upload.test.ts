import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  cleanupUrlFor,
  NETWORK_ERROR_MESSAGE,
  unusedUploads,
  uploadErrorMessage,
} from './editor-upload.ts';

const loc = (hex: string, ext = 'png') => `/api/files/editor-image/${hex.repeat(32 / hex.length)}.${ext}`;

describe('cleanupUrlFor', () => {
  it('puts cleanup beside the upload path', () => {
    expect(cleanupUrlFor('/api/company/uploads/tinymce')).toBe('/api/company/uploads/cleanup');
    expect(cleanupUrlFor('/api/admin/uploads/tinymce')).toBe('/api/admin/uploads/cleanup');
  });
});

describe('checkImageFile', () => {
  it("uses the API's image rule and messages before anything is sent", () => {
    expect(checkImageFile({ name: 'a.png', size: 10, type: 'image/png' })).toBeNull();
    expect(checkImageFile({ name: 'a.gif', size: 10, type: 'image/gif' })).toBe(
      'Ảnh phải có định dạng jpeg, png, jpg hoặc webp',
    );
    expect(checkImageFile({ name: 'a.jpg', size: 3_145_729, type: 'image/jpeg' })).toBe(
      'Ảnh không được vượt quá 3 MB',
    );
  });
});

describe('uploadErrorMessage', () => {
  it('shows the 422 field messages', () => {
    const body = {
      success: false as const,
      code: 1106,
      message: 'Vui lòng kiểm tra và điền đầy đủ các trường bắt buộc.',
      errors: { file: ['Ảnh phải có định dạng jpeg, png, jpg hoặc webp'] },
    };
    expect(uploadErrorMessage(422, body)).toBe('Ảnh phải có định dạng jpeg, png, jpg hoặc webp');
  });
  it('413 names the image limit; 429 and others give the server message; no answer is a network error', () => {
    expect(uploadErrorMessage(413, { code: 1109, message: 'Dữ liệu gửi lên quá lớn' })).toBe(
      'Ảnh không được vượt quá 3 MB',
    );
    expect(uploadErrorMessage(429, { code: 1108, message: 'Bạn đã gửi quá nhiều yêu cầu.' })).toBe(
      'Bạn đã gửi quá nhiều yêu cầu.',
    );
    expect(uploadErrorMessage(403, { code: 1103 })).toBe('Bạn không có quyền truy cập');
    expect(uploadErrorMessage(0, null)).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('unusedUploads', () => {
  it('lists uploads the content no longer shows, matching relative and absolute urls', () => {
    const a = loc('a1');
    const b = loc('b2', 'webp');
    const c = loc('c3', 'jpg');
    const shown = [`https://viecxa.vn${b}`, 'https://cdn.example.com/x.png', 'blob:https://viecxa.vn/123'];
    expect(unusedUploads([a, b, c, a], shown)).toEqual([a, c]);
    expect(unusedUploads([a], [a])).toEqual([]);
    expect(unusedUploads([], shown)).toEqual([]);
  });
  it('never offers something that is not an editor image', () => {
    expect(unusedUploads([`/api/files/company-logo/${'a'.repeat(32)}.png`, 'x'], [])).toEqual([]);
  });
});
