import { ErrorCode, errorMessages, InfoMessage } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './admin-users.helpers.ts';
import { bearer, DEMO, json, loginAs, useTestApp } from './helpers.ts';
import { NEW_PASSWORD, nextMail, post, resetLinkFrom, uniqueIdentity } from './support/accounts.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

// Invitations go out over real SMTP to this sink; the set-password link is read from the mail.
const sink = await startSmtpSink();
afterAll(() => sink.close());

describe("the company's team (spec §7 company/user; issue 14 item 5)", () => {
  const t = useTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    ACCOUNT_RATE_LIMIT_MAX: '1000',
  });
  const tokens: Record<string, string> = {};
  const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  /** A company admin of the test's own (activated unless told), made by the site admin. */
  async function ownCompany(status = 'activated') {
    const body = newAccount({
      type: 'company',
      company_name: `Công ty Đội ngũ ${Date.now() % 100000}`,
      status,
    });
    const res = await call(tokens.admin, 'POST', '/admin/user', body);
    expect(res.statusCode, res.body).toBe(200);
    return {
      id: json(res).data.id as number,
      token: await loginAs(t.app, body.email, body.password),
      email: body.email,
    };
  }
  const invitee = () => {
    const who = uniqueIdentity('nv');
    return { name: 'Trần Thị Mai', email: who.email, phone: who.phone };
  };
  async function invite(token: string, body = invitee()) {
    const res = await call(token, 'POST', '/company/user', body);
    expect(res.statusCode, res.body).toBe(200);
    return { ...body, id: json(res).data.id as number, res };
  }
  /** Sets the password from the invitation mail, as the invitee's browser does. */
  async function accept(email: string) {
    const link = resetLinkFrom(await nextMail(t.app, sink, email));
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('invite')).toBe('1');
    expect(link.searchParams.get('email')).toBe(email);
    const res = await post(t.app, '/api/reset-password', {
      email,
      token: link.searchParams.get('token'),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    for (const [k, email] of Object.entries({
      admin: DEMO.admin,
      company: DEMO.company,
      staff: DEMO.companyStaff,
      employee: DEMO.employee,
      subAdmin: DEMO.subAdmin,
      sale: DEMO.sale,
      pending: DEMO.companyWaitApproval,
    }))
      tokens[k] = await loginAs(t.app, email);
  });

  it('a company admin invites a sub-user, who sets a password from the mail, signs in and works for the company', async () => {
    const co = await ownCompany();
    const body = invitee();
    const { id, res } = await invite(co.token, body);
    expect(json(res)).toMatchObject({
      message: 'Đã gửi lời mời tới email của nhân viên',
      data: {
        id,
        name: body.name,
        email: body.email,
        phone: body.phone,
        status: 'activated',
        invitation_pending: true,
        last_login_at: null,
      },
    });
    // No password yet: nobody can sign in with the new account.
    expect(
      (await post(t.app, '/api/auth/login', { email: body.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(401);
    const mail = await nextMail(t.app, sink, body.email);
    expect(mail.subject).toContain('mời bạn quản lý tuyển dụng');
    expect(mail.text).toContain('Liên kết có hiệu lực trong 7 ngày');
    await accept(body.email);
    const token = await loginAs(t.app, body.email, NEW_PASSWORD);
    const profile = json(await call(token, 'GET', '/profile')).data;
    expect(profile).toMatchObject({ type: 'company', parent_id: co.id, status: 'activated' });
    // The company's figures are the sub-user's too; the team and the company info are not.
    expect((await call(token, 'GET', '/company/jobs')).statusCode).toBe(200);
    for (const url of ['/company/user', `/company/user/${id}`]) {
      const refused = await call(token, 'GET', url);
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toMatchObject({
        code: ErrorCode.CompanyAdminOnly,
        message: errorMessages[ErrorCode.CompanyAdminOnly],
      });
    }
    const info = await t.app.inject({
      method: 'POST',
      url: '/api/company/profile/update',
      headers: bearer(token),
      payload: {},
    });
    expect(json(info).code).toBe(ErrorCode.CompanyAdminOnly);
    // The admin sees the invitation accepted.
    const seen = json(await call(co.token, 'GET', `/company/user/${id}`)).data;
    expect(seen).toMatchObject({ invitation_pending: false });
    expect(seen.last_login_at).not.toBeNull();
    // The link was single use.
    const again = await post(t.app, '/api/reset-password', {
      email: body.email,
      token: resetLinkFrom(await nextMail(t.app, sink, body.email)).searchParams.get('token'),
      password: 'Khac@12345',
      password_confirmation: 'Khac@12345',
    });
    expect(again.statusCode).toBe(422);
  });

  it('validates the invitation with every failing rule in Vietnamese; a used email or phone is refused', async () => {
    const co = await ownCompany();
    const empty = await call(co.token, 'POST', '/company/user', {});
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toEqual({
      name: ['Họ và tên không được để trống.'],
      email: ['Email không được để trống.'],
      phone: ['Số điện thoại không được để trống.'],
    });
    const bad = await call(co.token, 'POST', '/company/user', {
      name: 'Mai 2',
      email: 'mai@',
      phone: '12345',
    });
    expect(json(bad).errors).toEqual({
      name: ['Họ tên không được chứa số hoặc ký tự đặc biệt'],
      email: ['Email không đúng định dạng'],
      phone: ['SĐT không đúng định dạng'],
    });
    const used = await call(co.token, 'POST', '/company/user', {
      ...invitee(),
      email: DEMO.employee.toUpperCase(),
    });
    expect(used.statusCode).toBe(422);
    expect(json(used)).toMatchObject({
      code: ErrorCode.EmailUsed,
      errors: { email: ['Email đã được sử dụng'] },
    });
    const first = await invite(co.token);
    const phone = await call(co.token, 'POST', '/company/user', { ...invitee(), phone: first.phone });
    expect(json(phone)).toMatchObject({
      code: ErrorCode.PhoneUsed,
      errors: { phone: ['Số điện thoại đã được sử dụng'] },
    });
  });

  it('refuses adding while the company is pending, with the spec info message; lists stay readable', async () => {
    const res = await call(tokens.pending, 'POST', '/company/user', invitee());
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({
      code: ErrorCode.CompanyPending,
      message: InfoMessage.updateCompanyInfoToPost,
    });
    expect(json(res).message).toBe(
      'Vui lòng cập nhật thông tin công ty để thêm nhân viên hoặc đăng tin tuyển dụng.',
    );
    const list = await call(tokens.pending, 'GET', '/company/user');
    expect(list.statusCode).toBe(200);
    expect(json(list).data.total).toBe(0);
  });

  it('refuses every other role: sub-users 1105, other types 1103, guests 401', async () => {
    const staffId = Number(
      (
        (await t.database.db.execute(
          sql`select id from users where email = ${DEMO.companyStaff}`,
        )) as unknown as { rows: { id: number }[] }
      ).rows[0]?.id,
    );
    const calls: [string, string, object?][] = [
      ['GET', '/company/user'],
      ['POST', '/company/user', invitee()],
      ['GET', `/company/user/${staffId}`],
      ['PUT', `/company/user/${staffId}`, { status: 'locked' }],
      ['POST', `/company/user/${staffId}`, { _method: 'PUT', status: 'locked' }],
    ];
    for (const [method, url, payload] of calls) {
      const sub = await call(tokens.staff, method as 'GET', url, payload);
      expect(sub.statusCode, `${method} ${url}`).toBe(403);
      expect(json(sub).code).toBe(ErrorCode.CompanyAdminOnly);
      for (const who of ['employee', 'admin', 'subAdmin', 'sale']) {
        const res = await call(tokens[who], method as 'GET', url, payload);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(json(res)).toMatchObject({
          code: ErrorCode.Forbidden,
          message: 'Bạn không có quyền truy cập',
        });
      }
      expect((await call(undefined, method as 'GET', url, payload)).statusCode).toBe(401);
    }
    // The demo sub-user was not locked by any of these.
    expect(json(await call(tokens.company, 'GET', `/company/user/${staffId}`)).data.status).toBe('activated');
  });

  it("another company's sub-user is the same 404 as a missing id; each admin lists only their own", async () => {
    const a = await ownCompany();
    const b = await ownCompany();
    const member = await invite(a.token);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { name: 'Đổi Tên' }],
      ['PUT', { status: 'locked' }],
    ] as const) {
      const theirs = await call(b.token, method, `/company/user/${member.id}`, payload);
      const missing = await call(b.token, method, '/company/user/999999', payload);
      expect(theirs.statusCode).toBe(404);
      const { requestId: _a, ...x } = json(theirs);
      const { requestId: _b, ...y } = json(missing);
      expect(x).toEqual(y);
    }
    expect(json(await call(b.token, 'GET', '/company/user')).data.total).toBe(0);
    const listA = json(await call(a.token, 'GET', '/company/user')).data;
    expect(listA.items.map((m: { id: number }) => m.id)).toEqual([member.id]);
    expect(json(await call(a.token, 'GET', `/company/user/${member.id}`)).data).toMatchObject({
      name: member.name,
      status: 'activated',
    });
  });

  it('edits and locks a sub-user: every session ends at once and login says locked; unlocking lets them back', async () => {
    const co = await ownCompany();
    const member = await invite(co.token);
    await accept(member.email);
    const session = await loginAs(t.app, member.email, NEW_PASSWORD);
    expect((await call(session, 'GET', '/company/jobs')).statusCode).toBe(200);

    const edited = await call(co.token, 'POST', `/company/user/${member.id}`, {
      _method: 'PUT',
      name: 'Trần Thị Mai Anh',
      phone: uniqueIdentity().phone,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited)).toMatchObject({
      message: 'Lưu thông tin thành công',
      data: { name: 'Trần Thị Mai Anh' },
    });
    const invalid = await call(co.token, 'PUT', `/company/user/${member.id}`, {
      status: 'deactivated',
      phone: 'abc',
    });
    expect(json(invalid).errors).toEqual({
      status: ['Trạng thái không hợp lệ'],
      phone: ['SĐT không đúng định dạng'],
    });

    const locked = await call(co.token, 'PUT', `/company/user/${member.id}`, { status: 'locked' });
    expect(json(locked).data.status).toBe('locked');
    const refused = await call(session, 'GET', '/company/jobs');
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: ErrorCode.AccountLocked, message: 'Tài khoản đã bị khóa' });
    const login = await post(t.app, '/api/auth/login', { email: member.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(json(login)).toMatchObject({ code: ErrorCode.AccountLocked, message: 'Tài khoản đã bị khóa' });
    expect(
      json(await call(co.token, 'GET', '/company/user?status=locked')).data.items.map(
        (m: { id: number }) => m.id,
      ),
    ).toEqual([member.id]);

    const unlocked = await call(co.token, 'PUT', `/company/user/${member.id}`, { status: 'activated' });
    expect(json(unlocked).data.status).toBe('activated');
    const back = await loginAs(t.app, member.email, NEW_PASSWORD);
    expect((await call(back, 'GET', '/company/jobs')).statusCode).toBe(200);
  });

  it('searches the team without accents and pages it', async () => {
    const co = await ownCompany();
    const a = await invite(co.token, { ...invitee(), name: 'Lê Thị Hồng Nhung' });
    await invite(co.token, { ...invitee(), name: 'Phạm Quốc Bảo' });
    const found = json(
      await call(co.token, 'GET', `/company/user?search=${encodeURIComponent('hong nhung')}`),
    ).data;
    expect(found.items.map((m: { id: number }) => m.id)).toEqual([a.id]);
    const paged = json(await call(co.token, 'GET', '/company/user?limit=1&page=2')).data;
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.items).toHaveLength(1);
  });
});
