import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ALREADY_HAS_TYPE_MESSAGE,
  type CallEmployeeBody,
  ErrorCode,
  type SocialLoginError,
  type SocialProvider,
  sameSitePath,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { loginRefusal } from '../auth/auth.service.ts';
import { notificationMessages as msg } from '../notifications/notification-messages.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { IdentityProvider, SocialProfile } from './social-auth.providers.ts';
import * as repo from './social-auth.repo.ts';

/** An authorization request may take this long at the provider (the cookie lives as long). */
export const STATE_TTL_SECONDS = 600;
/** The one-time code the return page exchanges for a session. */
export const LOGIN_CODE_TTL_SECONDS = 60;

const random = (bytes = 32) => randomBytes(bytes).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sha256b64url = (value: string) => createHash('sha256').update(value).digest('base64url');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A login code is only good together with the random value the same browser holds in a cookie. */
const loginCodeHash = (code: string, binding: string) => sha256(`${code}.${binding}`);

/** Where the callback sends the browser. */
export type CallbackOutcome =
  | { ok: true; code: string; binding: string }
  | { ok: false; error: SocialLoginError | `${ErrorCode}` };

type Resolution = { user: UserRow } | { refused: SocialLoginError | `${ErrorCode}` };

export class SocialAuthService {
  private readonly db: Db;
  private readonly publicUrl: string;
  private readonly providers: ReadonlyMap<SocialProvider, IdentityProvider>;
  private readonly log: FastifyBaseLogger;

  constructor(opts: {
    db: Db;
    publicUrl: string;
    providers: ReadonlyMap<SocialProvider, IdentityProvider>;
    log: FastifyBaseLogger;
  }) {
    this.db = opts.db;
    this.publicUrl = opts.publicUrl.replace(/\/+$/, '');
    this.providers = opts.providers;
    this.log = opts.log;
  }

  enabled(): SocialProvider[] {
    return [...this.providers.keys()];
  }

  provider(id: SocialProvider): IdentityProvider | undefined {
    return this.providers.get(id);
  }

  /** Must be registered at the provider exactly like this. */
  redirectUri(id: SocialProvider): string {
    return `${this.publicUrl}/api/auth/${id}/callback`;
  }

  /**
   * Starts an authorization request: random state, PKCE verifier, and a browser-binding value
   * whose hash is stored with the state (the value itself goes into the starting browser's cookie).
   */
  async start(provider: IdentityProvider, redirectUrl: string | undefined) {
    const now = new Date();
    await repo.deleteExpired(this.db, now);
    const state = random();
    const codeVerifier = random(48);
    const binding = random();
    await repo.insertOAuthState(this.db, {
      state,
      provider: provider.id,
      codeVerifier,
      browserBindingHash: sha256(binding),
      // Only same-site destinations (the contract's rule, the same the web applies): a path, or an
      // absolute URL on PUBLIC_URL's origin, kept as its path; anything else becomes '/'.
      redirectUrl: sameSitePath(redirectUrl, '/', this.publicUrl),
      expiresAt: new Date(now.getTime() + STATE_TTL_SECONDS * 1000),
    });
    const location = provider.authorizationUrl({
      redirectUri: this.redirectUri(provider.id),
      state,
      codeChallenge: sha256b64url(codeVerifier),
    });
    return { location, binding };
  }

  /**
   * The provider's return: state (single use, unexpired, same provider, same browser), code
   * exchange, then the account, then a one-time login code for the return page.
   */
  async callback(
    providerId: SocialProvider,
    input: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
    binding: string | undefined,
  ): Promise<CallbackOutcome> {
    const fail = (error: SocialLoginError | `${ErrorCode}`, why: string): CallbackOutcome => {
      this.log.warn({ provider: providerId, why }, 'social login refused');
      return { ok: false, error };
    };
    if (!input.state) return fail('social_failed', 'no state');
    const row = await repo.takeOAuthState(this.db, input.state);
    if (!row) return fail('social_failed', 'unknown or used state');
    if (row.provider !== providerId) return fail('social_failed', 'state of another provider');
    if (row.expiresAt.getTime() <= Date.now()) return fail('social_failed', 'state expired');
    if (!binding || !sameHash(sha256(binding), row.browserBindingHash))
      return fail('social_failed', 'browser binding cookie missing or different');
    if (input.error || !input.code)
      return fail('social_failed', `provider error: ${input.error ?? 'no code'}`);

    const provider = this.providers.get(providerId);
    if (!provider) return fail('social_unavailable', 'provider disabled');
    let profile: SocialProfile;
    try {
      profile = await provider.fetchProfile({
        code: input.code,
        codeVerifier: row.codeVerifier,
        redirectUri: this.redirectUri(providerId),
      });
    } catch (err) {
      return fail('social_failed', (err as Error).message);
    }

    let resolved: Resolution;
    try {
      resolved = await this.resolveAccount(providerId, profile);
    } catch (err) {
      // E.g. the same new identity finishing twice at once (unique violation): ask to retry.
      this.log.error({ err, provider: providerId }, 'social account resolution failed');
      return { ok: false, error: 'social_failed' };
    }
    if ('refused' in resolved) return fail(resolved.refused, 'account refused');

    const code = random();
    const codeBinding = random();
    await repo.insertLoginCode(this.db, {
      codeHash: loginCodeHash(code, codeBinding),
      userId: resolved.user.id,
      redirectUrl: row.redirectUrl,
      expiresAt: new Date(Date.now() + LOGIN_CODE_TTL_SECONDS * 1000),
    });
    return { ok: true, code, binding: codeBinding };
  }

