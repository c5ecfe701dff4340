import { describe, expect, it } from 'vitest';
import { correctWords, editDistance } from './spelling.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps as one edit', () => {
    expect(editDistance('hokaido', 'hokkaido', 2)).toBe(1);
    expect(editDistance('bna', 'ban', 1)).toBe(1);
    expect(editDistance('khj', 'khi', 1)).toBe(1);
    expect(editDistance('nhat', 'nhat', 1)).toBe(0);
    expect(editDistance('seuol', 'seoul', 1)).toBe(1);
  });

  it('stops beyond the allowed edits', () => {
    expect(editDistance('osaka', 'aichi', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('correctWords', () => {
  const known = new Map([
    ['nhat', 0.18],
    ['ban', 0.09],
    ['bao', 0.02],
    ['khi', 0.04],
    ['khu', 0.06],
    ['hokkaido', 0.006],
    ['da', 0.01],
  ]);

  it('replaces an unknown word by the nearest known words, most frequent first', () => {
    expect(correctWords(['nhat', 'bna'], known)).toEqual([['nhat'], ['ban']]);
    expect(correctWords(['khj'], known)).toEqual([['khu', 'khi']]);
    expect(correctWords(['hokaido'], known)).toEqual([['hokkaido']]);
  });

  it('leaves known words, short words and words with no neighbour alone', () => {
    expect(correctWords(['nhat', 'ban'], known)).toBeNull();
    expect(correctWords(['dx'], known)).toBeNull();
    expect(correctWords(['xyzabc'], known)).toBeNull();
  });
});
