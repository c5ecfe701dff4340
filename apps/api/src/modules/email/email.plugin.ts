import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { logTransport, smtpTransport } from './email.transport.ts';
import { EmailWorker } from './email.worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the email outbox; call `kick()` after committing a transaction that queued mail. */
    emailWorker: EmailWorker;
    devMailboxEnabled: boolean;
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
  app.decorate('devMailboxEnabled', env.DEV_MAILBOX ?? !env.SMTP_HOST);
  if (!env.SMTP_HOST && env.NODE_ENV === 'production') {
    app.log.warn(
      'SMTP_HOST is not set: mail stays in the outbox, is written to the log and shown at /dev/mailbox',
    );
  }
  if (opts.startWorker) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});
