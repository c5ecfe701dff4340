import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, emailCodes, passwordResets, users } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

export const REGISTER_PURPOSE = 'register';

export interface Identity {
  email: string;
  phone: string;
  username: string;
}

const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;
const sameUsername = (username: string) => sql`lower(${users.username}) = ${username.toLowerCase()}`;
const sameIdentity = (who: Identity) =>
  or(sameEmail(who.email), eq(users.phone, who.phone), sameUsername(who.username));

/**
 * Serialises registrations that share an email, phone or username (two tabs, a double click), so
 * the checks below see each other's rows. Keys are sorted: two requests never wait on each other
 * in opposite orders.
 */
export async function lockIdentity(tx: Tx, who: Identity): Promise<void> {
  const keys = [`e:${who.email}`, `p:${who.phone}`, `u:${who.username}`].map((k) => k.toLowerCase()).sort();
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`register:${key}`}, 0))`);
  }
}

/** Confirmed accounts holding the email, phone or username. */
export function findConfirmedHolders(tx: Reader, who: Identity) {
  return tx
    .select({ id: users.id, email: users.email, phone: users.phone, username: users.username })
    .from(users)
    .where(and(isNotNull(users.emailVerifiedAt), sameIdentity(who)));
}

/** Unconfirmed sign-ups holding any of them are abandoned attempts (or this one's earlier try). */
export async function deleteUnconfirmed(tx: Tx, who: Identity): Promise<void> {
  await tx.delete(users).where(and(isNull(users.emailVerifiedAt), sameIdentity(who)));
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('insert users returned nothing');
  return row;
}

export async function insertCompany(tx: Tx, values: typeof companies.$inferInsert) {
  await tx.insert(companies).values(values);
}

export async function insertCode(
  tx: Tx,
  values: { userId: number; codeHash: string; expiresAt: Date },
): Promise<number> {
  const [row] = await tx
    .insert(emailCodes)
    .values({ ...values, purpose: REGISTER_PURPOSE })
    .returning({ id: emailCodes.id });
  if (!row) throw new Error('insert email_codes returned nothing');
  return row.id;
}

export async function findUserByEmail(db: Reader, email: string) {
  const [row] = await db.select().from(users).where(sameEmail(email)).limit(1);
  return row;
}

/** The newest unused registration code of the account, locked until the transaction ends. */
export async function lockOpenCode(tx: Tx, userId: number) {
  const [row] = await tx
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.userId, userId),
        eq(emailCodes.purpose, REGISTER_PURPOSE),
        isNull(emailCodes.consumedAt),
      ),
    )
    .orderBy(desc(emailCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function countAttempt(tx: Tx, codeId: number): Promise<void> {
  await tx
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(eq(emailCodes.id, codeId));
}

export async function confirmAccount(tx: Tx, userId: number, codeId: number): Promise<void> {
  const now = new Date();
  await tx.update(emailCodes).set({ consumedAt: now }).where(eq(emailCodes.id, codeId));
  await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

export async function insertPasswordReset(
  tx: Tx,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<number> {
  const [row] = await tx.insert(passwordResets).values(values).returning({ id: passwordResets.id });
  if (!row) throw new Error('insert password_resets returned nothing');
  return row.id;
}

/**
 * Spends a reset link in one statement, so two submissions of the same link cannot both succeed:
 * only an unused, unexpired row is updated, and its account is returned.
 */
export async function spendResetToken(tx: Tx, tokenHash: string): Promise<number | undefined> {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

export async function findUserById(tx: Reader, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
