import { describe, expect, it } from 'vitest';
import {
  loadLegacyDistricts,
  loadLegacyProvinces,
  loadLegacyWards,
  loadProvinces2025,
  loadWardMappings,
  loadWards2025,
} from './admin-units.ts';
import { hasOldStyleToneMarks } from './vn-text.ts';

const provinces = loadProvinces2025();
const wards = loadWards2025();
const mappings = loadWardMappings();
const legacyProvinces = loadLegacyProvinces();
const legacyDistricts = loadLegacyDistricts();
const legacyWards = loadLegacyWards();

const all = { provinces, wards, legacyProvinces, legacyDistricts, legacyWards };

function expectUniqueCodes(rows: readonly { code: string }[], digits: number): void {
  expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  for (const r of rows) expect(r.code).toMatch(new RegExp(`^\\d{${digits}}$`));
}

describe('administrative units since 2025-07-01', () => {
  it('has 34 provinces and 3,321 wards with unique official codes', () => {
    expect(provinces).toHaveLength(34);
    expect(wards).toHaveLength(3321);
    expectUniqueCodes(provinces, 2);
    expectUniqueCodes(wards, 5);
  });

  it('names provinces without and with their type', () => {
    const byCode = new Map(provinces.map((p) => [p.code, p]));
    expect(byCode.get('01')).toEqual({
      code: '01',
      name: 'Hà Nội',
      fullName: 'Thành phố Hà Nội',
      type: 'Thành phố',
    });
    expect(byCode.get('04')).toEqual({
      code: '04',
      name: 'Cao Bằng',
      fullName: 'Tỉnh Cao Bằng',
      type: 'Tỉnh',
    });
    expect(byCode.get('79')?.name).toBe('Hồ Chí Minh');
    expect(provinces.filter((p) => p.type === 'Thành phố')).toHaveLength(6);
    expect(provinces.filter((p) => p.type === 'Tỉnh')).toHaveLength(28);
  });

  it('gives every ward a type and an existing province', () => {
    const provinceCodes = new Set(provinces.map((p) => p.code));
    for (const w of wards) {
      expect(provinceCodes.has(w.provinceCode), w.code).toBe(true);
      expect(['Phường', 'Xã', 'Đặc khu']).toContain(w.type);
      expect(w.fullName.startsWith(`${w.type} `), w.fullName).toBe(true);
    }
    expect(wards.find((w) => w.code === '00004')).toEqual({
      code: '00004',
      name: 'Ba Đình',
      fullName: 'Phường Ba Đình',
      type: 'Phường',
      provinceCode: '01',
    });
    expect(wards.filter((w) => w.type === 'Đặc khu')).toHaveLength(13);
  });

  it('maps legacy wards to existing 2025 wards, one row per pair', () => {
    const wardCodes = new Set(wards.map((w) => w.code));
    const legacyCodes = new Set(legacyWards.map((w) => w.code));
    expect(mappings.length).toBeGreaterThan(9_500);
    const keys = new Set(mappings.map((m) => `${m.oldWardCode}>${m.newWardCode}`));
    expect(keys.size).toBe(mappings.length);
    for (const m of mappings) {
      expect(m.oldWardCode).toMatch(/^\d{5}$/);
      expect(wardCodes.has(m.newWardCode), m.newWardCode).toBe(true);
    }
    // The legacy package predates a few late renumberings; nearly every old code is known to it.
    const known = mappings.filter((m) => legacyCodes.has(m.oldWardCode)).length;
    expect(known / mappings.length).toBeGreaterThan(0.99);
  });
});

describe('administrative units before 2025-07-01', () => {
  it('has 63 provinces and plausible district and ward counts with unique codes', () => {
    expect(legacyProvinces).toHaveLength(63);
    expect(legacyDistricts.length).toBeGreaterThanOrEqual(690);
    expect(legacyDistricts.length).toBeLessThanOrEqual(720);
    expect(legacyWards.length).toBeGreaterThanOrEqual(10_400);
    expect(legacyWards.length).toBeLessThanOrEqual(10_700);
    expectUniqueCodes(legacyProvinces, 2);
    expectUniqueCodes(legacyDistricts, 3);
    expectUniqueCodes(legacyWards, 5);
  });

  it('joins children to existing parents by code', () => {
    const provinceCodes = new Set(legacyProvinces.map((p) => p.code));
    const districts = new Map(legacyDistricts.map((d) => [d.code, d]));
    for (const d of legacyDistricts) expect(provinceCodes.has(d.provinceCode), d.code).toBe(true);
    for (const w of legacyWards) {
      expect(districts.get(w.districtCode)?.provinceCode, w.code).toBe(w.provinceCode);
    }
  });

  it('cleans names: types, capitals, numbered units', () => {
    const district = (code: string) => legacyDistricts.find((d) => d.code === code);
    const ward = (code: string) => legacyWards.find((w) => w.code === code);
    expect(district('001')).toMatchObject({ name: 'Ba Đình', fullName: 'Quận Ba Đình', type: 'Quận' });
    expect(district('760')).toMatchObject({ name: 'Quận 1', type: 'Quận' });
    expect(ward('00001')).toMatchObject({ name: 'Phúc Xá', type: 'Phường', districtCode: '001' });
    expect(legacyProvinces.find((p) => p.code === '17')?.name).toBe('Hòa Bình');
    expect(legacyDistricts.some((d) => /Thành Phố|Thị Xã/.test(d.fullName))).toBe(false);
    expect(legacyWards.some((w) => /Thị Trấn/.test(w.fullName))).toBe(false);
    const numbered = legacyWards.filter((w) => /^Phường \d+$/.test(w.name));
    expect(numbered.length).toBeGreaterThan(100);
    for (const w of numbered) expect(w.name).not.toMatch(/ 0\d/);
  });
});

describe('names in both sets', () => {
  it('are NFC, trimmed, single-spaced, capitalised and in one tone-mark style', () => {
    for (const [set, rows] of Object.entries(all)) {
      for (const r of rows) {
        for (const text of [r.name, r.fullName]) {
          expect(text, `${set} ${r.code}`).toBe(text.normalize('NFC'));
          expect(text, `${set} ${r.code}`).toMatch(/^\S+( \S+)*$/);
          expect(hasOldStyleToneMarks(text), `${set} ${r.code} ${text}`).toBe(false);
          expect(text, `${set} ${r.code}`).not.toMatch(/[\u2018\u2019]|' /);
        }
        expect(r.name.charAt(0), `${set} ${r.code} ${r.name}`).toMatch(/[\p{Lu}\d]/u);
      }
    }
  });

  it('spell provinces kept under the same code the same way', () => {
    const legacy = new Map(legacyProvinces.map((p) => [p.code, p.name]));
    const current = new Map(provinces.map((p) => [p.code, p.name]));
    expect(current.get('38')).toBe('Thanh Hóa');
    expect(legacy.get('38')).toBe('Thanh Hóa');
    expect(current.get('56')).toBe('Khánh Hòa');
    expect(legacy.get('56')).toBe('Khánh Hòa');
    expect(legacy.get('79')).toBe(current.get('79'));
  });
});
