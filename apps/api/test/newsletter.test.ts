import { errorMessages, NewsletterMessage } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueueNewsletterMail } from '../src/modules/newsletter/newsletter.mail.ts';
import { listNewsletterRecipients } from '../src/modules/newsletter/newsletter.recipients.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import type { ParsedMail } from './support/mail-parse.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

/** Issue 12 item 4: the footer's newsletter, double opt-in, one-click unsubscribe, the admin's list. */

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

describe('admin list and CSV export', () => {
  /** Subscribers in the three states, one address with CSV's special characters. */
  async function seed() {
    await t.database.db.execute(sql`insert into newsletter_subscribers (email, consented_at, confirmed_at, unsubscribed_at) values
      ('csv.cho@example.com', now() - interval '3 day', null, null),
      ('csv.xac.nhan@example.com', now() - interval '2 day', now() - interval '2 day', null),
      ('csv.huy@example.com', now() - interval '4 day', now() - interval '4 day', now() - interval '1 day'),
      ('"csv,phay"@example.com', now(), null, null),
      ('=csv.cong.thuc@example.com', now(), now(), null),
      ('csv_100%@example.com', now(), null, null)
      on conflict do nothing`);
  }

  it('lists subscribers for admins with status, dates, filter, search and paging', async () => {
    await seed();
    const admin = await loginAs(t.app, DEMO.admin);
    const get = async (qs: string) => {
      const res = await t.app.inject({
        url: `/api/admin/newsletter-subscribers?${qs}`,
        headers: bearer(admin),
      });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data as { items: { email: string; status: string }[]; total: number; limit: number };
    };
    const all = await get('search=csv');
    expect(all.total).toBe(6);
    const byEmail = Object.fromEntries(all.items.map((i) => [i.email, i]));
    expect(byEmail['csv.cho@example.com']).toMatchObject({ status: 'pending', confirmed_at: null });
    expect(byEmail['csv.xac.nhan@example.com']).toMatchObject({ status: 'confirmed', unsubscribed_at: null });
    expect(byEmail['csv.huy@example.com']).toMatchObject({
      status: 'unsubscribed',
      unsubscribed_at: expect.any(String),
      consented_at: expect.any(String),
    });
    expect((await get('search=csv&status=confirmed')).items.map((i) => i.email).sort()).toEqual([
      '=csv.cong.thuc@example.com',
      'csv.xac.nhan@example.com',
    ]);
    expect((await get('search=csv&status=unsubscribed')).items.map((i) => i.email)).toEqual([
      'csv.huy@example.com',
    ]);
    // LIKE's wildcards in the search are plain characters.
    expect((await get('search=_100%25')).items.map((i) => i.email)).toEqual(['csv_100%@example.com']);
    expect((await get('search=CSV.CHO')).total).toBe(1);
    const paged = await get('search=csv&limit=2&page=3');
    expect(paged.items).toHaveLength(2);
    expect((await get('status=&search=')).total).toBeGreaterThanOrEqual(6);
    const wrong = await t.app.inject({
      url: '/api/admin/newsletter-subscribers?status=abc',
      headers: bearer(admin),
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('exports CSV as UTF-8 with BOM, escaped, formulas defused, with the same filters', async () => {
    await seed();
    const admin = await loginAs(t.app, DEMO.admin);
    const res = await t.app.inject({
      url: '/api/admin/newsletter-subscribers.csv?search=csv',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="nguoi-dang-ky-nhan-tin-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.rawPayload.toString('utf8');
    expect(
      body.startsWith(
        '\uFEFFEmail,Trạng thái,Đồng ý nhận tin lúc (giờ Việt Nam),Xác nhận lúc,Hủy đăng ký lúc\r\n',
      ),
    ).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines).toContainEqual(
      expect.stringMatching(/^csv\.cho@example\.com,Chờ xác nhận,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},,$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^csv\.huy@example\.com,Đã hủy,[\d-]+ [\d:]+,[\d-]+ [\d:]+,[\d-]+ [\d:]+$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^"""csv,phay""@example\.com",Chờ xác nhận,/));
    expect(lines).toContainEqual(expect.stringMatching(/^'=csv\.cong\.thuc@example\.com,Đã xác nhận,/));

    const only = await t.app.inject({
      url: '/api/admin/newsletter-subscribers.csv?search=csv&status=unsubscribed',
      headers: bearer(admin),
    });
    expect(only.rawPayload.toString('utf8').trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('refuses sub_admins and every other role (1104, admin only), for the list and the file', async () => {
    for (const url of ['/api/admin/newsletter-subscribers', '/api/admin/newsletter-subscribers.csv']) {
      const guest = await t.app.inject({ url });
      expect(guest.statusCode, url).toBe(401);
      for (const who of [DEMO.subAdmin, DEMO.employee, DEMO.company, DEMO.sale, DEMO.leaderSale]) {
        const res = await t.app.inject({ url, headers: bearer(await loginAs(t.app, who)) });
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(json(res).code, `${who} ${url}`).toBe(1104);
        expect(json(res).message, `${who} ${url}`).toBe(errorMessages[1104]);
        expect(res.body, `${who} ${url}`).not.toContain('@example.com');
      }
    }
  });
});
