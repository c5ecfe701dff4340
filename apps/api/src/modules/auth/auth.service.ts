import { type ChangePasswordBody, ErrorCode, RegistrationMessage, type UserInfo } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { getUserInfo } from '../users/users.service.ts';
import * as repo from './auth.repo.ts';
import { assertHashCapacity, dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';

export interface AuthContext {
  user: UserRow;
  tokenId: number;
  tokenHash: string;
  expiresAt: Date;
}

/** Blocked statuses end every session: the error says why (spec §4 "account not active"). */
export function assertAccountUsable(user: UserRow): void {
  if (user.status === 'deactivated') throw new AppError(ErrorCode.AccountDisabled);
  if (user.status === 'locked') throw new AppError(ErrorCode.AccountLocked);
}

/**
 * Why an account may not start a session, or null (spec §4): deactivated/locked accounts never;
 * pending companies may (they see the waiting page), other unconfirmed accounts may not.
 */
export function loginRefusal(user: UserRow): ErrorCode | null {
  if (user.status === 'deactivated') return ErrorCode.AccountDisabled;
  if (user.status === 'locked') return ErrorCode.AccountLocked;
  if (user.status === 'wait_activation' && user.type !== 'company') return ErrorCode.NotConfirmed;
  return null;
}

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** What a new token records about the client that obtained it. */
export function sessionMeta(request: { headers: Record<string, string | string[] | undefined>; ip: string }) {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? agent.slice(0, 300) : undefined, ip: request.ip };
}

/** Login limits around the password check (auth.routes.ts). */
export interface LoginGuard {
  /** Before the password is checked: refuses (429) a client that failed too often. */
  before(account: string): Promise<void>;
  /** After a wrong password or an unknown identifier. */
  failed(account: string): Promise<void>;
}

export interface Session {
  token: string;
  expiresIn: number;
  expiresAt: Date;
  user: UserRow;
}

/** The answer of login and of a confirmed registration (`ZTokenResult`). */
export async function tokenResult(db: Db, session: Session) {
  const user: UserInfo = await getUserInfo(db, session.user.id);
  return {
    token: session.token,
    access_token: session.token,
    token_type: 'Bearer' as const,
    expiresIn: session.expiresIn,
    token_expired_at: session.expiresAt.toISOString(),
    user,
  };
}

export class AuthService {
  private readonly db: Db;
  private readonly tokenTtlSeconds: number;

  constructor(db: Db, tokenTtlSeconds: number) {
    this.db = db;
    this.tokenTtlSeconds = tokenTtlSeconds;
  }

  async login(identifier: string, password: string, meta: SessionMeta, guard?: LoginGuard): Promise<Session> {
    assertHashCapacity();
    const user = await repo.findUserByLogin(this.db, identifier);
    // Limits count the account, whichever identifier was typed; an unknown one by what was typed.
    const account = user ? `account:${user.id}` : `login:${identifier.trim().toLowerCase()}`;
    await guard?.before(account);
    // An account without a password (social sign-in only) is checked against the dummy hash too,
    // so its answer takes as long as any other wrong password.
    const stored = user?.passwordHash ?? (await dummyPasswordHash());
    const ok = (await verifyPassword(stored, password)) && Boolean(user?.passwordHash);
    if (!user || !ok) {
      await guard?.failed(account);
      throw new AppError(ErrorCode.LoginFailed);
    }
    // A self-registered account signs in once its email code is confirmed (ADR 0008); seeded and
    // admin-created accounts are created confirmed. Checked after the password, so it tells nothing
    // to someone who does not know it.
    if (user.emailVerifiedAt === null) throw new AppError(ErrorCode.NotConfirmed);
    return this.startSession(user, meta);
  }

  /**
   * A session for an account whose identity was proven another way (a social sign-in's one-time
   * login code): the same status rules and token as a password login, without the password.
   */
  async loginWithoutPassword(userId: number, meta: SessionMeta): Promise<Session> {
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw new AppError(ErrorCode.LoginFailed);
    return this.startSession(user, meta);
  }

