import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe of newsletter mail). */
  headers?: Record<string, string> | null;
}

/** Where mail goes: SMTP for real, or the log when no SMTP server is configured. */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string | undefined;
  pass?: string | undefined;
  from: string;
  messageIdDomain: string;
}

export function smtpTransport(s: SmtpSettings): MailTransport {
  const transporter = nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    ...(s.user ? { auth: { user: s.user, pass: s.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: s.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
        // A stable id per outbox row lets receiving servers drop a duplicate of a retried send.
        messageId: `<outbox-${mail.id}@${s.messageIdDomain}>`,
      });
    },
    close: () => transporter.close(),
  };
}

/** The embedded default: mail is kept in the outbox and its text written to the log. */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      log.info(
        { emailId: mail.id, to: mail.to, subject: mail.subject, text: mail.text },
        'email (no SMTP configured)',
      );
    },
    close() {},
  };
}
