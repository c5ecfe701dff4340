/**
 * The type of an upload from its first bytes (magic numbers), never from its name or the
 * browser's claim: a renamed .exe stays application/octet-stream and is refused.
 */
export function sniffMimeType(data: Uint8Array): string {
  const b = data;
  const starts = (...bytes: number[]) => bytes.every((v, i) => b[i] === v);
  const ascii = (at: number, s: string) => [...s].every((ch, i) => b[at + i] === ch.charCodeAt(0));
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, '%PDF-')) return 'application/pdf';
  // Word 97–2003 (OLE compound file).
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'application/msword';
  // Office Open XML is a zip whose entries name the document type.
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    const head = Buffer.from(b.subarray(0, Math.min(b.length, 4096))).toString('latin1');
    if (head.includes('word/'))
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    return 'application/zip';
  }
  return 'application/octet-stream';
}

export const EXTENSION_BY_MIME: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};
