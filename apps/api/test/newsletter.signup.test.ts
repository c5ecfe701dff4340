import { NewsletterMessage } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json } from './helpers.ts';
import type { ParsedMail } from './support/mail-parse.ts';
import { newsletterTestKit } from './support/newsletter.ts';

/** Issue 12 item 4: the footer's newsletter sign-up with double opt-in. */
const {
  t,
  PUBLIC_URL,
  SUBSCRIBED,
  query,
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
} = await newsletterTestKit();

describe('sign-up and confirmation (double opt-in)', () => {
  it('queues a confirmation mail with a link; the address gets nothing else until confirmed', async () => {
    const email = 'Ban.Doc@Example.com';
    const res = await subscribe(email);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, data: null, message: SUBSCRIBED });
    const [mail] = await mailsAfter('ban.doc@example.com', 0);
    expect(mail?.subject).toBe('Xác nhận đăng ký nhận tin từ ViệcXa');
    expect(mail?.text).toContain('Liên kết có hiệu lực trong 7 ngày.');
    // Not a newsletter mail: no unsubscribe header on it.
    expect(mail?.headers['list-unsubscribe']).toBeUndefined();
    const link = linkIn(mail as ParsedMail, '/nhan-tin/xac-nhan');
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    const row = await subscriber(email);
    expect(row?.consented_at).toBeTruthy();
    expect(row?.confirmed_at).toBeNull();
    // Stored hashed: the token in the link is nowhere in the table.
    const stored = await query<{ token_hash: string }>(
      sql`select token_hash from newsletter_tokens where subscriber_id = ${row?.id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(link.searchParams.get('token'));
    expect(await recipients()).not.toContain('ban.doc@example.com');
  });

  it('a GET of the confirmation call confirms nothing (mail scanners prefetch links)', async () => {
    const email = 'quet.thu@example.com';
    const token = await signUp(email);
    const res = await t.app.inject({ url: `/api/newsletter/confirm?token=${token}` });
    expect(res.statusCode).toBe(404);
    expect((await subscriber(email))?.confirmed_at).toBeNull();
  });

  it('confirms by POST, sends the welcome newsletter once, and answers a second click the same', async () => {
    const email = 'xac.nhan@example.com';
    const token = await signUp(email);
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Bạn đã xác nhận đăng ký nhận tin thành công. Cảm ơn bạn!');
    expect((await subscriber(email))?.confirmed_at).toBeTruthy();
    expect(await recipients()).toContain(email);
    const [welcome, extra] = await mailsAfter(email, 1);
    expect(welcome?.subject).toBe('Chào mừng bạn đến với bản tin ViệcXa');
    expect(extra).toBeUndefined();

    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(json(again).message).toBe(NewsletterMessage.confirmed);
    expect(await mailsAfter(email, 2)).toEqual([]);
  });

  it('a confirmed address that signs up again gets the same answer and no mail', async () => {
    const email = 'da.xac.nhan@example.com';
    await confirmed(email);
    const before = count(email);
    const [{ id: lastId }] = (await query<{ id: number }>(
      sql`select coalesce(max(id), 0)::int as id from email_outbox`,
    )) as [{ id: number }];
    const res = await subscribe(email.toUpperCase());
    expect(json(res)).toEqual({ success: true, data: null, message: SUBSCRIBED });
    expect(await mailsAfter(email, before)).toEqual([]);
    // The worker dropped the request: nothing is left in the outbox for it.
    const left = await query(sql`select id from email_outbox where id > ${lastId}`);
    expect(left).toEqual([]);
  });

  it('answers every kind of address alike and queues the same single request for each', async () => {
    await confirmed('biet.roi@example.com');
    await signUp('dang.cho@example.com');
    const unsubscribedWelcome = await confirmed('da.huy@example.com');
    expect((await oneClick(oneClickUrl(unsubscribedWelcome))).statusCode).toBe(200);
    await t.app.emailWorker.flush();
    const seen = new Set<string>();
    for (const email of [
      'chua.biet@example.com',
      'dang.cho@example.com',
      'biet.roi@example.com',
      'da.huy@example.com',
    ]) {
      const [{ id: before }] = (await query<{ id: number }>(
        sql`select coalesce(max(id), 0)::int as id from email_outbox`,
      )) as [{ id: number }];
      const res = await subscribe(email);
      const rows = await query<{ template: string; to_address: string }>(
        sql`select template, to_address from email_outbox where id > ${before}`,
      );
      expect(rows, email).toEqual([{ template: 'request:newsletterConfirm', to_address: email }]);
      seen.add(`${res.statusCode} ${res.body}`);
      await t.app.emailWorker.flush();
    }
    expect([...seen]).toEqual([`200 ${JSON.stringify({ success: true, data: null, message: SUBSCRIBED })}`]);
  });

  it('re-sends a link to an address that has not confirmed; either link works until one is used', async () => {
    const email = 'gui.lai@example.com';
    const first = await signUp(email);
    const second = await signUp(email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(200);
    // The other link is spent with it: it is not a second confirmation.
    const other = await confirm(second);
    expect(other.statusCode).toBe(200);
    expect(await mailsAfter(email, 3)).toEqual([]);
  });

  it('refuses unknown, blank and expired links with their own messages', async () => {
    for (const token of ['khong-hop-le', '', '   ', undefined, 'x'.repeat(201)]) {
      const res = await confirm(token);
      expect(res.statusCode, String(token)).toBe(422);
      expect(json(res).errors, String(token)).toEqual({
        token: ['Liên kết xác nhận không hợp lệ hoặc đã được sử dụng.'],
      });
    }
    const email = 'het.han@example.com';
    const token = await signUp(email);
    const id = (await subscriber(email))?.id;
    await t.database.db.execute(
      sql`update newsletter_tokens set expires_at = now() - interval '1 minute' where subscriber_id = ${id}`,
    );
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(422);
    expect(json(expired).errors).toEqual({
      token: [
        'Liên kết xác nhận đã hết hạn (sau 7 ngày). Vui lòng đăng ký lại ở chân trang để nhận liên kết mới.',
      ],
    });
    expect((await subscriber(email))?.confirmed_at).toBeNull();
    // Signing up again gives a new link that works.
    expect((await confirm(await signUp(email))).statusCode).toBe(200);
  });

  it('validates the email in Vietnamese', async () => {
    const empty = await subscribe('');
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toEqual({ email: ['Email không được để trống.'] });
    const bad = await subscribe('abc@');
    expect(json(bad).errors).toEqual({ email: ['Email không đúng định dạng'] });
    const long = await subscribe(`${'a'.repeat(250)}@example.com`);
    expect(json(long).errors?.email).toContain('Dữ liệu nhập vào nhỏ hơn 255 ký tự.');
  });

  it('limits sign-ups per address and per IP (429 with Retry-After)', async () => {
    // Per address: a third of the IP limit (2 an hour), whatever the IP.
    expect((await subscribe('nhieu.lan@example.com')).statusCode).toBe(200);
    expect((await subscribe('nhieu.lan@example.com')).statusCode).toBe(200);
    const third = await subscribe('Nhieu.Lan@example.com');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeTruthy();
    // Per IP: 6 an hour, whatever the address.
    for (let i = 0; i < 6; i++)
      expect((await subscribe(`ip${i}@example.com`, '203.0.113.77')).statusCode).toBe(200);
    expect((await subscribe('ip9@example.com', '203.0.113.77')).statusCode).toBe(429);
    await t.app.emailWorker.flush();
  });
});
