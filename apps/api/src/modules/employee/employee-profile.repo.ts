import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  applications,
  companyFields,
  employeeProfiles,
  employeeSkills,
  nations,
  provinces,
  resumes,
  skills,
  uploads,
  users,
  wards,
} from '../../db/schema/index.ts';
import type { Conn } from '../notifications/notifications.service.ts';

export type ProfileRow = typeof employeeProfiles.$inferSelect;

export async function findProfile(db: Conn, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(employeeProfiles).where(eq(employeeProfiles.userId, userId)).limit(1);
  return row;
}

/** Names of everything the profile points at (address, skills, wishes), in one go. */
export async function loadProfileLabels(db: Conn, userId: number, p: ProfileRow | undefined) {
  const [province] = p?.provinceCode
    ? await db.select().from(provinces).where(eq(provinces.code, p.provinceCode)).limit(1)
    : [];
  const [ward] = p?.wardCode ? await db.select().from(wards).where(eq(wards.code, p.wardCode)).limit(1) : [];
  const skillRows = await db
    .select({ id: skills.id, name: skills.name })
    .from(employeeSkills)
    .innerJoin(skills, eq(skills.id, employeeSkills.skillId))
    .where(eq(employeeSkills.userId, userId))
    .orderBy(asc(skills.name));
  const nationRows =
    p && p.wishedNationCodes.length > 0
      ? await db
          .select({ code: nations.code, name: nations.name })
          .from(nations)
          .where(inArray(nations.code, p.wishedNationCodes))
      : [];
  const fieldRows =
    p && p.wishedFieldIds.length > 0
      ? await db
          .select({ id: companyFields.id, name: companyFields.name, activity: companyFields.activity })
          .from(companyFields)
          .where(inArray(companyFields.id, p.wishedFieldIds))
          .orderBy(asc(companyFields.id))
      : [];
  const order = (codes: string[]) => (a: { code: string }, b: { code: string }) =>
    codes.indexOf(a.code) - codes.indexOf(b.code);
  return {
    province,
    ward,
    skills: skillRows,
    nations: nationRows.sort(order(p?.wishedNationCodes ?? [])),
    fields: fieldRows,
  };
}

export { wardInProvince } from '../catalog/catalog.repo.ts';

export async function existingNationCodes(db: Conn, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db.select({ code: nations.code }).from(nations).where(inArray(nations.code, codes));
  return rows.map((r) => r.code);
}

/** Another account already holding this phone number (the unique index backs this up). */
export async function phoneHeldByOther(db: Conn, phone: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function replaceSkills(tx: Conn, userId: number, skillIds: number[]): Promise<void> {
  await tx.delete(employeeSkills).where(eq(employeeSkills.userId, userId));
  if (skillIds.length > 0)
    await tx.insert(employeeSkills).values(skillIds.map((skillId) => ({ userId, skillId })));
}

/**
 * Deletes the seeker's CV resumes among `ids` and the upload rows behind them that no application
 * still references (applications keep their own copy of `cv_upload_key`). Returns the upload keys
 * whose bytes may be deleted once the transaction has committed.
 */
export async function deleteCvResumes(tx: Conn, userId: number, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const gone = await tx
    .delete(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.kind, 'cv'), inArray(resumes.id, ids)))
    .returning({ key: resumes.uploadKey });
  const keys = gone.map((r) => r.key).filter((k): k is string => k !== null);
  if (keys.length === 0) return [];
  const freed = await tx
    .delete(uploads)
    .where(
      and(
        inArray(uploads.key, keys),
        sql`NOT EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.cvUploadKey} = ${uploads.key})`,
        sql`NOT EXISTS (SELECT 1 FROM ${resumes} WHERE ${resumes.uploadKey} = ${uploads.key})`,
      ),
    )
    .returning({ key: uploads.key });
  return freed.map((r) => r.key);
}

/** The seeker's CV resumes among `ids` (to refuse foreign or online ones before writing). */
export async function ownedCvIds(db: Conn, userId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.kind, 'cv'), inArray(resumes.id, ids)));
  return rows.map((r) => r.id);
}

export type { Db };
