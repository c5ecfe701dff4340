import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companyFields,
  legacyDistricts,
  legacyProvinces,
  legacyWards,
  nations,
  provinces,
  skills,
  tags,
  wards,
} from '../../db/schema/index.ts';

export const listNations = (db: Db, destinationsOnly: boolean) =>
  db
    .select()
    .from(nations)
    .where(destinationsOnly ? eq(nations.isDestination, true) : undefined)
    .orderBy(asc(nations.sort));

export const listSkills = (db: Db) => db.select().from(skills).orderBy(asc(skills.id));

const unitColumns = <T extends typeof provinces | typeof legacyProvinces>(t: T) => ({
  code: t.code,
  name: t.name,
  fullName: t.fullName,
  type: t.type,
});

export const listProvinces = (db: Db) =>
  db.select(unitColumns(provinces)).from(provinces).orderBy(asc(provinces.code));
export const listLegacyProvinces = (db: Db) =>
  db.select(unitColumns(legacyProvinces)).from(legacyProvinces).orderBy(asc(legacyProvinces.code));

export const listLegacyDistricts = (db: Db, provinceCode?: string) =>
  db
    .select({
      code: legacyDistricts.code,
      name: legacyDistricts.name,
      fullName: legacyDistricts.fullName,
      type: legacyDistricts.type,
    })
    .from(legacyDistricts)
    .where(provinceCode ? eq(legacyDistricts.provinceCode, provinceCode) : undefined)
    .orderBy(asc(legacyDistricts.code));

export const listWardsOfProvince = (db: Db, provinceCode: string) =>
  db
    .select({ code: wards.code, name: wards.name, fullName: wards.fullName, type: wards.type })
    .from(wards)
    .where(eq(wards.provinceCode, provinceCode))
    .orderBy(asc(wards.code));

export const listLegacyWardsOfDistrict = (db: Db, districtCode: string) =>
  db
    .select({
      code: legacyWards.code,
      name: legacyWards.name,
      fullName: legacyWards.fullName,
      type: legacyWards.type,
    })
    .from(legacyWards)
    .where(eq(legacyWards.districtCode, districtCode))
    .orderBy(asc(legacyWards.code));

export const listFields = (db: Db, activity: 1 | 2) =>
  db.select().from(companyFields).where(eq(companyFields.activity, activity)).orderBy(asc(companyFields.id));

/** Accent- and case-insensitive match on the folded name ("nhat ban" finds "Nhật Bản"). */
export const listTags = (
  db: Db,
  opts: { search?: string | undefined; limit: number; suggestedOnly?: boolean },
) =>
  db
    .select()
    .from(tags)
    .where(
      sql.join(
        [
          sql`true`,
          ...(opts.search ? [sql`vn_fold(${tags.name}) like '%' || vn_fold(${opts.search}) || '%'`] : []),
          ...(opts.suggestedOnly ? [sql`${tags.suggested}`] : []),
        ],
        sql` and `,
      ),
    )
    .orderBy(asc(tags.id))
    .limit(opts.limit);

/** Whether a ward (2025 set) belongs to a province: address forms check the pair server-side. */
export async function wardInProvince(
  db: Pick<Db, 'select'>,
  wardCode: string,
  provinceCode: string,
): Promise<boolean> {
  const [row] = await db
    .select({ code: wards.code })
    .from(wards)
    .where(and(eq(wards.code, wardCode), eq(wards.provinceCode, provinceCode)))
    .limit(1);
  return Boolean(row);
}
