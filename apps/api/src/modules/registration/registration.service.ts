import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  INVITE_LINK_TTL_DAYS,
  REGISTER_CODE_LENGTH,
  REGISTER_CODE_MAX_ATTEMPTS,
  REGISTER_CODE_TTL_MINUTES,
  RESET_LINK_TTL_MINUTES,
  type RegisterType,
  RegistrationMessage,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { withUniqueAnswers } from '../../lib/unique-violation.ts';
import type { Session, SessionMeta } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { notifyCustomerAccount } from '../customers/customer-notifications.ts';
import {
  dropRequest,
  enqueueEmail,
  enqueueRequest,
  fulfilRequest,
  type OutboxRow,
} from '../email/email.outbox.ts';
import { notificationMessages as msg } from '../notifications/notification-messages.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as repo from './registration.repo.ts';

export interface RegistrationInput {
  type: RegisterType;
  name: string;
  company_name?: string | undefined;
  username: string;
  email: string;
  phone: string;
  password: string;
}

/** A uniformly random 6-digit code; leading zeros are part of it ('004217'). */
export function newRegisterCode(): string {
  return String(randomInt(0, 10 ** REGISTER_CODE_LENGTH)).padStart(REGISTER_CODE_LENGTH, '0');
}

/**
 * A code is one of a million values, so its hash alone would be reversed at once; binding it to
 * the account at least makes every stored hash a separate search. What protects a code is its
 * 10-minute life and 5 attempts.
 */
