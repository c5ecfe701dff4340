import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import {
  mailsTo,
  NEW_PASSWORD,
  nextMail,
  post,
  registerAccount,
  registerBody,
  resetLinkFrom,
  STRONG_PASSWORD,
} from './support/accounts.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

// Reset links are read from mail the app delivered over real SMTP to this sink.
const sink = await startSmtpSink();
afterAll(() => sink.close());

const SEND = '/api/send-reset-password-mail';
const RESET = '/api/reset-password';
const CHANGE = '/api/auth/change-password';
const SENT = 'Nếu email tồn tại trong hệ thống, chúng tôi đã gửi liên kết khôi phục mật khẩu.';
const INVALID_LINK = 'Liên kết khôi phục không hợp lệ hoặc đã hết hạn';
const RESET_RULE = 'Mật khẩu không đáp ứng đủ yêu cầu.';
const FORM_RULE = 'Mật khẩu phải có ít nhất 8 ký tự bao gồm chữ số, chữ hoa, chữ thường và ký tự đặc biệt';

type Rows = { rows: Record<string, unknown>[] };

async function profileStatus(app: Parameters<typeof loginAs>[0], token: string) {
  const res = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
  return { status: res.statusCode, code: json(res).code };
}

describe('password recovery by emailed link', () => {
  const t = useTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    ACCOUNT_RATE_LIMIT_MAX: '1000',
    LOGIN_RATE_LIMIT_MAX: '1000',
  });
  const query = async (q: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(q)) as unknown as Rows).rows;

  /** Asks for a link and returns it as read in the mail. */
  async function requestLink(email: string) {
    const before = mailsTo(sink, email).length;
    const res = await post(t.app, SEND, { email });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(SENT);
    return resetLinkFrom(await nextMail(t.app, sink, email, before));
  }

  it('resets the password through the mailed link and ends every session', async () => {
    const account = await registerAccount(t.app, sink);
    const other = await loginAs(t.app, account.email, STRONG_PASSWORD);

    const link = await requestLink(account.email);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/reset-password');
    expect(link.searchParams.get('email')).toBe(account.email);
    const token = link.searchParams.get('token') as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = mailsTo(sink, account.email).at(-1);
    expect(mail?.subject).toBe('Khôi phục mật khẩu ViệcXa');
    expect(mail?.text).toContain('Liên kết có hiệu lực trong 60 phút');
    const [stored] = await query(
      sql`select r.token_hash, round(extract(epoch from r.expires_at - r.created_at) / 60)::int as ttl_minutes
          from password_resets r
          join users u on u.id = r.user_id where u.email = ${account.email}`,
    );
    expect(stored?.ttl_minutes).toBe(60);
    expect(stored?.token_hash).not.toBe(token);

    const res = await post(t.app, RESET, {
      email: link.searchParams.get('email'),
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ success: true, message: 'Khôi phục mật khẩu thành công', data: null });

    // Every session of the account ended.
    expect(await profileStatus(t.app, account.token)).toEqual({ status: 401, code: 1010 });
    expect(await profileStatus(t.app, other)).toEqual({ status: 401, code: 1010 });
    // Old password refused, new one works.
    const old = await post(t.app, '/api/auth/login', { email: account.email, password: STRONG_PASSWORD });
    expect(json(old).code).toBe(1000);
    await loginAs(t.app, account.email, NEW_PASSWORD);

    // Single use.
    const again = await post(t.app, RESET, {
      email: account.email,
      token,
      password: 'LanNua@2026',
      password_confirmation: 'LanNua@2026',
    });
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ code: 1106, errors: { token: [INVALID_LINK] } });
  });

  it('answers the same for unknown, unconfirmed and locked addresses, and sends nothing', async () => {
    const pending = registerBody();
    await post(t.app, '/api/auth/request-register', pending);
    await nextMail(t.app, sink, pending.email);
    for (const email of ['khong.co.ai@example.com', pending.email, DEMO.employeeLocked]) {
      const res = await post(t.app, SEND, { email });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, data: null, message: SENT });
    }
    await t.app.emailWorker.flush();
    expect(mailsTo(sink, 'khong.co.ai@example.com')).toHaveLength(0);
    expect(mailsTo(sink, pending.email)).toHaveLength(1); // only the registration code
    expect(mailsTo(sink, DEMO.employeeLocked)).toHaveLength(0);
    const rows = await query(
      sql`select r.id from password_resets r join users u on u.id = r.user_id
          where u.email in (${pending.email}, ${DEMO.employeeLocked})`,
    );
    expect(rows).toEqual([]);
  });

  it('an expired link is refused', async () => {
    const account = await registerAccount(t.app, sink);
    const link = await requestLink(account.email);
    await t.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second'
          where user_id = (select id from users where email = ${account.email})`,
    );
    const res = await post(t.app, RESET, {
      email: account.email,
      token: link.searchParams.get('token'),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ token: [INVALID_LINK] });
    await loginAs(t.app, account.email, STRONG_PASSWORD);
  });

  it('a link used with another address changes nothing and stays usable', async () => {
    const account = await registerAccount(t.app, sink);
    const link = await requestLink(account.email);
    const token = link.searchParams.get('token');
    const wrong = await post(t.app, RESET, {
      email: DEMO.employee,
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(json(wrong).errors).toEqual({ token: [INVALID_LINK] });
    await loginAs(t.app, DEMO.employee);
    const right = await post(t.app, RESET, {
      email: account.email.toUpperCase(),
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(right.statusCode).toBe(200);
  });

  it('a made-up token is refused', async () => {
    const res = await post(t.app, RESET, {
      email: DEMO.employee,
      token: 'khong-phai-token-that',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(json(res).errors).toEqual({ token: [INVALID_LINK] });
  });

  it('using one link spends the other links of the account', async () => {
    const account = await registerAccount(t.app, sink);
    const first = await requestLink(account.email);
    const second = await requestLink(account.email);
    expect(first.searchParams.get('token')).not.toBe(second.searchParams.get('token'));
    const ok = await post(t.app, RESET, {
      email: account.email,
      token: second.searchParams.get('token'),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    const stale = await post(t.app, RESET, {
      email: account.email,
      token: first.searchParams.get('token'),
      password: 'LanNua@2026',
      password_confirmation: 'LanNua@2026',
    });
    expect(json(stale).errors).toEqual({ token: [INVALID_LINK] });
  });

  it('checks the new password with the reset rule (8–50, composition)', async () => {
    const base = { email: DEMO.employee, token: 'x' };
    const cases: [string, string[] | undefined][] = [
      ['Abc@123', [RESET_RULE]], // 7
      [`Aa1!${'x'.repeat(47)}`, [RESET_RULE]], // 51
      ['abcdefg1!', [RESET_RULE]], // no upper case
      ['Abcdefgh!', [RESET_RULE]], // no digit
      ['Abcdefgh1', [RESET_RULE]], // no symbol
      [`Aa1!${'x'.repeat(46)}`, undefined], // 50: fine (more than the 16 of the form rule)
    ];
    for (const [password, expected] of cases) {
      const res = await post(t.app, RESET, { ...base, password, password_confirmation: password });
      expect(json(res).errors?.password, password).toEqual(expected);
    }
    const mismatch = await post(t.app, RESET, {
      ...base,
      password: NEW_PASSWORD,
      password_confirmation: 'Khac@1234',
    });
    expect(json(mismatch).errors).toEqual({ password_confirmation: ['Mật khẩu nhập lại không khớp.'] });
    const empty = await post(t.app, RESET, {});
    expect(json(empty).errors).toEqual({
      email: ['Email không được để trống.'],
      token: [INVALID_LINK],
      password: ['Mật khẩu không được để trống.'],
      password_confirmation: ['Mật khẩu nhập lại không khớp.'],
    });
    const badEmail = await post(t.app, SEND, { email: 'khong-hop-le' });
    expect(json(badEmail).errors).toEqual({ email: ['Email không đúng định dạng'] });
  });

  it('limits reset mails per address to 3 per 15 min, for unknown addresses too', async () => {
    for (const email of ['khong.ai.ca@example.com', DEMO.subAdmin]) {
      for (let i = 0; i < 3; i++)
        expect((await post(t.app, SEND, { email }, `10.5.0.${i}`)).statusCode).toBe(200);
      const blocked = await post(t.app, SEND, { email }, '10.5.0.99');
      expect(blocked.statusCode).toBe(429);
      expect(json(blocked).code).toBe(1108);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    await t.app.emailWorker.flush();
    expect(mailsTo(sink, DEMO.subAdmin)).toHaveLength(3);
  });
});

describe('recovery per-IP limits', () => {
  const t = useTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), ACCOUNT_RATE_LIMIT_MAX: '2' });

  it('limits reset mails (ACCOUNT_RATE_LIMIT_MAX) and resets (4×) per IP', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await post(t.app, SEND, { email: `ip${i}@example.com` }, '10.6.0.1')).statusCode).toBe(200);
    }
    const mails = await post(t.app, SEND, { email: 'ip9@example.com' }, '10.6.0.1');
    expect(mails.statusCode).toBe(429);
    expect(Number(mails.headers['retry-after'])).toBeGreaterThan(0);

    const body = {
      email: DEMO.employee,
      token: 'sai',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    for (let i = 0; i < 8; i++) expect((await post(t.app, RESET, body, '10.6.0.2')).statusCode).toBe(422);
    const resets = await post(t.app, RESET, body, '10.6.0.2');
    expect(resets.statusCode).toBe(429);
    expect(Number(resets.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/change-password', () => {
  const t = useTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    ACCOUNT_RATE_LIMIT_MAX: '1000',
    LOGIN_RATE_LIMIT_MAX: '1000',
  });
  const change = (token: string | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: CHANGE,
      payload: payload as object,
      headers: token ? bearer(token) : {},
    });

  it('refuses anonymous callers (401) and accounts without a type (403) before validating', async () => {
    const anonymous = await change(null, {});
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ code: 1012, message: 'Vui lòng đăng nhập để tiếp tục' });
    expect(json(anonymous).errors).toBeUndefined();
    const bogus = await change('khong-phai-token', {});
    expect(json(bogus).code).toBe(1010);
    const noType = await change(await loginAs(t.app, DEMO.noType), {});
    expect(noType.statusCode).toBe(403);
    expect(json(noType).code).toBe(1114);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const account = await registerAccount(t.app, sink);
    const current = await loginAs(t.app, account.email, STRONG_PASSWORD);
    const res = await change(current, {
      current_password: STRONG_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, data: null, message: 'Đổi mật khẩu thành công' });
    expect((await profileStatus(t.app, current)).status).toBe(200);
    expect(await profileStatus(t.app, account.token)).toEqual({ status: 401, code: 1010 });
    expect(
      json(await post(t.app, '/api/auth/login', { email: account.email, password: STRONG_PASSWORD })).code,
    ).toBe(1000);
    await loginAs(t.app, account.email, NEW_PASSWORD);
  });

  it('a wrong current password is a field error and changes nothing', async () => {
    const token = await loginAs(t.app, DEMO.sale);
    const other = await loginAs(t.app, DEMO.sale);
    const res = await change(token, {
      current_password: 'Sai@12345',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      code: 1106,
      errors: { current_password: ['Mật khẩu hiện tại không đúng'] },
    });
    expect((await profileStatus(t.app, other)).status).toBe(200);
    await loginAs(t.app, DEMO.sale);
  });

  it('reports the form rules in Vietnamese', async () => {
    const token = await loginAs(t.app, DEMO.leaderSale);
    const empty = await change(token, {});
    expect(json(empty).errors).toEqual({
      current_password: ['Mật khẩu hiện tại không được để trống.'],
      password: ['Mật khẩu mới không được để trống.'],
      password_confirmation: ['Mật khẩu mới nhập lại không khớp.'],
    });
    const weak = await change(token, {
      current_password: 'Demo@123',
      password: 'abc',
      password_confirmation: 'abc',
    });
    expect(json(weak).errors).toEqual({ password: [FORM_RULE] });
    const long = `Aa1!${'x'.repeat(13)}`; // 17: over the form rule's 16
    const tooLong = await change(token, {
      current_password: 'Demo@123',
      password: long,
      password_confirmation: long,
    });
    expect(json(tooLong).errors).toEqual({ password: [FORM_RULE] });
    const mismatch = await change(token, {
      current_password: 'Demo@123',
      password: NEW_PASSWORD,
      password_confirmation: 'Moi@123456',
    });
    expect(json(mismatch).errors).toEqual({ password_confirmation: ['Mật khẩu mới nhập lại không khớp.'] });
    const same = await change(token, {
      current_password: 'Demo@123',
      password: 'Demo@123',
      password_confirmation: 'Demo@123',
    });
    expect(json(same).errors).toEqual({ password: ['Mật khẩu mới phải khác mật khẩu hiện tại'] });
  });

  it('works for every account type', async () => {
    for (const email of [
      DEMO.admin,
      DEMO.subAdmin,
      DEMO.company,
      DEMO.companyStaff,
      DEMO.employee,
      DEMO.leaderSale,
    ]) {
      const token = await loginAs(t.app, email);
      const res = await change(token, {
        current_password: 'Demo@123',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(res.statusCode, email).toBe(200);
      await loginAs(t.app, email, NEW_PASSWORD);
    }
  });

  it('limits wrong guesses per account: 10 per 15 min', async () => {
    const account = await registerAccount(t.app, sink);
    const token = await loginAs(t.app, account.email, STRONG_PASSWORD);
    const guess = {
      current_password: 'Sai@12345',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    for (let i = 0; i < 10; i++) expect((await change(token, guess)).statusCode).toBe(422);
    const blocked = await change(token, guess);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
