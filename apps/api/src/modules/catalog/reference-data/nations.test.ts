import { describe, expect, it } from 'vitest';
import { DESTINATION_CODES, loadNations } from './nations.ts';
import { hasOldStyleToneMarks } from './vn-text.ts';

const nations = loadNations();
const byCode = new Map(nations.map((n) => [n.code, n]));

describe('loadNations', () => {
  it('lists every ISO 3166-1 country once (~249 + Kosovo)', () => {
    expect(nations.length).toBeGreaterThanOrEqual(245);
    expect(nations.length).toBeLessThanOrEqual(252);
    expect(new Set(nations.map((n) => n.code)).size).toBe(nations.length);
    for (const n of nations) expect(n.code).toMatch(/^[A-Z]{2}$/);
  });

  it('leaves out aliases, reserved, private-use and macro-region codes', () => {
    for (const code of [
      'EU',
      'EZ',
      'UN',
      'QO',
      'XA',
      'XB',
      'ZZ',
      'AA',
      'AC',
      'IC',
      'DD',
      'SU',
      'UK',
      'YU',
      'ZR',
      'AN',
    ]) {
      expect(byCode.has(code), code).toBe(false);
    }
    for (const code of ['VN', 'XK', 'HK', 'PS', 'AQ', 'SS']) expect(byCode.has(code), code).toBe(true);
  });

  it('has clean Vietnamese and English names', () => {
    for (const n of nations) {
      expect(n.name, n.code).toMatch(/\S/);
      expect(n.name).toBe(n.name.normalize('NFC'));
      expect(n.name).toBe(n.name.trim());
      expect(n.name).not.toBe(n.code);
      expect(hasOldStyleToneMarks(n.name), n.name).toBe(false);
      expect(n.nameEn, n.code).toMatch(/\S/);
    }
  });

  it('reads naturally for the destination markets', () => {
    expect(byCode.get('JP')?.name).toBe('Nhật Bản');
    expect(byCode.get('MY')?.name).toBe('Malaysia');
    expect(byCode.get('KR')?.name).toBe('Hàn Quốc');
    expect(byCode.get('TW')?.name).toBe('Đài Loan');
    expect(byCode.get('DE')?.name).toBe('Đức');
    expect(byCode.get('AU')?.name).toBe('Úc');
    expect(byCode.get('US')?.name).toBe('Hoa Kỳ');
    expect(byCode.get('SA')?.name).toBe('Ả Rập Xê Út');
    expect(byCode.get('AE')?.name).toBe('Các Tiểu vương quốc Ả Rập Thống nhất');
    expect(byCode.get('VN')?.name).toBe('Việt Nam');
    expect(byCode.get('HK')?.name).toBe('Hồng Kông');
    expect(byCode.get('JP')?.nameEn).toBe('Japan');
  });

  it('puts destinations first in market order, then the rest in Vietnamese order', () => {
    expect(nations.map((n) => n.sort)).toEqual(nations.map((_, i) => i + 1));
    expect(nations.slice(0, DESTINATION_CODES.length).map((n) => n.code)).toEqual([...DESTINATION_CODES]);
    expect(nations.slice(0, 4).map((n) => n.code)).toEqual(['JP', 'KR', 'TW', 'DE']);
    expect(nations.filter((n) => n.isDestination)).toHaveLength(DESTINATION_CODES.length);
    expect(byCode.get('VN')?.isDestination).toBe(false);
    const rest = nations.slice(DESTINATION_CODES.length).map((n) => n.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('vi').compare));
  });
});
