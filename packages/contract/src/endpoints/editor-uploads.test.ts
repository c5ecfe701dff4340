import { describe, expect, it } from 'vitest';
import { editorImageKeyOf, ZEditorCleanupBody } from './editor-uploads.ts';

const KEY = `editor-image/${'ab12'.repeat(8)}.png`;

describe('editorImageKeyOf', () => {
  it('reads a key, a public path or an absolute url of that path', () => {
    expect(editorImageKeyOf(KEY)).toBe(KEY);
    expect(editorImageKeyOf(`/api/files/${KEY}`)).toBe(KEY);
    expect(editorImageKeyOf(` https://viecxa.vn/api/files/${KEY} `)).toBe(KEY);
    expect(editorImageKeyOf(`http://localhost:3000/api/files/${KEY}`)).toBe(KEY);
  });

  it('refuses other kinds, other paths, traversal and other schemes', () => {
    expect(editorImageKeyOf(`company-logo/${'a'.repeat(32)}.png`)).toBeNull();
    expect(editorImageKeyOf(`/api/files/company-logo/${'a'.repeat(32)}.png`)).toBeNull();
    expect(editorImageKeyOf(`/api/files/editor-image/../business-license/${'a'.repeat(32)}.pdf`)).toBeNull();
    expect(editorImageKeyOf(`/api/files/${KEY}?x=1`)).toBeNull();
    expect(editorImageKeyOf(`javascript:/api/files/${KEY}`)).toBeNull();
    expect(editorImageKeyOf(`editor-image/${'A'.repeat(32)}.png`)).toBeNull();
    expect(editorImageKeyOf('')).toBeNull();
  });
});

describe('ZEditorCleanupBody', () => {
  it('takes a bounded list of strings', () => {
    expect(ZEditorCleanupBody.safeParse({ files: [KEY] }).success).toBe(true);
    expect(ZEditorCleanupBody.safeParse({ files: Array(51).fill(KEY) }).success).toBe(false);
    expect(ZEditorCleanupBody.safeParse({ files: KEY }).success).toBe(false);
    expect(ZEditorCleanupBody.safeParse({}).success).toBe(false);
  });
});
