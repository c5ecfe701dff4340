import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  companyFieldLinks,
  companyFields,
  companyTagLinks,
  provinces,
  tags,
  uploads,
  users,
  wards,
} from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The company of a company account: its own, or its parent's for a sub-user. */
export async function findCompanyOfUser(db: Db, user: { id: number; parentId: number | null }) {
  const [row] = await db
    .select({ company: companies, ownerStatus: users.status })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.userId, user.parentId ?? user.id))
    .limit(1);
  return row;
}

export async function findCompanyById(db: Db, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function loadProfileParts(
  db: Db,
  companyId: number,
  c: { provinceCode: string | null; wardCode: string | null; businessLicenseFile: string | null },
) {
  const [province] = c.provinceCode
    ? await db.select().from(provinces).where(eq(provinces.code, c.provinceCode)).limit(1)
    : [];
  const [ward] = c.wardCode ? await db.select().from(wards).where(eq(wards.code, c.wardCode)).limit(1) : [];
  const fields = await db
    .select({ id: companyFields.id, name: companyFields.name, activity: companyFields.activity })
    .from(companyFieldLinks)
    .innerJoin(companyFields, eq(companyFields.id, companyFieldLinks.fieldId))
    .where(eq(companyFieldLinks.companyId, companyId))
    .orderBy(companyFields.id);
  const tagRows = await db
    .select({ id: tags.id, name: tags.name })
    .from(companyTagLinks)
    .innerJoin(tags, eq(tags.id, companyTagLinks.tagId))
    .where(eq(companyTagLinks.companyId, companyId))
    .orderBy(tags.id);
  const [license] = c.businessLicenseFile
    ? await db.select().from(uploads).where(eq(uploads.key, c.businessLicenseFile)).limit(1)
    : [];
  return { province, ward, fields, tags: tagRows, license };
}

export { existingIds } from '../../lib/existing-ids.ts';
export { wardInProvince } from '../catalog/catalog.repo.ts';

export async function replaceLinks(tx: Tx, companyId: number, fieldIds: number[], tagIds: number[]) {
  await tx.delete(companyFieldLinks).where(eq(companyFieldLinks.companyId, companyId));
  await tx.delete(companyTagLinks).where(eq(companyTagLinks.companyId, companyId));
  if (fieldIds.length > 0)
    await tx.insert(companyFieldLinks).values(fieldIds.map((fieldId) => ({ companyId, fieldId })));
  if (tagIds.length > 0)
    await tx.insert(companyTagLinks).values(tagIds.map((tagId) => ({ companyId, tagId })));
}
