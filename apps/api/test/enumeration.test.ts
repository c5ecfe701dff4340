import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, json, useTestApp } from './helpers.ts';
import { codeFrom, mailsTo, nextMail, post, registerBody, resetLinkFrom } from './support/accounts.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

/*
 * Whether an email has an account must not show in the answers of registration and recovery,
 * except where the spec fixes a message for it (§8: 1001 'Email đã được sử dụng', 1002, and on the
 * code check 1005 / 1009). Timing is measured in the bench (BENCH=enumeration), not here: these
 * tests check that the paths that must not differ give the same answer and do the same work.
 */

const sink = await startSmtpSink();
afterAll(() => sink.close());

const SEND = '/api/send-reset-password-mail';
const SENT = 'Nếu email tồn tại trong hệ thống, chúng tôi đã gửi liên kết khôi phục mật khẩu.';

type Rows = { rows: Record<string, unknown>[] };

const t = useTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port) });
const query = async (q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as Rows).rows;
/** The worker runs only when a test flushes it, so what a request did alone can be looked at. */
let kicks: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  kicks = vi.spyOn(t.app.emailWorker, 'kick').mockImplementation(() => {});
});

/** The parts of an answer a client sees, without what differs on every request. */
function visible(res: LightMyRequestResponse) {
  const headers = Object.fromEntries(
    // The global per-IP counter goes down with every request, whatever its address.
    Object.entries(res.headers).filter(
      ([k]) => k !== 'date' && k !== 'x-request-id' && !k.startsWith('x-ratelimit-'),
    ),
  );
  return { status: res.statusCode, headers, body: res.body };
}

describe('password recovery tells nothing about accounts', () => {
  it('answers byte for byte the same, and queues the same one request, for every kind of address', async () => {
    const pending = registerBody();
    await post(t.app, '/api/auth/request-register', pending);
    await nextMail(t.app, sink, pending.email);

    const addresses = {
      active: DEMO.employee,
      unknown: 'chua.tung.dang.ky@example.com',
      unconfirmed: pending.email,
      locked: DEMO.employeeLocked,
      deactivated: DEMO.employeeDeactivated,
    };
    const answers = [];
    for (const email of Object.values(addresses)) {
      const [before] = await query(sql`select coalesce(max(id), 0)::int as id from email_outbox`);
      const kicked = kicks.mock.calls.length;
      const res = await post(t.app, SEND, { email });
      // What the request itself did, before the worker ran: one request row, the same for all.
      const queued = await query(
        sql`select to_address, template, subject, html, text, status, dedupe_key from email_outbox
            where id > ${Number(before?.id)} order by id`,
      );
      // The worker is woken once the answer has left.
      await vi.waitFor(() => expect(kicks.mock.calls.length).toBe(kicked + 1));
      expect(queued).toEqual([
        {
          to_address: email,
          template: 'request:resetPassword',
          subject: '',
          html: '',
          text: '',
          status: 'pending',
          dedupe_key: null,
        },
      ]);
      answers.push(visible(res));
    }
    expect(answers[0]).toMatchObject({
      status: 200,
      body: JSON.stringify({ success: true, data: null, message: SENT }),
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // No link exists yet for anyone: it is made after the answer.
    const links = await query(
      sql`select r.id from password_resets r join users u on u.id = r.user_id where u.email = ${addresses.active}`,
    );
    expect(links).toEqual([]);

    // The worker then sends a working link to the account, and nothing to anyone else.
    const link = resetLinkFrom(await nextMail(t.app, sink, addresses.active));
    expect(link.searchParams.get('email')).toBe(addresses.active);
    for (const email of [addresses.unknown, addresses.locked, addresses.deactivated])
      expect(mailsTo(sink, email)).toHaveLength(0);
    expect(mailsTo(sink, addresses.unconfirmed)).toHaveLength(1); // its registration code only
    // Requests with nothing to send leave no row behind.
    expect(await query(sql`select id from email_outbox where template like 'request:%'`)).toEqual([]);
  });

  it('an address typed in another case still reaches its account', async () => {
    const seeker = 'ngoc.tran@viecxa.vn';
    const before = mailsTo(sink, seeker).length;
    const res = await post(t.app, SEND, { email: seeker.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const mail = await nextMail(t.app, sink, seeker, before);
    expect(resetLinkFrom(mail).searchParams.get('email')).toBe(seeker);
  });

  it('a failure while preparing the mail keeps the request for a retry', async () => {
    await t.database.db.execute(sql`alter table password_resets rename to password_resets_away`);
    try {
      await post(t.app, SEND, { email: DEMO.admin });
      await t.app.emailWorker.flush();
      const [row] = await query(
        sql`select template, status, last_error from email_outbox where to_address = ${DEMO.admin} order by id desc limit 1`,
      );
      expect(row).toMatchObject({ template: 'request:resetPassword', status: 'pending' });
      expect(row?.last_error).toBeTruthy();
    } finally {
      await t.database.db.execute(sql`alter table password_resets_away rename to password_resets`);
    }
    await t.database.db.execute(
      sql`update email_outbox set next_attempt_at = now() where to_address = ${DEMO.admin}`,
    );
    const link = resetLinkFrom(await nextMail(t.app, sink, DEMO.admin));
    expect(link.searchParams.get('email')).toBe(DEMO.admin);
  });
});

describe('registration answers', () => {
  it('a new address and one held by an unconfirmed sign-up get the same answer', async () => {
    const held = registerBody();
    await post(t.app, '/api/auth/request-register', held);
    const fresh = registerBody();
    const again = registerBody({ email: held.email });
    const a = visible(await post(t.app, '/api/auth/request-register', fresh));
    const b = visible(await post(t.app, '/api/auth/request-register', again));
    expect(a.status).toBe(200);
    // The answer echoes the address typed: compare with it swapped (and so its length).
    const { 'content-length': _a, ...aHeaders } = a.headers;
    const { 'content-length': _b, ...bHeaders } = b.headers;
    expect({ ...b, headers: bHeaders, body: b.body.replace(held.email, fresh.email) }).toEqual({
      ...a,
      headers: aHeaders,
    });
  });

  it("keeps the spec's messages where it fixes them: 1001 and 1002 on sign-up, 1005 and 1009 on the code", async () => {
    const taken = await post(t.app, '/api/auth/request-register', registerBody({ email: DEMO.employee }));
    expect(taken.statusCode).toBe(422);
    expect(json(taken)).toMatchObject({ success: false, code: 1001, message: 'Email đã được sử dụng' });
    const phone = await post(t.app, '/api/auth/request-register', registerBody({ phone: '0912000001' }));
    expect(json(phone)).toMatchObject({ code: 1002, message: 'Số điện thoại đã được sử dụng' });

    const unknown = await post(t.app, '/api/auth/register', {
      email: 'khong.ai@example.com',
      code: '123456',
    });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown)).toMatchObject({ code: 1009, message: 'Email không tồn tại' });
    const confirmed = await post(t.app, '/api/auth/register', { email: DEMO.employee, code: '123456' });
    expect(json(confirmed)).toMatchObject({ code: 1005, message: 'Tài khoản đã được xác nhận' });

    // A real sign-up still works end to end.
    const body = registerBody();
    await post(t.app, '/api/auth/request-register', body);
    const code = codeFrom(await nextMail(t.app, sink, body.email));
    const ok = await post(t.app, '/api/auth/register', { email: body.email, code });
    expect(ok.statusCode).toBe(200);
  });
});