  private async startSession(user: UserRow, meta: SessionMeta): Promise<Session> {
    const refusal = loginRefusal(user);
    if (refusal) throw new AppError(refusal);
    return this.createSession(user, meta);
  }

  /**
   * A new token for an account that has just proved who it is (password, email code, social). The
   * token row and the login time are written together: in the caller's transaction when given one,
   * else in their own, so a failed answer leaves no token behind.
   */
  async createSession(
    user: UserRow,
    meta: SessionMeta,
    tx?: Pick<Db, 'insert' | 'update'>,
  ): Promise<Session> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.tokenTtlSeconds * 1000);
    const write = async (db: Pick<Db, 'insert' | 'update'>) => {
      await repo.insertToken(db, { userId: user.id, tokenHash: hashToken(token), expiresAt, ...meta });
      await repo.setLastLogin(db, user.id);
    };
    if (tx) await write(tx);
    else await this.db.transaction(write);
    return { token, expiresIn: this.tokenTtlSeconds, expiresAt, user };
  }

  /** Changes the password after checking the current one; the caller's session stays signed in. */
  async changePassword(auth: AuthContext, body: Pick<ChangePasswordBody, 'current_password' | 'password'>) {
    const ok = await verifyPassword(auth.user.passwordHash, body.current_password);
    if (!ok) throw fieldError('current_password', RegistrationMessage.currentPasswordWrong);
    const passwordHash = await hashPassword(body.password);
    await this.db.transaction((tx) =>
      this.replacePassword(tx, auth.user.id, passwordHash, { keepTokenId: auth.tokenId }),
    );
  }

  /**
   * Stores a new password hash and ends the account's sessions — all of them after a reset, every
   * one but the caller's after a change (a thief's included). Reset links still outstanding are
   * spent, since they were issued for the old password. Runs in the caller's transaction.
   */
  async replacePassword(
    tx: Pick<Db, 'update'>,
    userId: number,
    passwordHash: string,
    opts: { keepTokenId?: number } = {},
  ): Promise<void> {
    await repo.setPassword(tx, userId, passwordHash);
    await repo.revokeUserTokens(
      tx,
      userId,
      opts.keepTokenId === undefined ? {} : { except: opts.keepTokenId },
    );
    await repo.spendPasswordResets(tx, userId);
  }

  async logout(token: string): Promise<void> {
    await repo.revokeToken(this.db, hashToken(token));
  }

  /** Resolves a bearer token to its user, or throws 1010 (unknown/revoked) / 1011 (expired). */
  async resolve(token: string): Promise<AuthContext> {
    const tokenHash = hashToken(token);
    const row = await repo.findTokenWithUser(this.db, tokenHash);
    if (!row) throw new AppError(ErrorCode.TokenInvalid);
    if (row.token.revokedAt) {
      // A lock or deactivation revokes every session at once (admin users); the holder of such a
      // token is told why (1007/1008, spec §4 "account not active") rather than just 1010.
      assertAccountUsable(row.user);
      throw new AppError(ErrorCode.TokenInvalid);
    }
    if (row.token.expiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.TokenExpired);
    // Record use at most once a minute: reads must not turn into a write every time.
    const lastUsed = row.token.lastUsedAt?.getTime() ?? 0;
    if (Date.now() - lastUsed > 60_000) await repo.touchToken(this.db, row.token.id, new Date());
    return { user: row.user, tokenId: row.token.id, tokenHash, expiresAt: row.token.expiresAt };
  }

  /** Ends every session of the account; in the caller's transaction when given one. */
  revokeAll(userId: number, tx?: Pick<Db, 'update'>): Promise<void> {
    return repo.revokeUserTokens(tx ?? this.db, userId);
  }
}
