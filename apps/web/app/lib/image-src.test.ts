import { describe, expect, it } from 'vitest';
import { fileSrcSet } from './image-src.ts';

describe('fileSrcSet', () => {
  it('lists the resized variants of an uploaded file', () => {
    expect(fileSrcSet('/api/files/logos/a.png', [64, 128])).toBe(
      '/api/files/logos/a.png?w=64 64w, /api/files/logos/a.png?w=128 128w',
    );
  });

  it('leaves external, already sized and missing images alone', () => {
    expect(fileSrcSet('https://cdn.example.com/a.png', [64])).toBeUndefined();
    expect(fileSrcSet('/api/files/a.png?w=64', [64])).toBeUndefined();
    expect(fileSrcSet(null, [64])).toBeUndefined();
  });
});
