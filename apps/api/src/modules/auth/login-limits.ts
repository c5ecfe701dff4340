import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey, failureLimit } from '../../lib/keyed-limit.ts';
import { signedInFrom } from './auth.repo.ts';
import type { LoginGuard } from './auth.service.ts';

const WINDOW_MS = 15 * 60_000;
/** Failures on one account from every address together, as a multiple of the per-address limit. */
const ACCOUNT_WIDE_FACTOR = 10;

/**
 * Password-guessing limits of the login (README, docs/security). They count FAILED logins, so an
 * owner who types the right password never uses them up, and they count the ACCOUNT whatever
 * identifier was typed (email or username, any case):
 *
 * - per client address: LOGIN_RATE_LIMIT_MAX failures on any accounts (one guesser, many accounts);
 * - per account and address: LOGIN_ACCOUNT_RATE_LIMIT_MAX failures. An attacker elsewhere fills
 *   only their own bucket, so the owner still signs in from theirs;
 * - per account from all addresses: ACCOUNT_WIDE_FACTOR × that, against guessing from many
 *   addresses. Once it is full, only addresses that have signed in to the account before (a
 *   session was started from them) may keep trying, so the owner at home is not locked out by it.
 *
 * The spec's 1008 is an account an administrator locked (status `locked`); these limits answer
 * 429/1108 with Retry-After, like every other limit, and expire by themselves.
 */
export function loginLimits(app: FastifyInstance) {
  const perAccountIp = { max: app.env.LOGIN_ACCOUNT_RATE_LIMIT_MAX, windowMs: WINDOW_MS };
  const perIp = failureLimit(app, 'login-failures-ip', {
    max: app.env.LOGIN_RATE_LIMIT_MAX,
    windowMs: WINDOW_MS,
  });
  const perAccountAndIp = failureLimit(app, 'login-failures-account-ip', perAccountIp);
  const perAccount = failureLimit(app, 'login-failures-account', {
    max: perAccountIp.max * ACCOUNT_WIDE_FACTOR,
    windowMs: WINDOW_MS,
  });

  return {
    guard(request: FastifyRequest): LoginGuard {
      const ip = clientKey(request);
      return {
        async before(account) {
          await perIp.check(request, ip);
          await perAccountAndIp.check(request, `${account}|${ip}`);
          try {
            await perAccount.check(request, account);
          } catch (err) {
            const userId = account.startsWith('account:') ? Number(account.slice(8)) : undefined;
            if (userId === undefined || !(await signedInFrom(app.db, userId, request.ip))) throw err;
          }
        },
        async failed(account) {
          await Promise.all([
            perIp.fail(request, ip),
            perAccountAndIp.fail(request, `${account}|${ip}`),
            perAccount.fail(request, account),
          ]);
        },
      };
    },
  };
}
