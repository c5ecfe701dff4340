import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TrustProxy } from '../../config/trust-proxy.ts';
import { logTransport, smtpTransport } from './email.transport.ts';
import { EmailWorker } from './email.worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the email outbox; call `kick()` after committing a transaction that queued mail. */
    emailWorker: EmailWorker;
    /**
     * Who may read the development mailbox (/dev/mailbox): anyone in development and tests without
     * SMTP; in production nobody, unless DEV_MAILBOX=true, and then loopback clients only. Mail
     * holds registration codes and password-reset links: read by a visitor, it is an account.
     */
    devMailbox: 'off' | 'open' | 'loopback';
  }
}

export const emailPlugin = fp(async (app: FastifyInstance, opts: { startWorker: boolean }) => {
  const env = app.env;
  const transport = env.SMTP_HOST
    ? smtpTransport({
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        user: env.SMTP_USER,
        pass: env.SMTP_PASS,
        from: env.MAIL_FROM,
        messageIdDomain: new URL(env.PUBLIC_URL).hostname,
      })
    : logTransport(app.log);
  const worker = new EmailWorker(app.db, transport, app.log, env.EMAIL_POLL_MS);
  app.decorate('emailWorker', worker);
  app.decorate('devMailbox', devMailboxMode(env));
  if (!env.SMTP_HOST && env.NODE_ENV === 'production') {
    app.log.warn(
      app.devMailbox === 'loopback'
        ? 'SMTP_HOST is not set: mail stays in the outbox, is written to the log, and DEV_MAILBOX=true shows it at /dev/mailbox to this machine only'
        : 'SMTP_HOST is not set: mail stays in the outbox and is written to the log (registration codes and reset links are read there)',
    );
  }
  if (opts.startWorker) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});

/**
 * Behind a proxy (TRUST_PROXY) every request arrives from the proxy's address and the client's is
 * whatever a header says, so "this machine only" cannot be told: the mailbox stays off there.
 */
export function devMailboxMode(env: {
  NODE_ENV: 'development' | 'production' | 'test';
  SMTP_HOST?: string | undefined;
  DEV_MAILBOX?: boolean | undefined;
  TRUST_PROXY?: TrustProxy | undefined;
}): 'off' | 'open' | 'loopback' {
  if (env.NODE_ENV === 'production') return env.DEV_MAILBOX === true && !env.TRUST_PROXY ? 'loopback' : 'off';
  return (env.DEV_MAILBOX ?? !env.SMTP_HOST) ? 'open' : 'off';
}
