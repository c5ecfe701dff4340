import { describe, expect, it } from 'vitest';
import { sniffMimeType } from './file-type.ts';

const bytes = (...v: number[]) => Uint8Array.from(v);

describe('sniffMimeType', () => {
  it('recognises images and documents by their first bytes', () => {
    expect(sniffMimeType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffMimeType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffMimeType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffMimeType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffMimeType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('application/msword');
    expect(
      sniffMimeType(
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml')]),
      ),
    ).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('does not trust names: text or executables are octet-stream', () => {
    expect(sniffMimeType(Buffer.from('MZ\x90\0'))).toBe('application/octet-stream');
    expect(sniffMimeType(Buffer.from('<html>'))).toBe('application/octet-stream');
    expect(sniffMimeType(new Uint8Array())).toBe('application/octet-stream');
  });
});