function codeHash(userId: number, code: string): string {
  return hashToken(`register:${userId}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** PostgreSQL unique violations of users, should a write slip past the advisory locks. */
const UNIQUE_ANSWERS = {
  users_email_key: () => new AppError(ErrorCode.EmailUsed),
  users_phone_key: () => new AppError(ErrorCode.PhoneUsed),
  users_username_key: () => fieldError('username', RegistrationMessage.usernameTaken),
};

/** The outbox request a reset-link ask becomes (decided by `prepareResetMail` in the worker). */
export const RESET_REQUEST = 'resetPassword';

/**
 * A company's invitation of a sub-user (company team): a set-password link of the reset machinery
 * (single use, stored hashed, INVITE_LINK_TTL_DAYS) in a mail queued in the caller's transaction,
 * the one that creates the account. The caller wakes the mail worker after commit.
 */
export async function queueInvitation(
  app: FastifyInstance,
  tx: repo.Tx,
  invitee: { id: number; name: string; email: string },
  from: { companyName: string; inviterName: string },
): Promise<void> {
  const token = newToken();
  const link = new URL('/reset-password', app.env.PUBLIC_URL);
  link.searchParams.set('token', token);
  link.searchParams.set('email', invitee.email);
  link.searchParams.set('invite', '1');
  const resetId = await repo.insertPasswordReset(tx, {
    userId: invitee.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITE_LINK_TTL_DAYS * 24 * 60 * 60_000),
  });
  await enqueueEmail(tx, {
    to: invitee.email,
    template: 'companyInvite',
    data: { name: invitee.name, ...from, link: link.toString(), days: INVITE_LINK_TTL_DAYS },
    dedupeKey: `company-invite:${resetId}`,
  });
}

type ConfirmOutcome = { ok: true; session: Session } | { ok: false; code: ErrorCode };

/**
 * Registration with an emailed code, and password recovery by emailed link (ADR 0008). Mail is
 * queued in the transaction that creates its code or token, and the worker is woken after commit.
 */
export class RegistrationService {
  private readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  /**
   * Creates (or replaces) the unconfirmed account and sends its code. Confirmed accounts keep their
   * email (1001), phone (1002) and username; unconfirmed rows holding any of them are dropped.
   */
  async requestRegister(input: RegistrationInput): Promise<{ email: string; expires_in: number }> {
    const who: repo.Identity = {
      email: input.email.toLowerCase(),
      phone: input.phone,
      username: input.username,
    };
    const passwordHash = await hashPassword(input.password);
    const code = newRegisterCode();
    await withUniqueAnswers(UNIQUE_ANSWERS, () =>
      this.app.db.transaction(async (tx) => {
        await repo.lockIdentity(tx, who);
        const holders = await repo.findConfirmedHolders(tx, who);
        if (holders.some((h) => h.email.toLowerCase() === who.email)) throw new AppError(ErrorCode.EmailUsed);
        if (holders.some((h) => h.phone === who.phone)) throw new AppError(ErrorCode.PhoneUsed);
        if (holders.length > 0) throw fieldError('username', RegistrationMessage.usernameTaken);

        await repo.deleteUnconfirmed(tx, who);
        const user = await repo.insertUser(tx, {
          type: input.type,
          // A job seeker can use the site once confirmed; a company then waits for an admin (spec §4).
          status: input.type === 'company' ? 'wait_activation' : 'activated',
          name: input.name,
          username: input.username,
          email: who.email,
          phone: who.phone,
          passwordHash,
          emailVerifiedAt: null,
        });
        if (input.type === 'company') {
          await repo.insertCompany(tx, {
            userId: user.id,
            name: input.company_name ?? '',
            contactName: input.name,
            contactPhone: who.phone,
            contactEmail: who.email,
          });
        }
        const codeId = await repo.insertCode(tx, {
          userId: user.id,
          codeHash: codeHash(user.id, code),
          expiresAt: new Date(Date.now() + REGISTER_CODE_TTL_MINUTES * 60_000),
        });
        await enqueueEmail(tx, {
          to: who.email,
          template: 'registerCode',
          data: { name: input.name, code, minutes: REGISTER_CODE_TTL_MINUTES },
          dedupeKey: `register-code:${codeId}`,
        });
      }),
    );
    this.app.emailWorker.kick();
    return { email: who.email, expires_in: REGISTER_CODE_TTL_MINUTES * 60 };
  }

  /**
   * Checks the code: unknown email 1009, already confirmed 1005, expired 1004, wrong or spent 1003
   * (a wrong code uses up one of 5 attempts). On success the account is confirmed, the code is
   * consumed and a session starts, as after a login.
   */
  async confirm(emailAddress: string, code: string, meta: SessionMeta): Promise<Session> {
    const outcome = await this.app.db.transaction(async (tx): Promise<ConfirmOutcome> => {
      const user = await repo.findUserByEmail(tx, emailAddress);
      if (!user) return { ok: false, code: ErrorCode.EmailNotFound };
      if (user.emailVerifiedAt) return { ok: false, code: ErrorCode.AlreadyConfirmed };
      const open = await repo.lockOpenCode(tx, user.id);
      if (!open || open.attempts >= REGISTER_CODE_MAX_ATTEMPTS)
        return { ok: false, code: ErrorCode.CodeInvalid };
      if (open.expiresAt.getTime() <= Date.now()) return { ok: false, code: ErrorCode.CodeExpired };
      if (!sameHash(open.codeHash, codeHash(user.id, code))) {
        // Counted in the transaction that commits: the error is thrown only after it.
        await repo.countAttempt(tx, open.id);
        return { ok: false, code: ErrorCode.CodeInvalid };
      }
      await repo.confirmAccount(tx, user.id, open.id);
      // A confirmed self-registration is a new account for the admins (type 10).
      await notify(tx, {
        toAdmins: true,
        type: 10,
        message: msg.accountRegistered(user.type === 'company' ? 'company' : 'employee', user.name),
        targetId: user.id,
      });
      // A company a sale follows has registered: its sale hears of it (type 17).
      if (user.type === 'company' && user.parentId === null)
        await notifyCustomerAccount(tx, user.id, 'registered');
      // The session starts in the same transaction: an error answer leaves the account unconfirmed.
      return { ok: true, session: await this.app.authService.createSession(user, meta, tx) };
    });
    if (!outcome.ok) throw new AppError(outcome.code);
    return outcome.session;
  }

  /**
   * Asks for a reset link. Nothing in the answer, its errors or its time says whether the address
   * has an account: every address is queued alike (one outbox row), and whether a link is made and
   * sent is decided by the mail worker after the answer (`prepareResetMail`). The route wakes the
   * worker only once the answer is out.
   */
  async requestResetMail(emailAddress: string): Promise<void> {
    await enqueueRequest(this.app.db, { to: emailAddress.trim().toLowerCase(), name: RESET_REQUEST });
  }

  /**
   * Run by the mail worker: a confirmed, usable account gets a link (stored hashed, 60 minutes) in
   * the mail the request row becomes; any other address gets nothing and the row goes.
   */
  async prepareResetMail(row: OutboxRow): Promise<OutboxRow | null | undefined> {
    return this.app.db.transaction(async (tx) => {
      const user = await repo.findUserByEmail(tx, row.toAddress);
      if (!user?.emailVerifiedAt || user.status === 'locked' || user.status === 'deactivated') {
        await dropRequest(tx, row.id);
        return null;
      }
      const token = newToken();
      const link = new URL('/reset-password', this.app.env.PUBLIC_URL);
      link.searchParams.set('token', token);
      link.searchParams.set('email', user.email);
      await repo.insertPasswordReset(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_LINK_TTL_MINUTES * 60_000),
      });
      return fulfilRequest(tx, row.id, {
        to: user.email,
        template: 'resetPassword',
        data: { name: user.name, link: link.toString(), minutes: RESET_LINK_TTL_MINUTES },
      });
    });
  }

  /**
   * Sets a new password from a reset link: the link must be unused, unexpired and for this email.
   * Every session of the account ends, and every other outstanding link is spent.
   */
  async resetPassword(input: { email: string; token: string; password: string }): Promise<void> {
    const passwordHash = await hashPassword(input.password);
    const invalid = () => fieldError('token', RegistrationMessage.resetLinkInvalid);
    await this.app.db.transaction(async (tx) => {
      const userId = await repo.spendResetToken(tx, hashToken(input.token));
      if (userId === undefined) throw invalid();
      const user = await repo.findUserById(tx, userId);
      // A link opened with another address changes nothing (the transaction rolls back).
      if (!user || user.email.toLowerCase() !== input.email.toLowerCase()) throw invalid();
      await this.app.authService.replacePassword(tx, user.id, passwordHash);
      // An invited prospect (ADR 0026) sets its first password: its sale hears of it (type 17).
      if (user.passwordHash === null && user.type === 'company' && user.parentId === null)
        await notifyCustomerAccount(tx, user.id, 'registered');
    });
  }
}
