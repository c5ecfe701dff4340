import { describe, expect, it } from 'vitest';
import { cleanPlaceName, cleanSpacing, hasOldStyleToneMarks, normalizeToneMarks } from './vn-text.ts';

describe('normalizeToneMarks', () => {
  it('moves the tone onto the first vowel of open oa / oe / uy syllables', () => {
    expect(normalizeToneMarks('Thanh Hoá')).toBe('Thanh Hóa');
    expect(normalizeToneMarks('Khánh Hoà')).toBe('Khánh Hòa');
    expect(normalizeToneMarks('Thuỷ Nguyên')).toBe('Thủy Nguyên');
    expect(normalizeToneMarks('Sức khoẻ')).toBe('Sức khỏe');
    expect(normalizeToneMarks('hoả hoạn, xoã, Nguỵ, tuỳ, tuý, huỹ')).toBe(
      'hỏa hoạn, xõa, Ngụy, tùy, túy, hũy',
    );
  });

  it('keeps the case of each letter', () => {
    expect(normalizeToneMarks('HOÀ BÌNH')).toBe('HÒA BÌNH');
    expect(normalizeToneMarks('Oà')).toBe('Òa');
  });

  it('leaves qu + y, closed syllables and triphthongs alone', () => {
    for (const word of [
      'Quý',
      'quý',
      'Quỳ',
      'Quỹ',
      'Quỳnh',
      'Hoàng',
      'Toàn',
      'Khoái',
      'Hoạt',
      'Huỳnh',
      'Nguyễn',
      'Hòa',
    ]) {
      expect(normalizeToneMarks(word)).toBe(word);
    }
  });

  it('returns NFC and is idempotent', () => {
    const decomposed = 'Thanh Hoá'.normalize('NFD');
    const once = normalizeToneMarks(decomposed);
    expect(once).toBe('Thanh Hóa');
    expect(once.normalize('NFC')).toBe(once);
    expect(normalizeToneMarks(once)).toBe(once);
  });

  it('detects the old placement', () => {
    expect(hasOldStyleToneMarks('Hoà Bình')).toBe(true);
    expect(hasOldStyleToneMarks('Hòa Bình, Quý')).toBe(false);
  });
});

describe('place-name clean-up', () => {
  it('fixes spacing and apostrophes', () => {
    expect(cleanSpacing('  Xã  Cò  Nòi ')).toBe('Xã Cò Nòi');
    expect(cleanSpacing('Ia H’ Drai')).toBe("Ia H'Drai");
  });

  it('capitalises word starts but keeps official inner capitals and numbers', () => {
    expect(cleanPlaceName('Đại áng')).toBe('Đại Áng');
    expect(cleanPlaceName('KBang')).toBe('KBang');
    expect(cleanPlaceName('Hải Châu  II')).toBe('Hải Châu II');
    expect(cleanPlaceName('05')).toBe('5');
    expect(cleanPlaceName('12')).toBe('12');
    expect(cleanPlaceName('NT Mộc Châu')).toBe('Nông Trường Mộc Châu');
  });
});
