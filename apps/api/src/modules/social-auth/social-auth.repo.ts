import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, loginCodes, oauthStates, socialAccounts, users } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export async function insertOAuthState(db: Db, row: typeof oauthStates.$inferInsert) {
  await db.insert(oauthStates).values(row);
}

/** Takes the state out (single use): concurrent callbacks with the same state get it once. */
export async function takeOAuthState(db: Db, state: string) {
  const rows = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  return rows[0];
}

/** Housekeeping when a flow starts: abandoned authorization requests and spent login codes. */
export async function deleteExpired(db: Db, now: Date) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, new Date(now.getTime() - 86_400_000)));
}

export async function findSocialUser(tx: Conn, provider: string, providerUserId: string) {
  const rows = await tx
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)))
    .limit(1);
  return rows[0]?.user;
}

export function findUserByEmail(tx: Conn, email: string) {
  return tx.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
}

export async function insertSocialAccount(tx: Conn, row: typeof socialAccounts.$inferInsert) {
  await tx.insert(socialAccounts).values(row);
}

export async function insertUser(tx: Conn, row: typeof users.$inferInsert) {
  const [created] = await tx.insert(users).values(row).returning();
  if (!created) throw new Error('user insert returned nothing');
  return created;
}

export async function insertLoginCode(db: Db, row: typeof loginCodes.$inferInsert) {
  await db.insert(loginCodes).values(row);
}

export async function findLoginCode(db: Db, codeHash: string) {
  return db.query.loginCodes.findFirst({ where: eq(loginCodes.codeHash, codeHash) });
}

/** Marks the code used; false when another request used it first. */
export async function consumeLoginCode(db: Db, codeHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(loginCodes)
    .set({ usedAt: at })
    .where(and(eq(loginCodes.codeHash, codeHash), isNull(loginCodes.usedAt)))
    .returning({ codeHash: loginCodes.codeHash });
  return rows.length === 1;
}

/** Sets the type of an account that has none; false when it already had one (or a race set it). */
export async function setTypeIfNone(
  tx: Conn,
  userId: number,
  values: Pick<typeof users.$inferInsert, 'type' | 'status'>,
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.type)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function insertCompany(tx: Conn, row: typeof companies.$inferInsert) {
  await tx.insert(companies).values(row);
}
