import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, provinces, users, wards } from '../../db/schema/index.ts';

/** A user with the company it belongs to (its own, or its parent's for a company sub-user). */
export async function findUserWithCompany(db: Db, userId: number) {
  const rows = await db
    .select({
      user: users,
      company: companies,
      provinceName: provinces.name,
      wardName: wards.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, sql`coalesce(${users.parentId}, ${users.id})`))
    .leftJoin(provinces, eq(provinces.code, companies.provinceCode))
    .leftJoin(wards, eq(wards.code, companies.wardCode))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}
export type UserWithCompany = NonNullable<Awaited<ReturnType<typeof findUserWithCompany>>>;
