import { registrationEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { keyedLimit } from '../../lib/keyed-limit.ts';
import { route } from '../../lib/route.ts';
import { sessionMeta, tokenResult } from '../auth/auth.service.ts';
import { REQUEST_PREFIX } from '../email/email.outbox.ts';
import { RESET_REQUEST, RegistrationService } from './registration.service.ts';

const WINDOW_MS = 15 * 60_000;
/** Mails to one address per 15 minutes (a code request, its resends, or reset links). */
export const MAILS_PER_ADDRESS = 3;
/** Code checks for one address per 15 minutes (each code also dies after 5 wrong tries). */
export const CODE_CHECKS_PER_ADDRESS = 10;

/**
 * Registration and recovery (ADR 0008). Each route has a per-IP limit (`ACCOUNT_RATE_LIMIT_MAX`
 * per 15 minutes for requests that send mail, 4× that for code checks and resets) and a limit per
 * email address, so neither one machine nor many can flood an inbox or guess a code.
 */
export function registrationRoutes(app: FastifyInstance) {
  const service = new RegistrationService(app);
  app.emailWorker.prepareWith(`${REQUEST_PREFIX}${RESET_REQUEST}`, (row) => service.prepareResetMail(row));
  const perIp = { max: app.env.ACCOUNT_RATE_LIMIT_MAX, windowMs: WINDOW_MS };
  const perIpChecks = { max: app.env.ACCOUNT_RATE_LIMIT_MAX * 4, windowMs: WINDOW_MS };
  const registerMails = keyedLimit(app, 'register-mail', { max: MAILS_PER_ADDRESS, windowMs: WINDOW_MS });
  const codeChecks = keyedLimit(app, 'register-code', { max: CODE_CHECKS_PER_ADDRESS, windowMs: WINDOW_MS });
  const resetMails = keyedLimit(app, 'reset-mail', { max: MAILS_PER_ADDRESS, windowMs: WINDOW_MS });

  return [
    route(
      registrationEndpoints.requestRegister,
      async ({ body, request }) => {
        await registerMails(request, body.email);
        return service.requestRegister(body);
      },
      { rateLimit: perIp },
    ),
    route(
      registrationEndpoints.register,
      async ({ body, request }) => {
        await codeChecks(request, body.email);
        const session = await service.confirm(body.email, body.code, sessionMeta(request));
        return tokenResult(app.db, session);
      },
      { rateLimit: perIpChecks },
    ),
    route(
      registrationEndpoints.sendResetPasswordMail,
      async ({ body, request, reply }) => {
        // Counted for every address, known or not, so a 429 tells nothing about accounts either.
        await resetMails(request, body.email);
        await service.requestResetMail(body.email);
        // The lookup, the link and the mail happen in the worker once the answer has left.
        reply.raw.once('close', () => app.emailWorker.kick());
        return null;
      },
      { rateLimit: perIp },
    ),
    route(
      registrationEndpoints.resetPassword,
      async ({ body }) => {
        await service.resetPassword(body);
        return null;
      },
      { rateLimit: perIpChecks },
    ),
  ];
}
