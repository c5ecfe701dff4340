import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, passwordResets, users } from '../../db/schema/index.ts';

/** A database handle or a transaction (writes that must commit together take the transaction). */
type Writer = Pick<Db, 'update'>;

export function findUserByLogin(db: Db, identifier: string) {
  const key = identifier.trim().toLowerCase();
  return db.query.users.findFirst({
    where: or(sql`lower(${users.email}) = ${key}`, sql`lower(${users.username}) = ${key}`),
  });
}

export function findUserById(db: Db, id: number) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export async function insertToken(
  db: Pick<Db, 'insert'>,
  row: {
    userId: number;
    tokenHash: string;
    expiresAt: Date;
    userAgent?: string | undefined;
    ip?: string | undefined;
  },
) {
  await db.insert(authTokens).values(row);
}

/** The token (revoked or not: the caller decides what a revoked one answers) and its user. */
export async function findTokenWithUser(db: Db, tokenHash: string) {
  const rows = await db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

export async function revokeToken(db: Db, tokenHash: string) {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/** Ends every session of the account, or every one but `except` (the session making a change). */
export async function revokeUserTokens(db: Writer, userId: number, opts: { except?: number } = {}) {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        opts.except === undefined ? undefined : ne(authTokens.id, opts.except),
      ),
    );
}

export async function setPassword(db: Writer, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Marks the account's unused reset links as used: they belong to a password that is gone. */
export async function spendPasswordResets(db: Writer, userId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function touchToken(db: Db, id: number, at: Date) {
  await db.update(authTokens).set({ lastUsedAt: at }).where(eq(authTokens.id, id));
}

export async function setLastLogin(db: Pick<Db, 'update'>, userId: number) {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

/** Whether a session of the account was ever started from this address (login limits). */
export async function signedInFrom(db: Db, userId: number, ip: string): Promise<boolean> {
  const rows = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.ip, ip)))
    .limit(1);
  return rows.length > 0;
}
