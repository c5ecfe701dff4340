import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, json, useTestApp } from './helpers.ts';
import { codeFrom, mailsTo, nextMail, post, registerBody, STRONG_PASSWORD } from './support/accounts.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

// The app delivers mail over real SMTP to this sink; codes are read from the received mail.
const sink = await startSmtpSink();
afterAll(() => sink.close());

const REQUEST = '/api/auth/request-register';
const CONFIRM = '/api/auth/register';
const CONSENT = 'Bạn cần đồng ý với Điều khoản sử dụng và Chính sách bảo vệ dữ liệu cá nhân';

type Rows = { rows: Record<string, unknown>[] };

describe('registration with an emailed code', () => {
  const t = useTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    ACCOUNT_RATE_LIMIT_MAX: '1000',
  });
  const query = async (q: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(q)) as unknown as Rows).rows;

  it('registers a job seeker: unconfirmed account, hashed code, mail over SMTP, then signed in', async () => {
    const body = registerBody();
    const res = await post(t.app, REQUEST, body);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Mã xác nhận đã được gửi tới email của bạn',
      data: { email: body.email, expires_in: 600 },
    });
    // The mail was queued with the account (same transaction) by the time the answer came.
    const [queued] = await query(sql`select template from email_outbox where to_address = ${body.email}`);
    expect(queued?.template).toBe('registerCode');
    const [user] = await query(
      sql`select id, type, status, email_verified_at, password_hash from users where email = ${body.email}`,
    );
    expect(user).toMatchObject({ type: 'employee', status: 'activated', email_verified_at: null });
    expect(String(user?.password_hash)).toMatch(/^\$argon2id\$/);

    const mail = await nextMail(t.app, sink, body.email);
    const code = codeFrom(mail);
    expect(mail.subject).toBe(`Mã xác nhận đăng ký ViệcXa: ${code}`);
    expect(mail.text).toContain('Xin chào Nguyễn Thị Hoa,');
    expect(mail.text).toContain('Mã có hiệu lực trong 10 phút');
    const [stored] = await query(
      sql`select code_hash, attempts, purpose, consumed_at,
            round(extract(epoch from expires_at - created_at) / 60)::int as ttl_minutes
          from email_codes where user_id = ${user?.id}`,
    );
    expect(stored).toMatchObject({ purpose: 'register', attempts: 0, consumed_at: null, ttl_minutes: 10 });
    expect(String(stored?.code_hash)).not.toContain(code);
    expect(String(stored?.code_hash)).toMatch(/^[0-9a-f]{64}$/);

    // Not confirmed yet: the right password is still refused with 1006.
    const early = await post(t.app, '/api/auth/login', { email: body.email, password: STRONG_PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(json(early)).toMatchObject({ code: 1006, message: 'Tài khoản chưa được xác nhận' });

    const confirmed = await post(t.app, CONFIRM, { email: body.email, code });
    expect(confirmed.statusCode).toBe(200);
    const data = json(confirmed);
    expect(data.message).toBe('Đăng ký tài khoản thành công');
    expect(data.data).toMatchObject({ token_type: 'Bearer', expiresIn: 3600 });
    expect(data.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.data.access_token).toBe(data.data.token);
    expect(data.data.user).toMatchObject({
      type: 'employee',
      status: 'activated',
      name: 'Nguyễn Thị Hoa',
      email: body.email,
      username: body.username,
      phone: body.phone,
      company: null,
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(data.data.token),
    });
    expect(json(profile).data.email).toBe(body.email);

    const [after] = await query(sql`select email_verified_at from users where email = ${body.email}`);
    expect(after?.email_verified_at).not.toBeNull();
    const [spent] = await query(sql`select consumed_at from email_codes where user_id = ${user?.id}`);
    expect(spent?.consumed_at).not.toBeNull();

    const login = await post(t.app, '/api/auth/login', { email: body.username, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);

    // Single use: the account is confirmed now (1005), the code cannot be used again.
    const again = await post(t.app, CONFIRM, { email: body.email, code });
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ code: 1005, message: 'Tài khoản đã được xác nhận' });
  });

  it('registers a company: contact name, company row, waiting for the first approval', async () => {
    const body = registerBody({
      type: 'company',
      name: 'Phòng Nhân sự 2',
      company_name: 'Công ty TNHH Ánh Dương',
    });
    const res = await post(t.app, REQUEST, body);
    expect(res.statusCode).toBe(200);
    const code = codeFrom(await nextMail(t.app, sink, body.email));
    const confirmed = await post(t.app, CONFIRM, { email: body.email, code });
    expect(confirmed.statusCode).toBe(200);
    const user = json(confirmed).data.user;
    expect(user).toMatchObject({
      type: 'company',
      status: 'wait_activation',
      parent_id: null,
      name: 'Phòng Nhân sự 2',
      company: { name: 'Công ty TNHH Ánh Dương', has_info: false },
    });
    const [company] = await query(
      sql`select contact_name, contact_phone, contact_email from companies where user_id = ${user.id}`,
    );
    expect(company).toEqual({
      contact_name: 'Phòng Nhân sự 2',
      contact_phone: body.phone,
      contact_email: body.email,
    });
    // A pending company may sign in (it is shown the waiting page).
    const login = await post(t.app, '/api/auth/login', { email: body.email, password: STRONG_PASSWORD });
    expect(json(login).data.user.status).toBe('wait_activation');
  });

  it('refuses an email (1001), a phone (1002) or a username of a confirmed account', async () => {
    const email = await post(t.app, REQUEST, registerBody({ email: 'UngVien@viecxa.vn' }));
    expect(email.statusCode).toBe(422);
    expect(json(email)).toMatchObject({ code: 1001, message: 'Email đã được sử dụng' });

    const phone = await post(t.app, REQUEST, registerBody({ phone: '0912000001' }));
    expect(phone.statusCode).toBe(422);
    expect(json(phone)).toMatchObject({ code: 1002, message: 'Số điện thoại đã được sử dụng' });

    const username = await post(t.app, REQUEST, registerBody({ username: 'NguyenVanAn' }));
    expect(username.statusCode).toBe(422);
    expect(json(username)).toMatchObject({
      code: 1106,
      errors: { username: ['Tên đăng nhập đã được sử dụng'] },
    });
    // Nothing was created or sent for any of them.
    expect(mailsTo(sink, 'UngVien@viecxa.vn')).toHaveLength(0);
  });

  it('a new request for the same unconfirmed email replaces the account and its code', async () => {
    const first = registerBody();
    await post(t.app, REQUEST, first);
    const oldCode = codeFrom(await nextMail(t.app, sink, first.email));
    const second = {
      ...first,
      name: 'Nguyễn Thị Hoà',
      password: 'KhacNua@99',
      password_confirmation: 'KhacNua@99',
    };
    expect((await post(t.app, REQUEST, second)).statusCode).toBe(200);
    const newCode = codeFrom(await nextMail(t.app, sink, first.email, 1));
    const rows = await query(sql`select name from users where lower(email) = ${first.email}`);
    expect(rows).toEqual([{ name: 'Nguyễn Thị Hoà' }]);
    if (oldCode !== newCode) {
      const stale = await post(t.app, CONFIRM, { email: first.email, code: oldCode });
      expect(json(stale).code).toBe(1003);
    }
    const ok = await post(t.app, CONFIRM, { email: first.email, code: newCode });
    expect(ok.statusCode).toBe(200);
    // The replacement's password is the one that works.
    const login = await post(t.app, '/api/auth/login', { email: first.email, password: 'KhacNua@99' });
    expect(login.statusCode).toBe(200);
  });

  it('unconfirmed sign-ups holding the same phone or username are removed', async () => {
    const abandoned = registerBody();
    await post(t.app, REQUEST, abandoned);
    const abandonedCode = codeFrom(await nextMail(t.app, sink, abandoned.email));
    const other = registerBody({ phone: abandoned.phone, username: abandoned.username.toUpperCase() });
    const res = await post(t.app, REQUEST, other);
    expect(res.statusCode).toBe(200);
    expect(await query(sql`select id from users where email = ${abandoned.email}`)).toEqual([]);
    const gone = await post(t.app, CONFIRM, { email: abandoned.email, code: abandonedCode });
    expect(json(gone)).toMatchObject({ code: 1009, message: 'Email không tồn tại' });
  });

  it('a wrong code counts an attempt (1003); after 5 the code is dead until a new request', async () => {
    const body = registerBody();
    await post(t.app, REQUEST, body);
    const code = codeFrom(await nextMail(t.app, sink, body.email));
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await post(t.app, CONFIRM, { email: body.email, code: wrong });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ code: 1003, message: 'Mã xác nhận không khớp hoặc không hợp lệ' });
      const [row] = await query(
        sql`select c.attempts from email_codes c join users u on u.id = c.user_id where u.email = ${body.email}`,
      );
      expect(row?.attempts).toBe(i);
    }
    const dead = await post(t.app, CONFIRM, { email: body.email, code });
    expect(json(dead).code).toBe(1003);
    // A new request sends a new code that works.
    await post(t.app, REQUEST, body);
    const fresh = codeFrom(await nextMail(t.app, sink, body.email, 1));
    const ok = await post(t.app, CONFIRM, { email: body.email, code: fresh });
    expect(ok.statusCode).toBe(200);
  });

  it('an expired code gives 1004, even when it is right', async () => {
    const body = registerBody();
    await post(t.app, REQUEST, body);
    const code = codeFrom(await nextMail(t.app, sink, body.email));
    await t.database.db.execute(
      sql`update email_codes set expires_at = now() - interval '1 second'
          where user_id = (select id from users where email = ${body.email})`,
    );
    const res = await post(t.app, CONFIRM, { email: body.email, code });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ code: 1004, message: 'Mã xác nhận đã hết hạn' });
  });

  it('an unknown email gives 1009; a confirmed one 1005', async () => {
    const unknown = await post(t.app, CONFIRM, { email: 'khong.ton.tai@example.com', code: '123456' });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown)).toMatchObject({ code: 1009, message: 'Email không tồn tại' });
    const confirmed = await post(t.app, CONFIRM, { email: DEMO.employee, code: '123456' });
    expect(json(confirmed)).toMatchObject({ code: 1005, message: 'Tài khoản đã được xác nhận' });
  });

  it('reports every missing field of the request in Vietnamese', async () => {
    const res = await post(t.app, REQUEST, {});
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      code: 1106,
      message: 'Vui lòng kiểm tra và điền đầy đủ các trường bắt buộc.',
    });
    expect(json(res).errors).toEqual({
      type: ['Loại tài khoản không được để trống.'],
      name: ['Họ và tên không được để trống.'],
      username: ['Tên đăng nhập không được để trống.'],
      email: ['Email không được để trống.'],
      phone: ['Số điện thoại không được để trống.'],
      password: ['Mật khẩu không được để trống.'],
      password_confirmation: ['Mật khẩu nhập lại không khớp.'],
      agree_terms: [CONSENT],
    });
  });

  it('reports every broken rule with the catalogue messages', async () => {
    const res = await post(t.app, REQUEST, {
      type: 'admin',
      name: 'Hoa 2',
      username: 'ab@c',
      email: 'khong-phai-email',
      phone: '0123456789',
      password: 'abc',
      password_confirmation: 'abd',
      agree_terms: false,
    });
    expect(json(res).errors).toEqual({
      type: ['Vui lòng chọn loại tài khoản'],
      username: [
        'Tên đăng nhập phải có ít nhất 8 ký tự',
        'Tên đăng nhập chỉ gồm chữ cái không dấu, chữ số và các ký tự . _ -',
      ],
      email: ['Email không đúng định dạng'],
      phone: ['SĐT không đúng định dạng'],
      password: ['Mật khẩu phải có ít nhất 8 ký tự bao gồm chữ số, chữ hoa, chữ thường và ký tự đặc biệt'],
      password_confirmation: ['Mật khẩu nhập lại không khớp.'],
      agree_terms: [CONSENT],
    });

    const employee = await post(
      t.app,
      REQUEST,
      registerBody({ name: 'Hoa 2', password_confirmation: 'Khac@1234' }),
    );
    expect(json(employee).errors).toEqual({
      password_confirmation: ['Mật khẩu nhập lại không khớp.'],
      name: ['Họ tên không được chứa số hoặc ký tự đặc biệt'],
    });

    const company = await post(t.app, REQUEST, registerBody({ type: 'company', company_name: '  ' }));
    expect(json(company).errors).toEqual({ company_name: ['Tên công ty không được để trống.'] });

    const tooLong = await post(
      t.app,
      REQUEST,
      registerBody({ password: 'Aa1!'.repeat(5), password_confirmation: 'Aa1!'.repeat(5) }),
    );
    expect(json(tooLong).errors).toEqual({
      password: ['Mật khẩu phải có ít nhất 8 ký tự bao gồm chữ số, chữ hoa, chữ thường và ký tự đặc biệt'],
    });
  });

  it('caps the lengths of the text fields', async () => {
    const res = await post(
      t.app,
      REQUEST,
      registerBody({
        type: 'company',
        name: 'A'.repeat(101),
        company_name: 'C'.repeat(256),
        username: 'u'.repeat(51),
        email: `${'e'.repeat(251)}@x.vn`,
      }),
    );
    expect(json(res).errors).toEqual({
      name: ['Dữ liệu nhập vào nhỏ hơn 100 ký tự.'],
      company_name: ['Dữ liệu nhập vào nhỏ hơn 255 ký tự.'],
      username: ['Dữ liệu nhập vào nhỏ hơn 50 ký tự.'],
      email: ['Dữ liệu nhập vào nhỏ hơn 255 ký tự.'],
    });
  });

  it('consent must be explicit: a missing, false or unknown value is refused', async () => {
    for (const agree_terms of [undefined, false, 'false', 'off', 0]) {
      const res = await post(t.app, REQUEST, registerBody({ agree_terms }));
      expect(json(res).errors).toEqual({ agree_terms: [CONSENT] });
    }
    // A ticked HTML checkbox posts "on".
    const ticked = await post(t.app, REQUEST, registerBody({ agree_terms: 'on' }));
    expect(ticked.statusCode).toBe(200);
  });

  it('checks the code format and the email on confirmation', async () => {
    const res = await post(t.app, CONFIRM, { email: 'x', code: '12a' });
    expect(json(res).errors).toEqual({
      email: ['Email không đúng định dạng'],
      code: ['Mã xác nhận gồm 6 chữ số'],
    });
    const empty = await post(t.app, CONFIRM, {});
    expect(json(empty).errors).toEqual({
      email: ['Email không được để trống.'],
      code: ['Mã xác nhận không được để trống.'],
    });
  });

  it('codes are 6 digits and differ between requests', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const body = registerBody();
      await post(t.app, REQUEST, body);
      codes.add(codeFrom(await nextMail(t.app, sink, body.email)));
    }
    expect(codes.size).toBe(3);
  });
});
