import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ParsedMail } from './mail-parse.ts';
import type { SmtpSink } from './smtp-sink.ts';

export const NEW_PASSWORD = 'Moi@12345';
export const STRONG_PASSWORD = 'DangKy@2026';

let seq = 0;

/** An email, phone and username no other test (nor the seed) uses. */
export function uniqueIdentity(prefix = 'dk') {
  seq += 1;
  const n = `${Date.now().toString(36)}${seq}${randomInt(0, 1000)}`;
  return {
    email: `${prefix}.${n}@example.com`,
    phone: `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    username: `${prefix}_${n}`,
  };
}

export function registerBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'employee',
    name: 'Nguyễn Thị Hoa',
    ...uniqueIdentity(),
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    agree_terms: true,
    ...overrides,
  } as Record<string, unknown> & { email: string; phone: string; username: string; password: string };
}

/** The mail to `to` that arrives after the first `since` ones (newest delivery of a resend). */
export async function nextMail(
  app: FastifyInstance,
  sink: SmtpSink,
  to: string,
  since = 0,
): Promise<ParsedMail> {
  await app.emailWorker.flush();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const list = sink.messages.filter((m) => m.to.includes(to));
    const mail = list[since];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail #${since + 1} to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function mailsTo(sink: SmtpSink, to: string): ParsedMail[] {
  return sink.messages.filter((m) => m.to.includes(to));
}

/** The 6-digit code as the person reads it in the mail body. */
export function codeFrom(mail: ParsedMail): string {
  const code = /là: (\d{6})/.exec(mail.text)?.[1];
  expect(code, mail.text).toMatch(/^\d{6}$/);
  return code as string;
}

/** The reset link as the person clicks it in the mail body. */
export function resetLinkFrom(mail: ParsedMail): URL {
  const link = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  return new URL(link as string);
}

export function post(app: FastifyInstance, url: string, payload: unknown, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Registers and confirms an account through the API with the code from the mail; returns its token. */
export async function registerAccount(
  app: FastifyInstance,
  sink: SmtpSink,
  overrides: Record<string, unknown> = {},
) {
  const body = registerBody(overrides);
  const requested = await post(app, '/api/auth/request-register', body);
  expect(requested.statusCode, requested.body).toBe(200);
  const code = codeFrom(await nextMail(app, sink, body.email));
  const confirmed = await post(app, '/api/auth/register', { email: body.email, code });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...body, token: confirmed.json().data.token as string };
}
