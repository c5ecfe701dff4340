import type { CompanyUserQuery, UserStatus } from '@app/contract';
import { and, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/pagination.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A sub-user as the team screens show it. */
const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  status: users.status,
  passwordHash: users.passwordHash,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};
export interface TeamMemberRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  status: UserStatus;
  passwordHash: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const folded = (column: SQL | typeof users.name, text: string) =>
  sql`vn_fold(${column}) like '%' || vn_fold(${likeEscape(text)}) || '%'`;

/** Only the admin's own sub-users exist for them: another company's is the same "not found". */
const ofAdmin = (adminId: number) => and(eq(users.type, 'company'), eq(users.parentId, adminId));

export async function listMembers(db: Db, adminId: number, q: CompanyUserQuery) {
  const where = and(
    ofAdmin(adminId),
    q.search
      ? or(
          folded(users.name, q.search),
          folded(sql`${users.email}`, q.search),
          sql`${users.phone} like '%' || ${likeEscape(q.search.replace(/\s+/g, ''))} || '%'`,
        )
      : undefined,
    q.status ? eq(users.status, q.status) : undefined,
  );
  const [items, counted] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { items: items satisfies TeamMemberRow[], total: Number(counted[0]?.n ?? 0) };
}

export async function findMember(db: Pick<Db, 'select'>, adminId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(ofAdmin(adminId), eq(users.id, id)))
    .limit(1);
  return row satisfies TeamMemberRow | undefined;
}

/** Whether another account already has this email (any case) or phone. */
export async function findTaken(
  db: Db,
  values: { email?: string | undefined; phone?: string | undefined },
  exceptId?: number,
) {
  const matches = [
    values.email ? sql`lower(${users.email}) = lower(${values.email})` : undefined,
    values.phone ? eq(users.phone, values.phone) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (matches.length === 0) return { email: false, phone: false };
  const rows = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(and(or(...matches), exceptId === undefined ? undefined : ne(users.id, exceptId)));
  return {
    email: Boolean(values.email) && rows.some((r) => r.email.toLowerCase() === values.email?.toLowerCase()),
    phone: Boolean(values.phone) && rows.some((r) => r.phone === values.phone),
  };
}

export async function companyNameOf(db: Db, adminId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.userId, adminId))
    .limit(1);
  return row?.name;
}

export async function insertMember(
  tx: Tx,
  values: { adminId: number; name: string; email: string; phone: string },
): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({
      type: 'company',
      status: 'activated',
      parentId: values.adminId,
      name: values.name,
      email: values.email,
      phone: values.phone,
      passwordHash: null,
      // As for accounts an admin creates: the company vouches for the address, and the invitation's
      // single-use link (sent to it) is what lets anyone sign in. Confirmed also keeps the row out of
      // a stranger's registration with the same email, which replaces unconfirmed accounts.
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert users returned nothing');
  return row.id;
}

export async function updateMember(
  tx: Pick<Db, 'update'>,
  id: number,
  values: {
    name?: string | undefined;
    phone?: string | undefined;
    status?: 'activated' | 'locked' | undefined;
  },
) {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  await tx
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id));
}
