import type { AdminUserListQuery, PaginationQuery, UserStatus, UserType } from '@app/contract';
import { and, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/pagination.ts';

/** One account as the admin screens list it, with its company's name (own or parent's). */
const rowColumns = {
  id: users.id,
  type: users.type,
  status: users.status,
  parentId: users.parentId,
  name: users.name,
  email: users.email,
  username: users.username,
  phone: users.phone,
  avatar: users.avatar,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  lastLoginAt: users.lastLoginAt,
  emailVerifiedAt: users.emailVerifiedAt,
  companyName: companies.name,
};

const companyOfUser = eq(companies.userId, sql`coalesce(${users.parentId}, ${users.id})`);

/** LIKE's own wildcards in the visitor's text are matched literally. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Accent- and case-insensitive "contains" on the folded value (vn_fold, migration 0000). */
function folded(column: SQL | typeof users.name, pattern: string): SQL {
  return sql`vn_fold(${column}) like '%' || vn_fold(${pattern}) || '%'`;
}

function listWhere(q: Omit<AdminUserListQuery, keyof PaginationQuery>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.search) {
    const p = likeEscape(q.search);
    conditions.push(
      or(
        folded(users.name, p),
        folded(sql`${users.email}`, p),
        folded(sql`${users.username}`, p),
        // Phones are digits: no folding, but spaces typed between groups are ignored.
        sql`${users.phone} like '%' || ${likeEscape(q.search.replace(/\s+/g, ''))} || '%'`,
        folded(sql`${companies.name}`, p),
      ),
    );
  }
  if (q.type === 'none') conditions.push(isNull(users.type));
  else if (q.type) conditions.push(eq(users.type, q.type));
  if (q.status) conditions.push(eq(users.status, q.status));
  return and(...conditions);
}

export async function listUsers(db: Db, q: AdminUserListQuery) {
  const where = listWhere(q);
  const [items, counted] = await Promise.all([
    db
      .select(rowColumns)
      .from(users)
      .leftJoin(companies, companyOfUser)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(users).leftJoin(companies, companyOfUser).where(where),
  ]);
  return { items, total: Number(counted[0]?.n ?? 0) };
}

export async function findUser(db: Db, id: number) {
  const rows = await db
    .select(rowColumns)
    .from(users)
    .leftJoin(companies, companyOfUser)
    .where(eq(users.id, id));
  return rows[0];
}
export type AdminUserRecord = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** Which of email, phone and username another account already uses (case-insensitive email/username). */
export async function findTaken(
  db: Db,
  values: { email?: string | undefined; phone?: string | undefined; username?: string | undefined },
  exceptId?: number,
): Promise<{ email: boolean; phone: boolean; username: boolean }> {
  const { email, phone, username } = values;
  const matches = [
    email ? sql`lower(${users.email}) = lower(${email})` : undefined,
    phone ? eq(users.phone, phone) : undefined,
    username ? sql`lower(${users.username}) = lower(${username})` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (matches.length === 0) return { email: false, phone: false, username: false };
  const rows = await db
    .select({ email: users.email, phone: users.phone, username: users.username })
    .from(users)
    .where(and(or(...matches), exceptId === undefined ? undefined : ne(users.id, exceptId)));
  const lower = (s: string | null | undefined) => s?.toLowerCase();
  return {
    email: Boolean(email) && rows.some((r) => lower(r.email) === lower(email)),
    phone: Boolean(phone) && rows.some((r) => r.phone === phone),
    username: Boolean(username) && rows.some((r) => lower(r.username) === lower(username)),
  };
}

export interface NewUser {
  type: UserType;
  status: UserStatus;
  name: string;
  username: string;
  email: string;
  phone: string;
  passwordHash: string;
  companyName?: string | undefined;
}

/** The account and, for a company, its company row: both or neither (one transaction). */
export async function insertUser(db: Db, u: NewUser): Promise<number> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(users)
      .values({
        type: u.type,
        status: u.status,
        name: u.name,
        username: u.username,
        email: u.email,
        phone: u.phone,
        passwordHash: u.passwordHash,
        emailVerifiedAt: now,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert users returned no row');
    if (u.type === 'company') {
      await tx.insert(companies).values({ userId: row.id, name: u.companyName ?? u.name });
    }
    return row.id;
  });
}

export interface UserPatch {
  type?: UserType | undefined;
  status?: UserStatus | undefined;
  name?: string | undefined;
  username?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  passwordHash?: string | undefined;
}

export async function updateUser(db: Pick<Db, 'update'>, id: number, patch: UserPatch): Promise<void> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
