import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enqueueNewsletterMail } from '../src/modules/newsletter/newsletter.mail.ts';
import { listNewsletterRecipients } from '../src/modules/newsletter/newsletter.recipients.ts';
import { bearer, DEMO, json, loginAs } from './helpers.ts';
import { newsletterTestKit } from './support/newsletter.ts';

/** Issue 12 item 4: newsletter mail headers and one-click unsubscription (RFC 8058). */
const {
  t,
  PUBLIC_URL,
  query,
  nextIp,
  confirm,
  subscriber,
  recipients,
  linkIn,
  signUp,
  confirmed,
  oneClickUrl,
  oneClick,
} = await newsletterTestKit();

describe('newsletter mail and unsubscription', () => {
  it('every newsletter mail carries the RFC 8058 headers and the same link in its footer', async () => {
    const email = 'tieu.de@example.com';
    const welcome = await confirmed(email);
    const url = oneClickUrl(welcome);
    expect(url).toMatch(/^https:\/\/viecxa\.example\/api\/newsletter\/unsubscribe\?token=[\w-]{43}$/);
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const page = linkIn(welcome, '/nhan-tin/huy');
    expect(page.searchParams.get('token')).toBe(new URL(url).searchParams.get('token'));
    expect(welcome.text).toContain('Hủy đăng ký nhận tin (một lần bấm):');
    expect(welcome.html).toContain('Hủy đăng ký nhận tin</a>');

    // The builder for later newsletters (job alerts) does the same for any newsletter template.
    const [recipient] = (await listNewsletterRecipients(t.database.db, { limit: 1000 })).filter(
      (r) => r.email === email,
    );
    expect(recipient).toBeDefined();
    await enqueueNewsletterMail(t.database.db, {
      publicUrl: PUBLIC_URL,
      to: recipient as { id: number; email: string },
      template: 'newsletterWelcome',
      data: { jobsUrl: `${PUBLIC_URL}/a`, newsUrl: `${PUBLIC_URL}/b` },
      dedupeKey: 'test:builder',
    });
    const [row] = await query<{ headers: Record<string, string>; text: string }>(
      sql`select headers, text from email_outbox where dedupe_key = 'test:builder'`,
    );
    expect(row?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = /token=([\w-]+)>$/.exec(row?.headers['List-Unsubscribe'] ?? '')?.[1];
    expect(token).toBeTruthy();
    expect(token).not.toBe(new URL(url).searchParams.get('token'));
    expect(row?.text).toContain(`${PUBLIC_URL}/nhan-tin/huy?token=${token}`);
    await t.app.emailWorker.flush();
  });

  it('one-click POST from a mail provider unsubscribes, from any origin, and stays idempotent', async () => {
    const email = 'mot.cham@example.com';
    const welcome = await confirmed(email);
    const res = await oneClick(oneClickUrl(welcome));
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(
      'Bạn đã hủy đăng ký nhận tin. Chúng tôi sẽ không gửi thêm email bản tin nào tới địa chỉ này.',
    );
    const at = (await subscriber(email))?.unsubscribed_at;
    expect(at).toBeTruthy();
    expect(await recipients()).not.toContain(email);
    const again = await oneClick(oneClickUrl(welcome));
    expect(again.statusCode).toBe(200);
    expect((await subscriber(email))?.unsubscribed_at).toEqual(at);
  });

  it('a GET of the one-click address (older mail clients) leads to the page and changes nothing', async () => {
    const email = 'mo.bang.get@example.com';
    const welcome = await confirmed(email);
    const url = new URL(oneClickUrl(welcome));
    const res = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/nhan-tin/huy${url.search}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await subscriber(email))?.unsubscribed_at).toBeNull();
    expect(await recipients()).toContain(email);
    const bare = await t.app.inject({ url: '/api/newsletter/unsubscribe' });
    expect(bare.headers.location).toBe('/nhan-tin/huy');
  });

  it("the page's POST (token in the query, no body) unsubscribes too; bad links are refused", async () => {
    const email = 'trang.huy@example.com';
    const welcome = await confirmed(email);
    const page = linkIn(welcome, '/nhan-tin/huy');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${page.searchParams.get('token')}`,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect((await subscriber(email))?.unsubscribed_at).toBeTruthy();
    for (const url of ['/api/newsletter/unsubscribe?token=sai', '/api/newsletter/unsubscribe']) {
      const bad = await t.app.inject({ method: 'POST', url, payload: {}, remoteAddress: nextIp() });
      expect(bad.statusCode, url).toBe(422);
      expect(json(bad).errors, url).toEqual({ token: ['Liên kết hủy đăng ký không hợp lệ.'] });
    }
  });

  it('an unsubscribed address that signs up again must confirm again before it gets anything', async () => {
    const email = 'quay.lai@example.com';
    const welcome = await confirmed(email);
    expect((await oneClick(oneClickUrl(welcome))).statusCode).toBe(200);
    const unsubscribedAt = (await subscriber(email))?.unsubscribed_at;

    const token = await signUp(email);
    const waiting = await subscriber(email);
    // The new consent is recorded; the unsubscription stands until the new link is used.
    expect(waiting?.unsubscribed_at).toEqual(unsubscribedAt);
    expect(waiting && waiting.consented_at > (unsubscribedAt as Date)).toBe(true);
    expect(await recipients()).not.toContain(email);
    const admin = await loginAs(t.app, DEMO.admin);
    const listed = await t.app.inject({
      url: `/api/admin/newsletter-subscribers?search=${email}`,
      headers: bearer(admin),
    });
    expect(json(listed).data.items).toMatchObject([{ email, status: 'pending' }]);

    // The old unsubscribe link cannot undo anything now, and does not block the new confirmation.
    expect((await confirm(token)).statusCode).toBe(200);
    const back = await subscriber(email);
    expect(back?.unsubscribed_at).toBeNull();
    expect(await recipients()).toContain(email);
  });

  it('an old unsubscribe link used while a new sign-up waits spends the waiting confirmation link', async () => {
    const email = 'doi.y@example.com';
    const welcome = await confirmed(email);
    expect((await oneClick(oneClickUrl(welcome))).statusCode).toBe(200);
    const token = await signUp(email);
    expect((await oneClick(oneClickUrl(welcome))).statusCode).toBe(200);
    const res = await confirm(token);
    expect(res.statusCode).toBe(422);
    expect(await recipients()).not.toContain(email);
  });
});
