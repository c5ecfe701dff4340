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
  const shares = new Map([
    ['nhat', 0.18],
    ['ban', 0.09],
    ['bao', 0.02],
    ['khi', 0.04],
    ['khu', 0.06],
  ]);
  const found = (near: string[], completions: string[] = [], similar: string[] = []) => ({
    near,
    completions,
    similar,
  });

  it('replaces an unknown word by the nearest candidates, most frequent first', () => {
    const bna = found(['ba', 'ban', 'bao', 'buon']);
    expect(correctWords(['nhat', 'bna'], new Map([['bna', bna]]), shares)).toEqual([['nhat'], ['ban', 'ba']]);
    expect(correctWords(['khj'], new Map([['khj', found(['khi', 'kho', 'khu'])]]), shares)).toEqual([
      ['khu', 'khi', 'kho'],
    ]);
    // Two edits for seven letters or more; a closer candidate wins over a completion.
    const hokaido = found(['hokkaido', 'hakata'], ['hokaidoo']);
    expect(correctWords(['hokaido'], new Map([['hokaido', hokaido]]), shares)).toEqual([
      ['hokkaido', 'hokaidoo'],
    ]);
  });

  it('falls back to the words it starts, then to trigram look-alikes', () => {
    const nago = found(['naha'], ['nagoya', 'nagoyashi']);
    expect(correctWords(['nago'], new Map([['nago', nago]]))).toEqual([['nagoya', 'nagoyashi']]);
    const first = found([], [], ['okinawa']);
    expect(correctWords(['ukinawaa'], new Map([['ukinawaa', first]]))).toEqual([['okinawa']]);
  });

  it('leaves known words, short words and words with no look-alike alone', () => {
    expect(correctWords(['nhat', 'ban'], new Map(), shares)).toBeNull();
    expect(correctWords(['dx'], new Map([['dx', found(['da'])]]))).toBeNull();
    expect(correctWords(['xyzabc'], new Map([['xyzabc', found([])]]))).toBeNull();
  });
});
