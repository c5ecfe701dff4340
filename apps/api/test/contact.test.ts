import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';

/** Issue 12 item 3: the contact form's call and the admin's list of received messages. */

const valid = {
  name: 'Nguyễn Thị Liên',
  phone: '0912345678',
  email: 'Lien.Nguyen@Example.com',
  subject: 'Hỏi về chi phí đơn hàng Nhật Bản',
  message: 'Tôi muốn biết tổng chi phí trước khi xuất cảnh gồm những khoản nào.',
};

async function rows<T>(t: ReturnType<typeof useTestApp>, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('POST /api/send-email', () => {
  const t = useTestApp({ CONTACT_RATE_LIMIT_MAX: '4', CONTACT_EMAIL: 'hopthu@viecxa.vn' });

  const send = (payload: Record<string, unknown>, ip = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url: '/api/send-email', payload, remoteAddress: ip });

  it('keeps the message and queues a mail to the site and a receipt to the sender, in one go', async () => {
    const res = await send(valid, '203.0.113.10');
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Cảm ơn bạn đã liên hệ. Chúng tôi sẽ phản hồi trong thời gian sớm nhất.');
    const [saved] = await rows<{ id: number; email: string; handled_at: string | null }>(
      t,
      sql`select id, email, handled_at from contact_messages where subject = ${valid.subject}`,
    );
    expect(saved).toMatchObject({ email: 'lien.nguyen@example.com', handled_at: null });
    const mails = await rows<{ to_address: string; subject: string; text: string }>(
      t,
      sql`select to_address, subject, text from email_outbox where template in ('contactToSite', 'contactReceipt') order by id`,
    );
    expect(mails.map((m) => m.to_address)).toEqual(['hopthu@viecxa.vn', 'lien.nguyen@example.com']);
    expect(mails[0]?.subject).toBe(`[Liên hệ] ${valid.subject}`);
    expect(mails[0]?.text).toContain('0912345678');
    expect(mails[0]?.text).toContain(`/admin/contact-messages?focus=${saved?.id}`);
    expect(mails[0]?.text).toContain(valid.message);
  });

  it("sends the receipt without anything the sender typed (issue 32: anyone can type anyone's address)", async () => {
    const bait = {
      ...valid,
      name: 'Trúng Thưởng Lớn',
      email: 'nan.nhan@example.com',
      subject: 'Bạn trúng 50 triệu, bấm http://lua-dao.example',
      message: 'Chuyển 2 triệu phí nhận thưởng vào tài khoản 0123456789 trước 17h hôm nay.',
    };
    expect((await send(bait, '203.0.113.11')).statusCode).toBe(200);
    const [receipt] = await rows<{ subject: string; text: string; html: string }>(
      t,
      sql`select subject, text, html from email_outbox where template = 'contactReceipt' and to_address = 'nan.nhan@example.com'`,
    );
    expect(receipt?.subject).toBe('ViệcXa đã nhận được liên hệ của bạn');
    for (const part of [receipt?.subject, receipt?.text, receipt?.html]) {
      expect(part).not.toContain('lua-dao.example');
      expect(part).not.toContain('0123456789');
      expect(part).not.toContain('50 triệu');
      expect(part).not.toContain('Trúng Thưởng');
    }
    expect(receipt?.text).toContain('Nếu bạn không gửi tin nhắn nào cho chúng tôi, hãy bỏ qua thư này.');
  });

  it('names every wrong field with the catalogue messages', async () => {
    const res = await send({ name: '', phone: '12345', email: 'lien@', subject: '', message: 'ngắn' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      name: ['Họ và tên không được để trống.'],
      phone: ['SĐT không đúng định dạng'],
      email: ['Email không đúng định dạng'],
      subject: ['Tiêu đề không được để trống.'],
      message: ['Dữ liệu nhập vào lớn hơn 10 ký tự.'],
    });
    const long = await send({ ...valid, subject: 'a'.repeat(201), message: 'b'.repeat(3001) });
    expect(json(long).errors).toEqual({
      subject: ['Dữ liệu nhập vào nhỏ hơn 200 ký tự.'],
      message: ['Dữ liệu nhập vào nhỏ hơn 3000 ký tự.'],
    });
  });

  it('answers a filled honeypot as a success and keeps nothing', async () => {
    const before = await rows<{ n: number }>(t, sql`select count(*)::int as n from contact_messages`);
    const res = await send({ ...valid, subject: 'Bot', website: 'http://spam.example' }, '203.0.113.20');
    expect(res.statusCode).toBe(200);
    const after = await rows<{ n: number }>(t, sql`select count(*)::int as n from contact_messages`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('limits messages per sender email and per IP (429 with Retry-After)', async () => {
    const sender = { ...valid, email: 'mot.nguoi@example.com' };
    // Per email: half the IP limit (2), whatever the IP.
    expect((await send(sender, '198.51.100.1')).statusCode).toBe(200);
    expect((await send(sender, '198.51.100.2')).statusCode).toBe(200);
    const third = await send(sender, '198.51.100.3');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeTruthy();
    // Per IP: 4 an hour, whatever the email.
    for (let i = 0; i < 4; i++)
      expect((await send({ ...valid, email: `ip${i}@example.com` }, '198.51.100.50')).statusCode).toBe(200);
    expect((await send({ ...valid, email: 'ip9@example.com' }, '198.51.100.50')).statusCode).toBe(429);
  });
});

describe('admin contact messages', () => {
  const t = useTestApp();

  let sender = 0;
  async function newMessage(subject: string): Promise<number> {
    sender += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: { ...valid, subject },
      remoteAddress: `192.0.2.${sender}`,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await rows<{ id: number }>(
      t,
      sql`select id from contact_messages where subject = ${subject}`,
    );
    return Number(row?.id);
  }

  it('lists messages newest first for admins and sub_admins, and marks one handled once', async () => {
    const first = await newMessage('Tin thứ nhất');
    const second = await newMessage('Tin thứ hai');
    const admin = await loginAs(t.app, DEMO.admin);
    const subAdmin = await loginAs(t.app, DEMO.subAdmin);

    const list = await t.app.inject({ url: '/api/admin/contact-messages', headers: bearer(subAdmin) });
    expect(list.statusCode).toBe(200);
    const items = json(list).data.items as { id: number; handled_at: string | null }[];
    expect(items.map((m) => m.id).slice(0, 2)).toEqual([second, first]);

    const handled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${first}/handled`,
      headers: bearer(subAdmin),
    });
    expect(handled.statusCode).toBe(200);
    expect(json(handled).message).toBe('Đã đánh dấu là đã xử lý');
    expect(json(handled).data).toMatchObject({ id: first, handled_by_name: expect.any(String) });
    const at = json(handled).data.handled_at as string;
    expect(at).toBeTruthy();

    // A second admin's click keeps who and when.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${first}/handled`,
      headers: bearer(admin),
    });
    expect(json(again).data.handled_at).toBe(at);
    expect(json(again).data.handled_by_name).toBe(json(handled).data.handled_by_name);

    const open = await t.app.inject({
      url: '/api/admin/contact-messages?status=open',
      headers: bearer(admin),
    });
    const openIds = (json(open).data.items as { id: number }[]).map((m) => m.id);
    expect(openIds).toContain(second);
    expect(openIds).not.toContain(first);
    const done = await t.app.inject({
      url: '/api/admin/contact-messages?status=handled',
      headers: bearer(admin),
    });
    expect((json(done).data.items as { id: number }[]).map((m) => m.id)).toEqual([first]);
  });

  it('answers 404 for a message nobody has, and refuses every other role', async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contact-messages/999999/handled',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/contact-messages' })).statusCode).toBe(401);
    for (const who of [DEMO.employee, DEMO.company, DEMO.sale, DEMO.leaderSale]) {
      const token = await loginAs(t.app, who);
      const res = await t.app.inject({ url: '/api/admin/contact-messages', headers: bearer(token) });
      expect(res.statusCode, who).toBe(403);
      expect(json(res).code, who).toBe(1103);
    }
  });
});
