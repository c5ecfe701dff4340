import { describe, expect, it } from 'vitest';
import { fileSrcSet, fixedImageProps, widthsFor } from './image-src.ts';

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

describe('widthsFor', () => {
  it('covers a box from 1× to 2× screens', () => {
    expect(widthsFor(44)).toEqual([64, 128]);
    expect(widthsFor(56)).toEqual([64, 128]);
    expect(widthsFor(72)).toEqual([128, 256]);
    expect(widthsFor(480)).toEqual([480, 960]);
  });

  it('falls back to the largest width for a box wider than every variant', () => {
    expect(widthsFor(600)).toEqual([960]);
    expect(widthsFor(2000)).toEqual([960]);
  });
});

describe('fixedImageProps', () => {
  it('sizes a logo and loads it lazily unless asked not to', () => {
    expect(fixedImageProps('/api/files/logos/a.png', 56)).toEqual({
      srcSet: '/api/files/logos/a.png?w=64 64w, /api/files/logos/a.png?w=128 128w',
      sizes: '56px',
      width: 56,
      height: 56,
      loading: 'lazy',
      decoding: 'async',
    });
    expect(fixedImageProps('/api/files/logos/a.png', 72, true).loading).toBe('eager');
  });
});