  /**
   * ADR 0007 linking rules, in one transaction: a known identity → its account; else a verified
   * email matching an account whose own email is verified → link; else a new account without a type.
   */
  private resolveAccount(providerId: SocialProvider, profile: SocialProfile): Promise<Resolution> {
    return this.db.transaction(async (tx): Promise<Resolution> => {
      const linked = await repo.findSocialUser(tx, providerId, profile.providerUserId);
      if (linked) return this.usable(linked);
      if (!profile.email) return { refused: 'social_email_missing' };
      const existing = await repo.findUserByEmail(tx, profile.email);
      if (existing) {
        // Linking needs both sides verified: otherwise whoever registered the address first (or
        // owns the unverified provider account) would share the other person's account.
        if (!profile.emailVerified || !existing.emailVerifiedAt) return { refused: 'social_email_used' };
        const refused = loginRefusal(existing);
        if (refused) return { refused: `${refused}` };
        await repo.insertSocialAccount(tx, {
          userId: existing.id,
          provider: providerId,
          providerUserId: profile.providerUserId,
          email: profile.email,
        });
        return { user: existing };
      }
      const created = await repo.insertUser(tx, {
        type: null,
        status: 'activated',
        name: profile.name ?? profile.email.split('@')[0] ?? profile.email,
        email: profile.email,
        username: null,
        passwordHash: null,
        avatar: profile.avatar,
        emailVerifiedAt: profile.emailVerified ? new Date() : null,
      });
      await repo.insertSocialAccount(tx, {
        userId: created.id,
        provider: providerId,
        providerUserId: profile.providerUserId,
        email: profile.email,
      });
      return { user: created };
    });
  }

  private usable(user: UserRow): Resolution {
    const refused = loginRefusal(user);
    return refused ? { refused: `${refused}` } : { user };
  }

  /** Spends a login code: 1003 unknown/used/other browser, 1004 expired. */
  async consumeLoginCode(code: string, binding: string): Promise<{ userId: number; redirectUrl: string }> {
    const codeHash = loginCodeHash(code, binding);
    const row = await repo.findLoginCode(this.db, codeHash);
    if (!row || row.usedAt) throw new AppError(ErrorCode.CodeInvalid);
    if (row.expiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.CodeExpired);
    if (!(await repo.consumeLoginCode(this.db, codeHash, new Date())))
      throw new AppError(ErrorCode.CodeInvalid);
    return { userId: row.userId, redirectUrl: row.redirectUrl };
  }

  /**
   * `POST auth/call-employee`: an account without a type becomes a job seeker (activated) or a
   * company (waiting for first approval, with its company row) — one transaction.
   */
  async chooseAccountType(user: UserRow, body: CallEmployeeBody): Promise<void> {
    const refuse = () => new AppError(ErrorCode.Forbidden, { message: ALREADY_HAS_TYPE_MESSAGE });
    if (user.type !== null) throw refuse();
    await this.db.transaction(async (tx) => {
      if (body.type === 'employee') {
        if (!(await repo.setTypeIfNone(tx, user.id, { type: 'employee', status: 'activated' })))
          throw refuse();
        await notify(tx, {
          toAdmins: true,
          type: 10,
          message: msg.accountRegistered('employee', user.name),
          targetId: user.id,
        });
        return;
      }
      if (!(await repo.setTypeIfNone(tx, user.id, { type: 'company', status: 'wait_activation' })))
        throw refuse();
      await repo.insertCompany(tx, { userId: user.id, name: body.company_name ?? '' });
      await notify(tx, {
        toAdmins: true,
        type: 10,
        message: msg.accountRegistered('company', body.company_name || user.name),
        targetId: user.id,
      });
    });
  }
}
