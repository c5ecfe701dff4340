import { beforeAll, describe, expect, it } from 'vitest';
import { call, formPost, multipartPost, newAccount } from './admin-users.helpers.ts';
import { DEMO, json, loginAs, useTestApp } from './helpers.ts';

const t = useTestApp({ LOGIN_RATE_LIMIT_MAX: '100000' });
let admin = '';
beforeAll(async () => {
  admin = await loginAs(t.app, DEMO.admin);
});

/** Creates an account through the API and returns its id and create body. */
async function created(overrides: Record<string, string> = {}) {
  const body = newAccount(overrides);
  const res = await call(t.app, 'POST', '/admin/user', admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return { id: json(res).data.id as number, ...body };
}

const profile = (token: string) => call(t.app, 'GET', '/profile', token);

describe('PUT /api/admin/user/:id', () => {
  it('changes only the fields sent (JSON)', async () => {
    const u = await created();
    const res = await call(t.app, 'PUT', `/admin/user/${u.id}`, admin, {
      name: 'Phạm Thị Sửa',
      phone: '0356000111',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Cập nhật tài khoản thành công');
    expect(json(res).data).toMatchObject({
      name: 'Phạm Thị Sửa',
      phone: '0356000111',
      email: u.email,
      username: u.username,
      type: 'employee',
      status: 'activated',
    });
  });

  it('accepts the Laravel form: POST with _method=PUT, urlencoded', async () => {
    const u = await created();
    const res = await formPost(t.app, `/admin/user/${u.id}`, admin, {
      _method: 'PUT',
      name: 'Lê Văn Biểu Mẫu',
      type: 'sale',
      email: `BIEUMAU.${u.email}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({
      name: 'Lê Văn Biểu Mẫu',
      type: 'sale',
      email: `bieumau.${u.email}`,
    });
    const detail = await call(t.app, 'GET', `/admin/user/${u.id}`, admin);
    expect(json(detail).data.type).toBe('sale');
  });

  it('accepts the same as multipart form data', async () => {
    const u = await created();
    const res = await multipartPost(t.app, `/admin/user/${u.id}`, admin, {
      _method: 'PUT',
      name: 'Đoàn Thị Đa Phần',
      status: 'deactivated',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ name: 'Đoàn Thị Đa Phần', status: 'deactivated' });
  });

  it('validates what is sent and refuses used email, phone or username', async () => {
    const u = await created();
    const bad = await call(t.app, 'PUT', `/admin/user/${u.id}`, admin, {
      name: ' ',
      email: 'sai@',
      phone: '12',
      username: 'ngan',
      status: 'x',
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({
      name: ['Họ tên không được để trống.'],
      email: ['Email không đúng định dạng'],
      phone: ['SĐT không đúng định dạng'],
      username: ['Tên đăng nhập phải có ít nhất 8 ký tự'],
      status: ['Trạng thái không hợp lệ'],
    });
    const url = `/admin/user/${u.id}`;
    expect(json(await call(t.app, 'PUT', url, admin, { email: DEMO.sale })).code).toBe(1001);
    expect(json(await call(t.app, 'PUT', url, admin, { phone: '0901000004' })).code).toBe(1002);
    expect(json(await call(t.app, 'PUT', url, admin, { username: 'nhanviensale' })).errors).toEqual({
      username: ['Tên đăng nhập đã được sử dụng'],
    });
    // Its own values are not "used by someone else".
    const same = await call(t.app, 'PUT', url, admin, {
      email: u.email,
      phone: u.phone,
      username: u.username,
    });
    expect(same.statusCode).toBe(200);
  });

  it('a lock ends the sessions: the next request is refused with 1008, and login too', async () => {
    const u = await created();
    const token = await loginAs(t.app, u.email, u.password);
    expect((await profile(token)).statusCode).toBe(200);
    const res = await formPost(t.app, `/admin/user/${u.id}`, admin, { _method: 'PUT', status: 'locked' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.status).toBe('locked');
    const next = await profile(token);
    expect(next.statusCode).toBe(403);
    expect(json(next)).toMatchObject({ code: 1008, message: 'Tài khoản đã bị khóa' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    expect(json(again).code).toBe(1008);
    // Unlocked later, the old session stays ended (1010); a new login works.
    await call(t.app, 'PUT', `/admin/user/${u.id}`, admin, { status: 'activated' });
    expect(json(await profile(token)).code).toBe(1010);
    expect(await loginAs(t.app, u.email, u.password)).toBeTruthy();
  });

  it('a deactivation ends the sessions with 1007', async () => {
    const u = await created();
    const token = await loginAs(t.app, u.email, u.password);
    await call(t.app, 'PUT', `/admin/user/${u.id}`, admin, { status: 'deactivated' });
    const next = await profile(token);
    expect(next.statusCode).toBe(403);
    expect(json(next)).toMatchObject({ code: 1007, message: 'Tài khoản đã bị vô hiệu hóa' });
  });

  it('activating the waiting company opens its account', async () => {
    const { items } = json(
      await call(t.app, 'GET', `/admin/user?search=${DEMO.companyWaitActivation}`, admin),
    ).data;
    const res = await call(t.app, 'PUT', `/admin/user/${items[0].id}`, admin, { status: 'activated' });
    expect(json(res).data.status).toBe('activated');
    const token = await loginAs(t.app, DEMO.companyWaitActivation);
    expect(json(await profile(token)).data.status).toBe('activated');
    // The company is told by email (queued with the change, delivered by the worker).
    const { sql } = await import('drizzle-orm');
    const mail = (await t.database.db.execute(
      sql`select subject, text from email_outbox where to_address = ${DEMO.companyWaitActivation}`,
    )) as unknown as { rows: { subject: string; text: string }[] };
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]?.subject).toBe('Tài khoản doanh nghiệp trên ViệcXa đã được kích hoạt');
    expect(mail.rows[0]?.text).toContain('/dang-nhap');
  });
});

describe('PUT /api/admin/user/:id/password', () => {
  it('sets the password and ends every session of that account', async () => {
    const u = await created();
    const token = await loginAs(t.app, u.email, u.password);
    const res = await call(t.app, 'PUT', `/admin/user/${u.id}/password`, admin, {
      password: 'Doi@2468',
      password_confirmation: 'Doi@2468',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ message: 'Đổi mật khẩu thành công', data: null });
    expect(json(await profile(token)).code).toBe(1010);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    expect(json(old).code).toBe(1000);
    expect(await loginAs(t.app, u.email, 'Doi@2468')).toBeTruthy();
  });

  it('works as a Laravel form post too, and checks the password rule', async () => {
    const u = await created();
    const bad = await formPost(t.app, `/admin/user/${u.id}/password`, admin, {
      _method: 'PUT',
      password: 'matkhau',
      password_confirmation: 'khac',
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({
      password: ['Mật khẩu phải có ít nhất 8 ký tự bao gồm chữ số, chữ hoa, chữ thường và ký tự đặc biệt'],
      password_confirmation: ['Mật khẩu nhập lại không khớp.'],
    });
    const ok = await formPost(t.app, `/admin/user/${u.id}/password`, admin, {
      _method: 'PUT',
      password: 'Form@135',
      password_confirmation: 'Form@135',
    });
    expect(ok.statusCode).toBe(200);
    expect(await loginAs(t.app, u.username, 'Form@135')).toBeTruthy();
  });
});

describe('DELETE /api/admin/user/:id', () => {
  it('deletes the account (and a company account its company)', async () => {
    const u = await created({ type: 'company', company_name: 'Công ty Sắp Xóa' });
    const res = await call(t.app, 'DELETE', `/admin/user/${u.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: 'Xóa tài khoản thành công', data: null });
    expect((await call(t.app, 'GET', `/admin/user/${u.id}`, admin)).statusCode).toBe(404);
    expect(json(await call(t.app, 'DELETE', `/admin/user/${u.id}`, admin)).code).toBe(1107);
    const { sql } = await import('drizzle-orm');
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from companies where user_id = ${u.id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('works as POST with _method=DELETE', async () => {
    const u = await created();
    const res = await formPost(t.app, `/admin/user/${u.id}`, admin, { _method: 'DELETE' });
    expect(json(res).message).toBe('Xóa tài khoản thành công');
  });
});

describe('GET /api/admin/setting and POST /api/admin/edit-admin', () => {
  it('shows and updates one’s own name, email and phone, never type or status', async () => {
    const s = await created({ type: 'sub_admin' });
    const token = await loginAs(t.app, s.email, s.password);
    const me = await call(t.app, 'GET', '/admin/setting', token);
    expect(json(me).data).toMatchObject({ id: s.id, type: 'sub_admin', email: s.email });
    const res = await call(t.app, 'POST', '/admin/edit-admin', token, {
      name: 'Trương Thị Hồ Sơ',
      email: `hoso.${s.email}`,
      phone: '0399000111',
      type: 'admin',
      status: 'locked',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Cập nhật thông tin thành công');
    expect(json(res).data).toMatchObject({
      name: 'Trương Thị Hồ Sơ',
      email: `hoso.${s.email}`,
      phone: '0399000111',
      type: 'sub_admin',
      status: 'activated',
    });
    expect(json(await call(t.app, 'GET', '/admin/setting', token)).data.name).toBe('Trương Thị Hồ Sơ');
  });

  it('validates the profile and refuses an email or phone someone else uses', async () => {
    const bad = await call(t.app, 'POST', '/admin/edit-admin', admin, { name: '', email: 'x', phone: '' });
    expect(json(bad).errors).toEqual({
      name: ['Họ tên không được để trống.'],
      email: ['Email không đúng định dạng'],
      phone: ['Số điện thoại không được để trống.'],
    });
    const used = await call(t.app, 'POST', '/admin/edit-admin', admin, {
      name: 'Quản trị viên',
      email: DEMO.subAdmin,
      phone: '0901000001',
    });
    expect(json(used)).toMatchObject({ code: 1001, errors: { email: ['Email đã được sử dụng'] } });
    const phone = await formPost(t.app, '/admin/edit-admin', admin, {
      name: 'Quản trị viên',
      email: DEMO.admin,
      phone: '0901000002',
    });
    expect(json(phone).code).toBe(1002);
  });
});
