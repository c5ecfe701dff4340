import { NewsletterMessage } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { listNewsletterRecipients } from '../../src/modules/newsletter/newsletter.recipients.ts';
import { useTestApp } from '../helpers.ts';
import type { ParsedMail } from './mail-parse.ts';
import { startSmtpSink } from './smtp-sink.ts';

/**
 * The newsletter tests' app (issue 12 item 4): an SMTP sink, an app that delivers to it, and the
 * visitor's and mail provider's calls. Call once at the top of a test file (it registers afterAll).
 */
export async function newsletterTestKit() {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());

  const PUBLIC_URL = 'https://viecxa.example';
  const SUBSCRIBED = NewsletterMessage.subscribed;
  const t = useTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    PUBLIC_URL,
    NEWSLETTER_RATE_LIMIT_MAX: '6',
  });

  type Rows<T> = { rows: T[] };
  const query = async <T>(q: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(q)) as unknown as Rows<T>).rows;

  let ip = 0;
  /** Each call from its own address, so the per-IP limit is exercised only where a test means it. */
  const nextIp = () => `198.18.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

  const subscribe = (email: string, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, remoteAddress });
  const confirm = (token: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token },
      remoteAddress: nextIp(),
    });

  interface Subscriber {
    id: number;
    consented_at: Date;
    confirmed_at: Date | null;
    unsubscribed_at: Date | null;
  }
  async function subscriber(email: string): Promise<Subscriber | undefined> {
    const [row] = await query<Subscriber>(
      sql`select id, consented_at, confirmed_at, unsubscribed_at from newsletter_subscribers where lower(email) = ${email.toLowerCase()}`,
    );
    return row;
  }

  async function recipients(): Promise<string[]> {
    const all: string[] = [];
    let afterId = 0;
    for (;;) {
      const page = await listNewsletterRecipients(t.database.db, { afterId, limit: 50 });
      if (page.length === 0) return all;
      all.push(...page.map((r) => r.email));
      afterId = page.at(-1)?.id ?? afterId;
    }
  }

  /** Delivers the outbox, then the mails to `to` that arrived after the first `since`. */
  async function mailsAfter(to: string, since: number): Promise<ParsedMail[]> {
    await t.app.emailWorker.flush();
    return sink.messages.filter((m) => m.to.includes(to)).slice(since);
  }
  const count = (to: string) => sink.messages.filter((m) => m.to.includes(to)).length;

  function linkIn(mail: ParsedMail, path: string): URL {
    const found = new RegExp(`(https?://\\S+${path}\\?token=[\\w-]+)`).exec(mail.text)?.[1];
    expect(found, mail.text).toBeTruthy();
    return new URL(found as string);
  }

  /** Signs up and returns the token of the confirmation mail. */
  async function signUp(email: string): Promise<string> {
    const before = count(email);
    expect((await subscribe(email)).statusCode).toBe(200);
    const [mail] = await mailsAfter(email, before);
    expect(mail, `confirmation mail to ${email}`).toBeDefined();
    return linkIn(mail as ParsedMail, '/nhan-tin/xac-nhan').searchParams.get('token') as string;
  }

  /** Signs up and confirms; returns the welcome mail (the first newsletter mail). */
  async function confirmed(email: string): Promise<ParsedMail> {
    const token = await signUp(email);
    const before = count(email);
    expect((await confirm(token)).statusCode).toBe(200);
    const [welcome] = await mailsAfter(email, before);
    expect(welcome).toBeDefined();
    return welcome as ParsedMail;
  }

  function oneClickUrl(mail: ParsedMail): string {
    const header = mail.headers['list-unsubscribe'] ?? '';
    const url = /^<(https:\/\/\S+)>$/.exec(header)?.[1];
    expect(url, header).toBeTruthy();
    return url as string;
  }

  /** What a mail provider sends for RFC 8058 one-click (from its servers: another origin). */
  function oneClick(url: string) {
    const u = new URL(url);
    return t.app.inject({
      method: 'POST',
      url: `${u.pathname}${u.search}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.google.com',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextIp(),
    });
  }

  return {
    t,
    sink,
    PUBLIC_URL,
    SUBSCRIBED,
    query,
    nextIp,
    subscribe,
    confirm,
    subscriber,
    recipients,
    mailsAfter,
    count,
    linkIn,
    signUp,
    confirmed,
    oneClickUrl,
    oneClick,
  };
}
